import { Agent } from 'node:http';
import fc from 'fast-check';
import { AUTH_COOKIES } from '@deckforge/proto';
import { APP_HEADERS } from '../support/api-client';
import { badString, forgedTokens, huge } from '../support/bad-values';
import {
  check,
  cookieValue,
  malformedJson,
  malformedMultipart,
  mutationsOf,
  queryString,
} from '../support/bad-requests';
import { concretePath, type Endpoint, ENDPOINTS, mustRefuse } from '../support/endpoint-catalogue';
import { probe, type ProbeAnswer, rawRequest, refusalProblem } from '../support/probe';
import type { TestStack } from '../support/stack';
import { snapshotState, stateDifferences } from '../support/state-snapshot';
import {
  cookieOf,
  startHardeningStack,
  userWithFile,
  type UserWithFile,
} from '../support/two-users';

// Thousands of requests against the real stack on a shared 2-core machine: a ceiling, not a timing.
jest.setTimeout(300_000);

/** Runs per property; the seed is printed by fast-check when one fails, to replay it. */
const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 50);

type Input = Record<string, unknown>;

/** Figures per kind of bad input, printed at the end and recorded in docs/reliability.md. */
const figures = new Map<string, { sent: number; refused: number }>();
function record(kind: string, problem: string | undefined) {
  const entry = figures.get(kind) ?? { sent: 0, refused: 0 };
  entry.sent += 1;
  if (!problem) entry.refused += 1;
  figures.set(kind, entry);
}

describe('bad input against every /api/v1 route: 4xx with {message}, never 500 or a hang, nothing changed', () => {
  let stack: TestStack;
  let ada: UserWithFile;
  let bob: UserWithFile;

  beforeAll(async () => {
    stack = await startHardeningStack();
    [ada, bob] = await Promise.all([userWithFile(stack, 'Ada'), userWithFile(stack, 'Bob')]);
  }, 120_000);

  afterAll(async () => {
    const rows = [...figures].map(([kind, { sent, refused }]) => `${kind}: ${refused}/${sent}`);
    console.log(`Bad-input figures (refused cleanly / sent):\n  ${rows.join('\n  ')}`);
    await stack?.stop();
  });

  /** Sends, checks the answer is a clean refusal, counts it; the problem fails the property. */
  async function expectRefused(
    kind: string,
    send: () => Promise<ProbeAnswer>,
    allowed?: number[],
  ): Promise<void> {
    const answer = await send();
    const problem = refusalProblem(answer, allowed);
    record(kind, problem);
    if (problem) throw new Error(problem);
  }

  /** Runs a property with the state compared before and after all its runs. */
  async function withoutStateChange(label: string, work: () => Promise<void>) {
    const before = await snapshotState(stack);
    await work();
    expect({ label, changed: stateDifferences(before, await snapshotState(stack)) }).toEqual({
      label,
      changed: [],
    });
  }

  /** As the SPA sends it (with its header), so that what is tested is the input itself. */
  const send = (endpoint: Endpoint, path: string, init: Parameters<typeof probe>[3] = {}) =>
    probe(stack.url, endpoint.method, path, {
      ...init,
      headers: { ...APP_HEADERS, ...init.headers },
    });

  it('has every route of the OpenAPI description in its catalogue', async () => {
    const response = await fetch(`${stack.url}/api/docs-json`);
    const document = (await response.json()) as { paths: Record<string, object> };
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const catalogued = ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(
      documented
        .filter((route) => route.startsWith('GET /api/v1') || route.startsWith('POST /api/v1'))
        .sort(),
    ).toEqual(catalogued.sort());
  });

  const withInput = ENDPOINTS.filter((endpoint) => endpoint.input);

  it.each(withInput.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s refuses wrong types, missing fields, huge, unicode and injection values',
    async (_route, endpoint) => {
      const spec = endpoint.input!;
      const caller = () => ada.caller;
      const mutations = mutationsOf(spec.valid(ada.caller), spec.in === 'body').filter((input) =>
        mustRefuse(endpoint, input, caller()),
      );
      await withoutStateChange(endpoint.path, () =>
        check(
          fc.asyncProperty(mutations, (input) =>
            expectRefused(`${spec.in} fields`, () =>
              spec.in === 'body'
                ? send(endpoint, concretePath(endpoint, { sessionId: 'cs_unknown' }), {
                    body: JSON.stringify(input),
                    headers: { 'content-type': 'application/json', cookie: cookieOf(ada) },
                  })
                : send(endpoint, `${endpoint.path}?${queryString(input)}`, {
                    headers: { cookie: cookieOf(ada) },
                  }),
            ),
          ),
          RUNS,
        ),
      );
    },
  );

  const posts = ENDPOINTS.filter((endpoint) => endpoint.method === 'POST' && !endpoint.page);

  it('refuses bodies of the wrong content type, malformed JSON and bodies over the limit', async () => {
    const bodies = fc.oneof(
      fc.record({ type: fc.constant('application/json'), body: malformedJson() }),
      fc.record({
        type: fc.constantFrom(
          'text/plain',
          'application/xml',
          'application/octet-stream',
          'image/png',
        ),
        body: fc.oneof(badString(), fc.json()),
      }),
      fc.record({
        type: fc.constant('application/json'),
        body: fc.constant(JSON.stringify({ email: huge(300_000) })),
      }),
      fc.record({
        type: fc.constant('application/json'),
        body: fc
          .oneof(fc.json(), fc.constantFrom('[]', '"text"', '42', 'null', 'true'))
          .filter((body) => !body.trimStart().startsWith('{')),
      }),
    );
    await withoutStateChange('content types', () =>
      check(
        fc.asyncProperty(fc.constantFrom(...posts), bodies, async (endpoint, { type, body }) => {
          if (endpoint.path === '/api/v1/user/logout') return; // answers 200 to anyone, below
          await expectRefused('content types and malformed bodies', () =>
            send(endpoint, concretePath(endpoint, { sessionId: 'cs_unknown' }), {
              body,
              headers: { 'content-type': type, cookie: cookieOf(ada) },
            }),
          );
        }),
        RUNS * 4,
      ),
    );
  });

  it('answers the next request on a connection whose oversized body it stopped reading', async () => {
    // One keep-alive socket, as a proxy's pooled connection to the gateway would be.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const oversized = await rawRequest(
        stack.url,
        agent,
        'POST',
        '/api/v1/payment/webhook',
        {
          'content-type': 'application/json',
          'stripe-signature': 't=1,v1=x',
        },
        JSON.stringify({ email: huge(300_000) }),
      );
      expect(oversized.status).toBe(413);
      const next = await rawRequest(stack.url, agent, 'GET', '/api/v1/data/faq');
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('refuses forged, tampered and foreign access tokens on every private route with 401', async () => {
    const token = ada.api.cookie(AUTH_COOKIES.access)!;
    const privateRoutes = ENDPOINTS.filter((endpoint) => endpoint.access === 'private');
    await withoutStateChange('forged tokens', async () => {
      for (const endpoint of privateRoutes) {
        for (const forged of forgedTokens(token)) {
          const input = endpoint.input?.valid(ada.caller) ?? {};
          const path = concretePath(endpoint, { jobId: crypto.randomUUID() });
          await expectRefused(
            'forged access tokens',
            () =>
              endpoint.input?.in === 'body'
                ? send(endpoint, path, {
                    body: JSON.stringify(input),
                    headers: {
                      'content-type': 'application/json',
                      cookie: `${AUTH_COOKIES.access}=${forged}`,
                    },
                  })
                : send(endpoint, `${path}?${queryString(input)}`, {
                    headers: { cookie: `${AUTH_COOKIES.access}=${forged}` },
                  }),
            [401],
          );
        }
      }
    });
  });

  it('ends no session and changes nothing when logging out with forged cookies', async () => {
    const forgedCookies = fc.record({
      access: badString().map(cookieValue),
      refresh: badString().map(cookieValue),
    });
    await withoutStateChange('logout', () =>
      check(
        fc.asyncProperty(forgedCookies, async ({ access, refresh }) => {
          const answer = await probe(stack.url, 'POST', '/api/v1/user/logout', {
            body: '{}',
            headers: {
              'content-type': 'application/json',
              cookie: `${AUTH_COOKIES.access}=${access}; ${AUTH_COOKIES.refresh}=${refresh}`,
            },
          });
          record(
            'forged cookies on logout (200, nothing ended)',
            answer.status === 200 ? undefined : `status ${answer.status}`,
          );
          expect(answer.status).toBe(200);
        }),
        RUNS,
      ),
    );
    expect(
      (
        await probe(stack.url, 'GET', '/api/v1/user/verify-token', {
          headers: { cookie: cookieOf(ada) },
        })
      ).status,
    ).toBe(200);
  });

  it('refuses every call another site could cause of a GET that changes something, with 403', async () => {
    const changing = ENDPOINTS.filter((endpoint) => endpoint.changesState);
    expect(changing.length).toBeGreaterThan(0);
    const ours = new URL(stack.url).origin;
    const foreignOrigin = fc
      .oneof(
        fc.webUrl().map((url) => new URL(url).origin),
        fc.constantFrom('null', `${ours}.evil.example`, 'http://127.0.0.1.evil.example'),
      )
      .filter((origin) => origin !== ours);
    // What a browser sends on a request some other site caused: a link, a picture, a script, a
    // form, a fetch (which cannot add our header without a preflight we refuse).
    const crossSite = fc
      .record({
        site: fc.constantFrom('cross-site', 'same-site', undefined),
        origin: fc.option(foreignOrigin, { nil: undefined }),
        referer: fc.option(
          foreignOrigin.map((origin) => `${origin}/page`),
          { nil: undefined },
        ),
        appHeader: fc.boolean(),
      })
      .filter(
        ({ site, origin, referer, appHeader }) =>
          !appHeader || site !== undefined || origin !== undefined || referer !== undefined,
      );
    await withoutStateChange('cross-site state-changing GETs', () =>
      check(
        fc.asyncProperty(fc.constantFrom(...changing), crossSite, async (endpoint, sent) => {
          const headers: Record<string, string> = { cookie: cookieOf(ada) };
          if (sent.site) headers['sec-fetch-site'] = sent.site;
          if (sent.origin) headers.origin = sent.origin;
          if (sent.referer) headers.referer = sent.referer;
          if (sent.appHeader) Object.assign(headers, APP_HEADERS);
          const input = endpoint.input!.valid(ada.caller);
          await expectRefused(
            'cross-site or headerless state-changing GETs',
            () => probe(stack.url, 'GET', `${endpoint.path}?${queryString(input)}`, { headers }),
            [403],
          );
        }),
        RUNS * 2,
      ),
    );
  });

  it('refuses junk in path parameters', async () => {
    const routes = ENDPOINTS.filter((endpoint) => endpoint.path.includes('{') && !endpoint.page);
    await withoutStateChange('path parameters', () =>
      check(
        fc.asyncProperty(fc.constantFrom(...routes), badString(), async (endpoint, junk) => {
          const value = junk.slice(0, 2000);
          const path = concretePath(endpoint, {
            resource: value,
            asset: value,
            fileId: value,
            slide: value,
            jobId: value,
            sessionId: value,
          });
          await expectRefused('path parameters', () =>
            send(endpoint, path, {
              body: endpoint.method === 'POST' ? '{}' : undefined,
              headers: {
                cookie: cookieOf(ada),
                ...(endpoint.method === 'POST' ? { 'content-type': 'application/json' } : {}),
              },
            }),
          );
        }),
        RUNS * 2,
      ),
    );
  });

  it("refuses other users' ids and e-mails wherever a call names one", async () => {
    const named = ENDPOINTS.filter((endpoint) => endpoint.ownership);
    await withoutStateChange('other users', async () => {
      for (const endpoint of named) {
        const input: Input = { ...endpoint.input!.valid(ada.caller) };
        if (endpoint.ownership?.userIdField) input.userId = bob.userId;
        if (endpoint.ownership?.ownEmailField) input.email = bob.email;
        await expectRefused(
          "other users' ids",
          () =>
            endpoint.input!.in === 'body'
              ? send(endpoint, endpoint.path, {
                  body: JSON.stringify(input),
                  headers: { 'content-type': 'application/json', cookie: cookieOf(ada) },
                })
              : send(endpoint, `${endpoint.path}?${queryString(input)}`, {
                  headers: { cookie: cookieOf(ada) },
                }),
          [403],
        );
      }
      for (const path of [
        `/api/v1/storage/download?fileId=${bob.file.file_id}`,
        `/api/v1/storage/files/${bob.file.file_id}.md`,
        `/api/v1/ppt/count-tokens?files=${encodeURIComponent(JSON.stringify([{ file_id: bob.file.file_id, file_type: 'text/markdown' }]))}`,
      ]) {
        await expectRefused("other users' ids", () =>
          probe(stack.url, 'GET', path, { headers: { cookie: cookieOf(ada), ...APP_HEADERS } }),
        );
      }
      await expectRefused("other users' ids", () =>
        probe(stack.url, 'POST', `/api/v1/storage/delete?fileId=${bob.file.file_id}`, {
          headers: { cookie: cookieOf(ada) },
        }),
      );
    });
  });

  it('refuses malformed multipart uploads and leaves no file or blob behind', async () => {
    const upload = ENDPOINTS.find((endpoint) => endpoint.path === '/api/v1/storage/upload')!;
    await withoutStateChange('multipart', () =>
      check(
        fc.asyncProperty(malformedMultipart(), async ({ contentType, body }) => {
          await expectRefused('malformed multipart', () =>
            send(upload, `${upload.path}?folder=media`, {
              body,
              headers: { 'content-type': contentType, cookie: cookieOf(ada) },
            }),
          );
        }),
        RUNS,
      ),
    );
  });
});
