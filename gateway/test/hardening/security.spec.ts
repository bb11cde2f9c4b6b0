import { AUTH_COOKIES, type FileMetadata } from '@deckforge/proto';
import { APP_HEADERS } from '../support/api-client';
import { ENDPOINTS } from '../support/endpoint-catalogue';
import { leakIn, probe, refusalProblem } from '../support/probe';
import { newAccount, signUpAndLogIn } from '../support/session';
import { TestStack, TEST_JWT_SECRET } from '../support/stack';
import { snapshotState, stateDifferences } from '../support/state-snapshot';
import {
  cookieOf,
  startHardeningStack,
  userWithFile,
  type UserWithFile,
} from '../support/two-users';

jest.setTimeout(180_000);

describe('what an attacker meets at the gateway', () => {
  let stack: TestStack;
  let ada: UserWithFile;
  let bob: UserWithFile;
  /** A generation of Bob's, queued (no worker runs in this stack), with his credits held. */
  let bobsJobId: string;
  /** A checkout session Bob opened. */
  let bobsCheckout: string;

  beforeAll(async () => {
    stack = await startHardeningStack();
    [ada, bob] = await Promise.all([userWithFile(stack, 'Ada'), userWithFile(stack, 'Bob')]);
    bobsJobId = await queueGeneration(stack, bob);
    const checkout = await bob.api.post<{ url: string }>('/api/v1/payment/checkout', {
      amount: 10,
    });
    bobsCheckout = checkout.body.url.split('/').pop()!;
  }, 120_000);

  afterAll(() => stack?.stop());

  describe("IDOR: nobody reaches another user's data", () => {
    it("answers Ada's every attempt at Bob's account, files, jobs and payments with 403 or 404, and Bob loses nothing", async () => {
      const before = await snapshotState(stack);
      const asAda = (method: string, path: string, body?: unknown) =>
        probe(stack.url, method, path, {
          body: body === undefined ? undefined : JSON.stringify(body),
          headers: {
            cookie: cookieOf(ada),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
        });
      const files = (fileId: string) =>
        encodeURIComponent(JSON.stringify([{ file_id: fileId, file_type: 'text/markdown' }]));
      const attempts: Array<[string, string, unknown?]> = [
        ['GET', `/api/v1/user/balance?userId=${bob.userId}`],
        ['GET', `/api/v1/payment/history?userId=${bob.userId}`],
        ['GET', `/api/v1/storage/file-metadata?userId=${bob.userId}`],
        ['POST', `/api/v1/storage/upload?userId=${bob.userId}&folder=media`],
        ['GET', `/api/v1/storage/download?fileId=${bob.file.file_id}`],
        ['GET', `/api/v1/storage/files/${bob.file.file_id}.md`],
        ['POST', `/api/v1/storage/delete?fileId=${bob.file.file_id}&fileName=notes.md`],
        ['GET', `/api/v1/ppt/count-tokens?files=${files(bob.file.file_id)}`],
        [
          'GET',
          `/api/v1/ppt/generate-presentation?files=${files(bob.file.file_id)}&templateId=${ada.caller.templateId}&title=Stolen&credits=100`,
        ],
        ['GET', `/api/v1/ppt/jobs/${bobsJobId}`],
        ['GET', `/api/v1/ppt/jobs/${bobsJobId}/events`],
        ['POST', '/api/v1/payment/checkout', { amount: 10, userId: bob.userId }],
        ['POST', '/api/v1/payment/verify-payment', { sessionId: bobsCheckout, userId: ada.userId }],
        [
          'POST',
          '/api/v1/user/survey',
          {
            userId: bob.userId,
            surveyData: {
              satisfaction: 'Satisfied',
              wouldPay: true,
              easeOfUse: 'Easy',
              recommendation: 'Likely',
            },
          },
        ],
        ['POST', '/api/v1/user/username', { name: 'Mallory', email: bob.email }],
        [
          'POST',
          '/api/v1/user/password',
          { password: 'Mallory1!pass', email: bob.email, currentPassword: 'Analytical1!' },
        ],
        ['POST', '/api/v1/user/security-code', { email: bob.email }],
        ['POST', '/api/v1/user/deactivation', { email: bob.email, reason: '1', details: 'x' }],
      ];
      const answers: string[] = [];
      for (const [method, path, body] of attempts) {
        const answer = await asAda(method, path, body);
        const problem = refusalProblem(answer, [403, 404]);
        answers.push(`${method} ${path.split('?')[0]}: ${problem ?? answer.status}`);
      }
      expect(answers.filter((line) => !/: 40[34]$/.test(line))).toEqual([]);
      expect(stateDifferences(before, await snapshotState(stack))).toEqual([]);
      const bobsFiles = await bob.api.get<{ data: FileMetadata[] }>(
        '/api/v1/storage/file-metadata',
      );
      expect(bobsFiles.body.data.map((file) => file.file_id)).toContain(bob.file.file_id);
    });

    it('only ever lists, counts and bills the caller', async () => {
      const list = await ada.api.get<{ data: FileMetadata[] }>('/api/v1/storage/file-metadata');
      expect(list.body.data.filter((file) => file.source === 'user').map((f) => f.file_id)).toEqual(
        [ada.file.file_id],
      );
      const history = await ada.api.get<{ data: Array<{ description: string }> }>(
        '/api/v1/payment/history',
      );
      expect(JSON.stringify(history.body)).not.toContain(bob.userId);
    });
  });

  describe('CSRF: a cross-site POST is refused before it does anything', () => {
    const posts = ENDPOINTS.filter((endpoint) => endpoint.method === 'POST');

    it.each([
      ['an Origin that is not ours', { origin: 'https://evil.example' }],
      ['a look-alike Origin', { origin: 'http://127.0.0.1.evil.example' }],
      ['no Origin but Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ])('refuses %s on every POST route with 403', async (_case, headers) => {
      const before = await snapshotState(stack);
      for (const endpoint of posts) {
        const path = endpoint.path.replace('{sessionId}', bobsCheckout);
        const body = endpoint.input?.in === 'body' ? endpoint.input.valid(ada.caller) : {};
        const answer = await probe(stack.url, 'POST', path, {
          body: JSON.stringify(body),
          headers: { 'content-type': 'application/json', cookie: cookieOf(ada), ...headers },
        });
        expect({ path, problem: refusalProblem(answer, [403]) }).toEqual({
          path,
          problem: undefined,
        });
        expect(answer.json).toEqual({ message: 'Cross-site requests are not allowed' });
      }
      expect(stateDifferences(before, await snapshotState(stack))).toEqual([]);
    });

    it('accepts the same call from our own origin (the refusal is about the origin)', async () => {
      const answer = await probe(stack.url, 'POST', '/api/v1/user/username', {
        body: JSON.stringify({ name: 'Ada L.', email: ada.email }),
        headers: {
          'content-type': 'application/json',
          cookie: cookieOf(ada),
          origin: stack.url,
          'sec-fetch-site': 'same-origin',
        },
      });
      expect(answer.status).toBe(200);
    });

    it('answers a cross-origin preflight without allowing the origin', async () => {
      const response = await fetch(`${stack.url}/api/v1/user/username`, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://evil.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  describe('cookies', () => {
    it('keeps the session in httpOnly, SameSite=Lax cookies scoped to the API, never in the body', async () => {
      const account = newAccount();
      const user = await signUpAndLogIn(stack, account);
      const login = await user.api.post('/api/v1/user/login', {
        email: account.email,
        password: account.password,
      });
      const access = login.setCookies.get(AUTH_COOKIES.access)!;
      const refresh = login.setCookies.get(AUTH_COOKIES.refresh)!;
      for (const cookie of [access, refresh]) {
        expect(cookie.attributes.has('httponly')).toBe(true);
        expect(cookie.attributes.get('samesite')?.toLowerCase()).toBe('lax');
        expect(cookie.expires!.getTime()).toBeGreaterThan(Date.now());
      }
      expect(access.path).toBe('/api');
      expect(refresh.path).toBe('/api/v1/user');
      expect(JSON.stringify(login.body)).not.toContain(access.value);
      expect(JSON.stringify(login.body)).not.toContain(refresh.value);

      const logout = await user.api.post('/api/v1/user/logout');
      for (const name of [AUTH_COOKIES.access, AUTH_COOKIES.refresh])
        expect(logout.setCookies.get(name)?.value).toBe('');
    });
  });

  describe('rate limits', () => {
    it('stops a burst of checkouts at 20 a minute with 429 and Retry-After, whatever the body', async () => {
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (let attempt = 0; attempt < 22; attempt++) {
        const answer = await probe(stack.url, 'POST', '/api/v1/payment/checkout', {
          body: JSON.stringify({ amount: 'not a number' }),
          headers: {
            'content-type': 'application/json',
            cookie: cookieOf(ada),
            'x-forwarded-for': '192.0.2.77',
          },
        });
        statuses.push(answer.status);
        if (answer.status === 429) retryAfter = answer.headers.get('retry-after');
      }
      expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
      expect(statuses.slice(20)).toEqual([429, 429]);
      expect(Number(retryAfter)).toBeGreaterThan(0);
    });
  });

  describe('nothing internal in any answer', () => {
    it('sends security headers and no framework banner', async () => {
      const response = await fetch(`${stack.url}/api/v1/data/faq`);
      expect(response.headers.get('x-powered-by')).toBeNull();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      // HSTS only with an HTTPS public address (web-attacks.spec.ts); this stack is plain HTTP.
    });

    it('leaks no secret, connection string or stack in the API description, metrics, health or errors', async () => {
      for (const path of [
        '/api/docs-json',
        '/metrics',
        `${stack.metricsUrl}/metrics`,
        '/healthz',
        '/readyz',
        '/api/v1/config',
        '/api/v1/nothing-here',
        '/api/v1/storage/files/..%2F..%2Fetc%2Fpasswd',
      ]) {
        const response = await fetch(path.startsWith('http') ? path : `${stack.url}${path}`);
        const text = await response.text();
        expect({ path, leak: leakIn(text) }).toEqual({ path, leak: undefined });
        expect(text).not.toContain(TEST_JWT_SECRET);
        expect(text).not.toContain(stack.environment.databaseName);
      }
    });
  });
});

describe('rate limits behind no proxy', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await TestStack.start({ services: ['identity'] });
  }, 60_000);

  afterAll(() => stack?.stop());

  it('ignores X-Forwarded-For unless TRUST_PROXY is set: a forged address does not reset the count', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const answer = await probe(stack.url, 'POST', '/api/v1/user/login', {
        body: JSON.stringify({ email: 'victim@example.com', password: 'Guess1!guess' }),
        headers: { 'content-type': 'application/json' },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

/** Starts a generation of `user`'s file and returns its job id once it is queued (credits held). */
async function queueGeneration(stack: TestStack, user: UserWithFile): Promise<string> {
  const jobId = crypto.randomUUID();
  const files = encodeURIComponent(
    JSON.stringify([{ file_id: user.file.file_id, file_type: 'text/markdown' }]),
  );
  const waiting = new AbortController();
  const request = fetch(
    `${stack.url}/api/v1/ppt/generate-presentation?files=${files}&templateId=${user.caller.templateId}&title=Plans&credits=100&jobId=${jobId}`,
    { headers: { cookie: cookieOf(user), ...APP_HEADERS }, signal: waiting.signal },
  ).catch(() => undefined);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const job = await user.api.get(`/api/v1/ppt/jobs/${jobId}`);
    if (job.status === 200) {
      waiting.abort();
      await request;
      return jobId;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the generation was never queued');
}
