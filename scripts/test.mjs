#!/usr/bin/env node
// `npm test`: every check there is — formatting, unused exports, lint, type-checked builds, then
// the three test tiers (docs/architecture.md, "Tests"): unit tests, integration tests against the
// real PostgreSQL, RabbitMQ and Redis, and system tests (faults, hardening, browser journeys) —
// after making sure those servers answer and the Debian packages the tests use are installed.
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

// Exports nothing imports (knip.json names the entry points); per project, lint cannot see that.
const unused = spawnSync('npx', ['knip', '--no-progress'], { cwd: root, stdio: 'inherit' });
if (unused.status !== 0) {
  console.error(
    'Unused exports: remove them (or the code behind them), or knip.json is missing an entry.',
  );
  process.exit(1);
}

/**
 * Two rounds: the static checks and the unit tier first, quick and cached, so that they never
 * share the machine with the stacks of the integration and system tiers. Those run three tasks
 * at a time: a stack's suite spends about half its time waiting (for a job, a preview, a reply),
 * so two tasks left the two cores half idle (950 CPU seconds in a 14-minute round;
 * docs/benchmarks.md, "Test tiers: where the integration round's time goes"). Both rounds run
 * whatever the first found, so that one run reports every failure, as a single run did.
 */
const rounds = [
  ['lint', 'typecheck', 'test'],
  ['test-integration', 'test-system', '--parallel=3'],
];
let failed = false;
for (const targets of rounds) {
  const result = spawnSync(
    'npx',
    ['nx', 'run-many', '-t', ...targets, '--output-style=stream', ...process.argv.slice(2)],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NX_DAEMON: 'false', CI: process.env.CI ?? 'true' },
    },
  );
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
