import { randomUUID } from 'node:crypto';
import { DATA_ROUTES, EditingMessages, PLAN_BODY_LIMIT_BYTES } from '@deckforge/proto';
import { TestStack } from '../support/stack';

describe('GET /api/v1/data/* through the gateway, RabbitMQ and the data service', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await TestStack.start({ services: ['data'] });
  }, 60_000);

  afterAll(() => stack?.stop());

  it.each(Object.keys(DATA_ROUTES))('answers /data/%s with {data, message}', async (resource) => {
    const response = await fetch(`${stack.url}/api/v1/data/${resource}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as { data: unknown[]; message: string };
    expect(Array.isArray(body.data)).toBe(true);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.message).toMatch(/fetched successfully$/);
  });

  it('answers 304 when the client already has the current version', async () => {
    const first = await fetch(`${stack.url}/api/v1/data/faq`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get('cache-control')).toMatch(/max-age=\d+/);

    const again = await fetch(`${stack.url}/api/v1/data/faq`, {
      headers: { 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    const stale = await fetch(`${stack.url}/api/v1/data/faq`, {
      headers: { 'if-none-match': '"something-else"' },
    });
    expect(stale.status).toBe(200);
  });

  it('answers an unknown reference list and an unknown route with 404 JSON', async () => {
    const unknownList = await fetch(`${stack.url}/api/v1/data/secrets`);
    expect(unknownList.status).toBe(404);
    expect(await unknownList.json()).toEqual({ message: 'Unknown reference data: secrets' });

    const unknownRoute = await fetch(`${stack.url}/api/v1/no/such/route?x=1`);
    expect(unknownRoute.status).toBe(404);
    expect(await unknownRoute.json()).toEqual({ message: 'Not found: GET /api/v1/no/such/route' });
  });

  it('refuses malformed JSON with 400 and an oversize body with 413, as {message}', async () => {
    const malformed = await fetch(`${stack.url}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: expect.stringMatching(/not valid JSON/) });

    const huge = await fetch(`${stack.url}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(200_000) }),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ message: expect.stringMatching(/too large/i) });
  });

  it("answers the editor's oversized plan with 413 too, announced or streamed", async () => {
    const renderUrl = `${stack.url}/api/v1/ppt/projects/${randomUUID()}/render`;
    const oversized = JSON.stringify({
      baseVersion: 1,
      plan: { slides: [{ kind: 'title', title: 'x'.repeat(PLAN_BODY_LIMIT_BYTES) }] },
    });
    const announced = await fetch(renderUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: oversized,
    });
    expect(announced.status).toBe(413);
    expect(await announced.json()).toEqual({ message: EditingMessages.tooLarge });

    // Without a length (chunked), the route's own limit stops the read.
    const streamed = await fetch(renderUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob([oversized]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({ message: expect.stringMatching(/too large/i) });
  });

  it('echoes a well-formed request id and makes one up otherwise', async () => {
    const kept = await fetch(`${stack.url}/api/v1/data/news`, {
      headers: { 'x-request-id': 'trace-abc-12345' },
    });
    expect(kept.headers.get('x-request-id')).toBe('trace-abc-12345');
    const replaced = await fetch(`${stack.url}/api/v1/data/news`, {
      headers: { 'x-request-id': '<script>' },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers', async () => {
    const response = await fetch(`${stack.url}/api/v1/data/news`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('serves health, readiness, metrics (on its own port) and the OpenAPI description', async () => {
    expect(await (await fetch(`${stack.url}/healthz`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${stack.url}/readyz`)).json()).toEqual({
      status: 'ok',
      checks: { broker: 'ok' },
    });
    const metrics = await (await fetch(`${stack.metricsUrl}/metrics`)).text();
    expect(metrics).toContain('deckforge_http_request_duration_seconds_bucket');
    const openapi = (await (await fetch(`${stack.url}/api/docs-json`)).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(openapi.paths)).toContain('/api/v1/data/{resource}');
  });
});
