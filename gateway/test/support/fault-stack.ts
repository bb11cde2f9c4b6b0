import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TcpProxy, testServers } from '@deckforge/kit/testing';
import { settledInconsistencies } from './consistency';
import { probe } from './probe';
import type { TestStack } from './stack';
import { pause, runTraffic, type TrafficFigures } from './traffic';
import { cookieOf, startHardeningStack, type UserWithFile } from './two-users';

/** Relays between every app and PostgreSQL, RabbitMQ and Redis, which a test can cut. */
interface ServerProxies {
  postgres: TcpProxy;
  rabbitmq: TcpProxy;
  redis: TcpProxy;
}

export interface FaultStack {
  stack: TestStack;
  proxies: ServerProxies;
  stop(): Promise<void>;
}

/**
 * The whole stack with each server behind a TcpProxy: cutting a proxy is what a server restart
 * or a network failure looks like to the apps (connections dropped, new ones refused until it
 * is back), without disturbing the machine's shared servers or other test runs.
 */
export async function startFaultStack(
  env: Record<string, string> = {},
  workers = 0,
): Promise<FaultStack> {
  const servers = await testServers();
  const proxies: ServerProxies = {
    postgres: await TcpProxy.start(servers.postgresAdminUrl),
    rabbitmq: await TcpProxy.start(servers.rabbitmqUrl),
    redis: await TcpProxy.start(servers.redisUrl),
  };
  const stack = await startHardeningStack(
    (direct) => ({
      DATABASE_URL: proxies.postgres.urlFor(direct.DATABASE_URL),
      RABBITMQ_URL: proxies.rabbitmq.urlFor(direct.RABBITMQ_URL),
      REDIS_URL: proxies.redis.urlFor(direct.REDIS_URL),
      RPC_TIMEOUT_MS: '3000',
      DATA_CACHE_TTL_MS: '0',
      ...env,
    }),
    workers,
  ).catch(async (error: unknown) => {
    await Promise.all(Object.values(proxies).map((proxy) => proxy.close()));
    throw error;
  });
  return {
    stack,
    proxies,
    stop: async () => {
      saveOutputs(stack);
      await stack.stop();
      await Promise.all(Object.values(proxies).map((proxy) => proxy.close()));
    },
  };
}

/** With FAULT_LOG_DIR set, every app's output is kept there (logs at TEST_LOG_LEVEL). */
function saveOutputs(stack: TestStack) {
  const directory = process.env.FAULT_LOG_DIR;
  if (!directory) return;
  mkdirSync(directory, { recursive: true });
  const apps = [
    ...[...stack.services].map(([name, app]) => [name, app] as const),
    ...[...stack.workers].map((app, index) => [`worker-${index}`, app] as const),
    ...(stack.gateway ? [['gateway', stack.gateway] as const] : []),
  ];
  for (const [name, app] of apps) writeFileSync(join(directory, `${name}.log`), app.output());
}

/** One fault's outcome, as docs/reliability.md records it. */
export interface FaultFigures extends Omit<TrafficFigures, 'uncleanSamples'> {
  fault: string;
  inconsistencies: number;
}

/**
 * Runs people's traffic, injects the fault after a moment, repairs it, lets traffic go on, then
 * checks that every kind of request succeeds again and that the data is consistent.
 */
export async function trafficThroughFault(
  stack: TestStack,
  users: UserWithFile[],
  fault: { name: string; inject: () => Promise<void> | void; repair: () => Promise<void> | void },
  options: { downMs?: number } = {},
): Promise<{ figures: FaultFigures; samples: string[]; findings: string[] }> {
  let finish!: () => void;
  const stop = new Promise<void>((resolve) => (finish = resolve));
  const traffic = runTraffic(stack, users, stop);
  await pause(1500);
  await fault.inject();
  await pause(options.downMs ?? 3000);
  await fault.repair();
  await pause(2000);
  finish();
  const { uncleanSamples, ...figures } = await traffic;
  await everyKindSucceedsAgain(stack, users[0]);
  const findings = await settledInconsistencies(stack);
  return {
    figures: { fault: fault.name, ...figures, inconsistencies: findings.length },
    samples: uncleanSamples,
    findings,
  };
}

/** The services reconnected: reads and writes of every service answer 2xx again (within 60 s). */
async function everyKindSucceedsAgain(stack: TestStack, user: UserWithFile): Promise<void> {
  const checks: Array<[string, string, string?]> = [
    ['GET', '/api/v1/data/faq'],
    ['GET', '/api/v1/user/balance'],
    ['GET', '/api/v1/storage/file-metadata'],
    ['POST', '/api/v1/payment/checkout', JSON.stringify({ amount: 10 })],
    ['POST', '/api/v1/user/username', JSON.stringify({ name: 'Back again', email: user.email })],
  ];
  const deadline = Date.now() + 60_000;
  for (const [method, path, body] of checks) {
    for (;;) {
      const answer = await probe(stack.url, method, path, {
        body,
        headers: {
          cookie: cookieOf(user),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
      }).catch(() => undefined);
      if (answer && answer.status < 300) break;
      if (Date.now() > deadline)
        throw new Error(`${method} ${path} still fails: ${answer?.status} ${answer?.text}`);
      await pause(500);
    }
  }
}

/** Apps whose process ended (crashed) although nobody stopped them. */
export function exitedApps(stack: TestStack): string[] {
  const apps = [...stack.services, ...(stack.gateway ? [['gateway', stack.gateway] as const] : [])];
  return apps
    .filter(([, app]) => app.process.exitCode !== null || app.process.signalCode !== null)
    .map(([name, app]) => `${name} (exit ${app.process.exitCode ?? app.process.signalCode})`);
}

/** The figures as a Markdown table row (docs/reliability.md). */
export const figuresRow = (f: FaultFigures) =>
  `| ${f.fault} | ${f.sent} | ${f.succeeded} | ${f.failedCleanly} (${f.unexpected} × 500) | ${f.unclean} | ${f.inconsistencies} |`;
