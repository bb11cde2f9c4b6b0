// Benchmarks run the built apps as real processes in an isolated environment (own database,
// queue prefix and Redis keys), exactly like the integration tests.
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
export const root = join(import.meta.dirname, '..', '..');
export const { TestEnvironment, spawnApp, freePort } = require(
  join(root, 'services/kit/dist/testing/index.js'),
);

export const JWT_SECRET = 'benchmark-secret-that-is-long-enough-for-hs256';

export async function startService(environment, name, extra = {}) {
  const port = await freePort();
  return spawnApp(
    join(root, 'services', name, 'dist', 'main.js'),
    { ...environment.env, JWT_SECRET, LOG_LEVEL: 'warn', ...extra, HEALTH_PORT: String(port) },
    { readyUrl: `http://127.0.0.1:${port}/readyz` },
  );
}

/** autocannon's latency percentiles and throughput as one table row. */
export function summarise(label, result) {
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    mean: result.latency.mean.toFixed(2),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export function markdownTable(rows) {
  const lines = [
    '| what | requests/s | mean ms | p50 ms | p99 ms | errors |',
    '|---|---:|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    lines.push(
      `| ${row.label} | ${row.requestsPerSecond} | ${row.mean} | ${row.p50} | ${row.p99} | ${row.errors} |`,
    );
  }
  return lines.join('\n');
}
