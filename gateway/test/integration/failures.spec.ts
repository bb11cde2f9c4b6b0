import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { spawnApp } from '@deckforge/kit/testing';
import { gatewayEntry, serviceEntry, TestStack } from '../support/stack';

describe('the gateway when things go wrong', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await TestStack.start({
      services: ['data'],
      env: { RPC_TIMEOUT_MS: '1000', DATA_CACHE_TTL_MS: '0' },
    });
  }, 60_000);

  afterAll(() => stack?.stop());

  it('answers 504 with a message within the timeout when a service is down, and recovers', async () => {
    expect((await fetch(`${stack.url}/api/v1/data/faq`)).status).toBe(200);
    await stack.stopService('data');

    const started = Date.now();
    const response = await fetch(`${stack.url}/api/v1/data/faq`);
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({
      message: 'The data service did not answer in time. Please try again.',
    });
    expect(Date.now() - started).toBeLessThan(3000);

    await stack.startService('data', { RPC_TIMEOUT_MS: '1000' });
    expect((await fetch(`${stack.url}/api/v1/data/faq`)).status).toBe(200);
  }, 30_000);
});

describe('starting an app with incomplete configuration', () => {
  it.each([
    ['gateway', gatewayEntry, 'JWT_SECRET'],
    ['data service', serviceEntry('data'), 'DATABASE_URL'],
  ])('the %s exits naming the missing variable', async (_name, entry, variable) => {
    const env = {
      RABBITMQ_URL: 'amqp://127.0.0.1:5672',
      REDIS_URL: 'redis://127.0.0.1:6379',
      JWT_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgres://127.0.0.1/x',
    };
    delete (env as Record<string, string>)[variable];
    const app = await spawnApp(entry, env);
    expect(await app.exited).toBe(1);
    expect(app.output()).toContain(`Missing environment variable: ${variable}`);
  });
});

describe('serving the single-page app', () => {
  let stack: TestStack;

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'deckforge-spa-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><title>Deckforge</title><div id="root"></div>',
    );
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
    // The SPA build writes compressed twins beside its assets (frontend/vite.config.ts).
    const script = 'console.log("deckforge");'.repeat(200);
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), script);
    writeFileSync(join(dist, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets', 'app-1a2b3c.js.gz'), gzipSync(script));
    stack = await TestStack.start({ services: [], env: { STATIC_DIR: dist } });
  }, 60_000);

  afterAll(() => stack?.stop());

  it('serves files, falls back to index.html for app routes, and keeps API 404s as JSON', async () => {
    expect(await (await fetch(`${stack.url}/robots.txt`)).text()).toBe('User-agent: *');
    for (const path of ['/', '/workspace', '/verify?x=1', '/no-such-page']) {
      const response = await fetch(`${stack.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('<div id="root">');
    }
    const api = await fetch(`${stack.url}/api/v1/nothing`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'Not found: GET /api/v1/nothing' });
  });

  it('sends the precompressed asset the browser accepts, cached for good', async () => {
    const url = `${stack.url}/assets/app-1a2b3c.js`;
    const expected = 'console.log("deckforge");'.repeat(200);
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await fetch(url, { headers: { 'accept-encoding': accept } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('content-type')).toMatch(/javascript/);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // fetch decodes what it was sent: the same script whichever way it travelled.
      expect(await response.text()).toBe(expected);
    }
  });
});
