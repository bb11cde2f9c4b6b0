#!/usr/bin/env node
// bench/ledger: billing.reserve as the presentation service calls it (RabbitMQ RPC to the real
// billing process, PostgreSQL behind it), from 32 concurrent clients: all on one user (every
// reserve queues on the same account row) and spread over many users. Prints a markdown table
// for docs/benchmarks.md.
//   node bench/ledger/run.mjs [seconds=10] [clients=32] [users=1000]
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { root, startService, TestEnvironment } from '../lib/environment.mjs';

const require = createRequire(import.meta.url);
const { Logger } = require('@nestjs/common');
const { ClientProxyFactory } = require('@nestjs/microservices');
const { brokerEnv, loadConfig, rmqClientOptions, ServiceClient } = require(
  join(root, 'services/kit/dist/index.js'),
);
const { BillingRpc } = require(join(root, 'proto/dist/index.js'));

const duration = Number(process.argv[2] ?? 10);
const clients = Number(process.argv[3] ?? 32);
const userCount = Number(process.argv[4] ?? 1000);
/** Enough credits that no reserve in the run is refused for shortage. */
const SEED_HUNDREDTHS = 1_000_000_000;

Logger.overrideLogger(['error']);
const environment = await TestEnvironment.create();
// The production defaults, not the test environment's smaller pool.
const env = { ...environment.env, DB_POOL_SIZE: '10', RMQ_PREFETCH: '20' };
const billing = await startService(environment, 'billing', env);
const config = loadConfig(brokerEnv, env);
const client = new ServiceClient(ClientProxyFactory.create(rmqClientOptions(config)), config);
client.onApplicationBootstrap();

async function seed(userIds) {
  for (let index = 0; index < userIds.length; index += 50) {
    await Promise.all(
      userIds.slice(index, index + 50).map((userId) =>
        client.send(BillingRpc.adjust, {
          userId,
          amountHundredths: SEED_HUNDREDTHS,
          reason: 'Benchmark credits',
          key: `bench-${userId}`,
        }),
      ),
    );
  }
}

/** `clients` loops reserving 0.01 credit for `seconds`; latencies in ms. */
async function run(label, pickUser, seconds) {
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        const begin = performance.now();
        try {
          await client.send(BillingRpc.reserve, {
            jobId: randomUUID(),
            userId: pickUser(),
            amountHundredths: 1,
          });
          latencies.push(performance.now() - begin);
        } catch (error) {
          errors += 1;
          if (errors === 1) console.error(`${label}: ${error.message}`);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (quantile) =>
    latencies[Math.min(latencies.length - 1, Math.floor(quantile * latencies.length))];
  return {
    label,
    reservesPerSecond: Math.round(latencies.length / elapsed),
    mean: (latencies.reduce((sum, value) => sum + value, 0) / latencies.length).toFixed(2),
    p50: at(0.5).toFixed(1),
    p99: at(0.99).toFixed(1),
    errors,
  };
}

try {
  const oneUser = randomUUID();
  const manyUsers = Array.from({ length: userCount }, () => randomUUID());
  await seed([oneUser, ...manyUsers]);
  const pick = () => manyUsers[Math.floor(Math.random() * manyUsers.length)];

  await run('warm-up', pick, 2);
  const rows = [
    await run(`${clients} clients, one user`, () => oneUser, duration),
    await run(`${clients} clients, ${userCount} users`, pick, duration),
  ];
  console.log(`\n${duration} s per row, ${clients} concurrent clients, 0.01 credit per reserve\n`);
  console.log('| what | reserves/s | mean ms | p50 ms | p99 ms | errors |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.label} | ${row.reservesPerSecond} | ${row.mean} | ${row.p50} | ${row.p99} | ${row.errors} |`,
    );
  }
} finally {
  await client.onApplicationShutdown();
  await billing.stop();
  await environment.close();
}
