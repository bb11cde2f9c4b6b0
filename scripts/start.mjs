#!/usr/bin/env node
// `npm start`: checks the servers and the Debian packages the apps use, creates the database,
// builds what changed, then runs every Deckforge app and prints the address. Ctrl+C stops them.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { APPS } from './lib/apps.mjs';
import { developmentEnv } from './lib/dev-env.mjs';
import { formatLine } from './lib/log-format.mjs';
import { requireServers } from './lib/servers.mjs';
import { ensureSystemPackages } from './lib/system-packages.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = developmentEnv(root);
/** Services' health ports are consecutive from here (3101 by default). */
const healthPortBase = Number(env.HEALTH_PORT_BASE ?? 3101);

if (!(await requireServers(env))) process.exit(1);
// Missing packages cost features (previews, fonts), not the start: say so and go on.
if (!ensureSystemPackages('product'))
  console.error('Deckforge starts anyway, without what the packages above provide.\n');
await ensureDatabase(env.DATABASE_URL);
await run(
  'npx',
  ['nx', 'run-many', '-t', 'build', '--output-style=stream-without-prefixes'],
  'Building',
);

const children = APPS.map((app) => startApp(app));
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
await waitForGateway(`http://127.0.0.1:${env.PORT}/readyz`);
console.log(
  `\n  Deckforge is running at ${env.PUBLIC_URL}  (API docs: ${env.PUBLIC_URL}/api/docs)\n  Press Ctrl+C to stop.\n`,
);

async function ensureDatabase(url) {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (rowCount === 0) {
    await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
    console.log(`Created database ${name}`);
  }
  await client.end();
}

function run(command, args, label) {
  console.log(`${label}...`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NX_DAEMON: 'false' },
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code})`)),
    );
  });
}

function startApp(app) {
  const child = spawn(process.execPath, [join(root, app.entry)], {
    cwd: root,
    env: {
      ...env,
      ...(app.healthPortOffset !== undefined
        ? { HEALTH_PORT: String(healthPortBase + app.healthPortOffset) }
        : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) =>
      console.log(formatLine(app.name, line)),
    );
  }
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${app.name} stopped unexpectedly (${signal ?? code}); stopping Deckforge.`);
    stopAll(1);
  });
  return child;
}

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of running) child.kill('SIGTERM');
  Promise.all(running.map((child) => new Promise((resolve) => child.once('exit', resolve)))).then(
    () => process.exit(code),
  );
}

async function waitForGateway(url) {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  console.error(`The gateway did not become ready at ${url}`);
  stopAll(1);
}
