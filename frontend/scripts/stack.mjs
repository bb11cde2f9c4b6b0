#!/usr/bin/env node
// Starts the real apps (built entry points) in an isolated test environment, with the gateway
// serving frontend/dist, and keeps them running until Ctrl-C: for looking at the built SPA by hand
// and taking screenshots. `node frontend/scripts/stack.mjs [service ...]` (default: every service).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import testing from '@deckforge/kit/testing';

const { TestEnvironment, freePort, spawnApp } = testing;
const root = fileURLToPath(new URL('../..', import.meta.url));
const services = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['data', 'identity', 'storage', 'billing', 'presentation'];
const secret = 'stack-secret-that-is-long-enough-for-hs256';

const environment = await TestEnvironment.create();
const apps = [];
const stop = async () => {
  await Promise.allSettled(apps.map((app) => app.stop()));
  await environment.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

try {
  const env = {
    ...environment.env,
    JWT_SECRET: secret,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  for (const service of services) {
    const port = await freePort();
    apps.push(
      await spawnApp(
        join(root, 'services', service, 'dist', 'main.js'),
        { ...env, HEALTH_PORT: String(port) },
        {
          readyUrl: `http://127.0.0.1:${port}/readyz`,
        },
      ),
    );
  }
  // A presentation worker renders the decks (its own process, as in production).
  if (services.includes('presentation')) {
    const workerPort = await freePort();
    apps.push(
      await spawnApp(
        join(root, 'services', 'presentation', 'dist', 'worker.js'),
        { ...env, HEALTH_PORT: String(workerPort) },
        { readyUrl: `http://127.0.0.1:${workerPort}/readyz` },
      ),
    );
  }
  const port = Number(process.env.PORT ?? (await freePort()));
  const url = `http://127.0.0.1:${port}`;
  apps.push(
    await spawnApp(
      join(root, 'gateway', 'dist', 'main.js'),
      { ...env, PORT: String(port), PUBLIC_URL: url, STATIC_DIR: join(root, 'frontend', 'dist') },
      { readyUrl: `${url}/readyz` },
    ),
  );
  console.log(`Deckforge is running at ${url} (mail outbox: ${join(environment.varDir, 'mail')})`);
} catch (error) {
  console.error(error);
  for (const app of apps) console.error(app.output());
  await stop();
}
