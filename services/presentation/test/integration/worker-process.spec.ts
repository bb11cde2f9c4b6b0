import { join } from 'node:path';
import { freePort, spawnApp, TestEnvironment } from '@deckforge/kit/testing';

jest.setTimeout(60_000);

const workerEntry = join(__dirname, '..', '..', 'dist', 'worker.js');

describe('the generation worker process (dist/worker.js)', () => {
  let environment: TestEnvironment;

  beforeAll(async () => {
    environment = await TestEnvironment.create();
  });
  afterAll(() => environment?.close());

  it('starts on its own, reports its database, broker and queue ready, and stops with 0 on SIGTERM', async () => {
    const port = await freePort();
    const worker = await spawnApp(
      workerEntry,
      { ...environment.env, HEALTH_PORT: String(port) },
      { readyUrl: `http://127.0.0.1:${port}/readyz` },
    );
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(await response.json()).toEqual({
        status: 'ok',
        checks: { database: 'ok', broker: 'ok', queue: 'ok' },
      });
    } finally {
      // With its output, so that a shutdown that fails says why.
      const code = await worker.stop('SIGTERM');
      expect({ code, output: code === 0 ? '' : worker.output() }).toEqual({ code: 0, output: '' });
    }
  });

  it('refuses to start without Redis, naming the variable', async () => {
    const { REDIS_URL: _unused, ...withoutRedis } = environment.env;
    const worker = await spawnApp(workerEntry, { ...withoutRedis, HEALTH_PORT: '0' });
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toContain('Missing environment variable: REDIS_URL');
  });
});
