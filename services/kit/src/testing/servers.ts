import { execFile } from 'node:child_process';
import { Socket } from 'node:net';
import { promisify } from 'node:util';

/** Where the tests find PostgreSQL, RabbitMQ and Redis (docs/architecture.md, "Tests"). */
export interface TestServers {
  /** A superuser connection to the `postgres` database, used to create per-run databases. */
  postgresAdminUrl: string;
  rabbitmqUrl: string;
  redisUrl: string;
}

const LOCAL: TestServers = {
  postgresAdminUrl:
    process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  rabbitmqUrl: process.env.TEST_RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672',
  redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
};

const HOW_TO_START: Record<keyof TestServers, string> = {
  postgresAdminUrl:
    'PostgreSQL: `pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start` (or `docker compose up -d postgres`)',
  rabbitmqUrl: 'RabbitMQ: `rabbitmq-server -detached` (or `docker compose up -d rabbitmq`)',
  redisUrl:
    'Redis: `redis-server --daemonize yes --port 6379 --save "" --appendonly no` (or `docker compose up -d redis`)',
};

let resolved: Promise<TestServers> | undefined;

/**
 * The local servers when they answer; containers started by testcontainers when a Docker engine
 * is available instead; otherwise an error saying exactly what to start.
 */
export function testServers(): Promise<TestServers> {
  resolved ??= resolveServers();
  return resolved;
}

async function resolveServers(): Promise<TestServers> {
  const missing = (
    await Promise.all(
      (Object.keys(LOCAL) as Array<keyof TestServers>).map(async (key) =>
        (await reachable(LOCAL[key])) ? undefined : key,
      ),
    )
  ).filter((key): key is keyof TestServers => key !== undefined);
  if (missing.length === 0) return LOCAL;
  if (await dockerAvailable()) return startContainers();
  throw new Error(
    `The integration tests need these servers, which are not reachable and no Docker engine is available:\n${missing
      .map((key) => `  - ${HOW_TO_START[key]} (looked at ${LOCAL[key]})`)
      .join('\n')}`,
  );
}

export function reachable(url: string, timeoutMs = 1000): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(Number(port), hostname, () => done(true));
  });
}

async function dockerAvailable(): Promise<boolean> {
  try {
    await promisify(execFile)('docker', ['info'], { timeout: 5000 });
    return true;
  } catch {
    return false;
  }
}

/** One container per server for the whole test process; Ryuk removes them afterwards. */
async function startContainers(): Promise<TestServers> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const [postgres, rabbitmq, redis] = await Promise.all([
    new GenericContainer('postgres:16-alpine')
      .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
      .withExposedPorts(5432)
      .withWaitStrategy(Wait.forLogMessage(/ready to accept connections/, 2))
      .start(),
    new GenericContainer('rabbitmq:3.13-alpine')
      .withExposedPorts(5672)
      .withWaitStrategy(Wait.forLogMessage(/Server startup complete/))
      .start(),
    new GenericContainer('redis:7-alpine').withExposedPorts(6379).start(),
  ]);
  return {
    postgresAdminUrl: `postgres://postgres@${postgres.getHost()}:${postgres.getMappedPort(5432)}/postgres`,
    rabbitmqUrl: `amqp://guest:guest@${rabbitmq.getHost()}:${rabbitmq.getMappedPort(5672)}`,
    redisUrl: `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`,
  };
}
