#!/usr/bin/env node
// `npm test`: every check there is — formatting, lint, type-checked builds, unit and integration
// tests against the real PostgreSQL, RabbitMQ and Redis — after making sure those servers answer
// and the Debian packages the tests use are installed.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireServers } from './lib/servers.mjs';
import { ensureSystemPackages } from './lib/system-packages.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = {
  DATABASE_URL:
    process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  RABBITMQ_URL: process.env.TEST_RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672',
  REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
};
if (!(await requireServers(env)) || !ensureSystemPackages('tests')) process.exit(1);

const formatting = spawnSync('npx', ['prettier', '--check', '.', '--log-level', 'warn'], {
  cwd: root,
  stdio: 'inherit',
});
if (formatting.status !== 0) {
  console.error('Formatting differs from Prettier: run `npm run format`.');
  process.exit(1);
}

const result = spawnSync(
  'npx',
  [
    'nx',
    'run-many',
    '-t',
    'lint',
    'typecheck',
    'test',
    '--output-style=stream',
    ...process.argv.slice(2),
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', CI: process.env.CI ?? 'true' },
  },
);
process.exit(result.status ?? 1);
