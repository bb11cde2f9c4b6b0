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

const { SignJWT } = createRequire(join(root, 'gateway/package.json'))('jose');
const { ACCESS_TOKEN, AUTH_COOKIES } = require(join(root, 'proto/dist/index.js'));

/**
 * The access cookie identity would set for `userId` after a sign-in (signed with the bench's
 * JWT_SECRET, as the apps are started with it); `claims` add to the token's e-mail and type.
 */
export async function accessCookie(userId, claims = {}) {
  const token = await new SignJWT({
    email: `bench-${userId.slice(0, 8)}@example.com`,
    typ: 'access',
    ...claims,
  })
    .setProtectedHeader({ alg: ACCESS_TOKEN.algorithm })
    .setSubject(userId)
    .setIssuer(ACCESS_TOKEN.issuer)
    .setAudience(ACCESS_TOKEN.audience)
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(new TextEncoder().encode(JWT_SECRET));
  return `${AUTH_COOKIES.access}=${token}`;
}

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
