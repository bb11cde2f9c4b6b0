#!/usr/bin/env node
// bench/gateway: GET /api/v1/data/faq through the gateway and RabbitMQ (cache off), the same
// route served from the gateway's reference cache, and the same payload from a route answered
// inside the gateway process. Prints a markdown table for docs/benchmarks.md.
//   node bench/gateway/run.mjs [seconds=10] [connections=10]
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  freePort,
  JWT_SECRET,
  markdownTable,
  root,
  spawnApp,
  startService,
  summarise,
  TestEnvironment,
} from '../lib/environment.mjs';

const duration = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 10);
const environment = await TestEnvironment.create();
const apps = [];

async function startGateway(extra) {
  const port = await freePort();
  const app = await spawnApp(
    join(root, 'bench/gateway/server.mjs'),
    {
      ...environment.env,
      JWT_SECRET,
      LOG_LEVEL: 'warn',
      ...extra,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    { readyUrl: `http://127.0.0.1:${port}/readyz` },
  );
  apps.push(app);
  return `http://127.0.0.1:${port}`;
}

const measure = async (label, url) => {
  await autocannon({ url, connections, duration: 2 }); // warm-up
  return summarise(label, await autocannon({ url, connections, duration }));
};

try {
  apps.push(await startService(environment, 'data'));
  const payload = await (
    await fetch(`${await startGateway({ DATA_CACHE_TTL_MS: '0' })}/api/v1/data/faq`)
  ).text();
  const uncached = await startGateway({ DATA_CACHE_TTL_MS: '0', BENCH_INLINE_PAYLOAD: payload });
  const cached = await startGateway({ DATA_CACHE_TTL_MS: '600000', BENCH_INLINE_PAYLOAD: payload });

  const rows = [
    await measure('in-process route, same payload (baseline)', `${cached}/bench/inline`),
    await measure(
      '/api/v1/data/faq via RabbitMQ + PostgreSQL (cache off)',
      `${uncached}/api/v1/data/faq`,
    ),
    await measure('/api/v1/data/faq from the reference cache', `${cached}/api/v1/data/faq`),
  ];
  const [baseline, viaBroker, fromCache] = rows;
  console.log(
    `\n${duration} s per row, ${connections} connections, payload ${payload.length} bytes\n`,
  );
  console.log(markdownTable(rows));
  console.log(
    `\nRabbitMQ hop: p50 ${viaBroker.p50 - baseline.p50} ms, mean ${(viaBroker.mean - baseline.mean).toFixed(2)} ms`,
  );
  console.log(
    `cached / in-process rate: ${((fromCache.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(0)} %`,
  );
} finally {
  await Promise.all(apps.map((app) => app.stop()));
  await environment.close();
}
