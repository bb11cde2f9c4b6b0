import { randomUUID } from 'node:crypto';
import { CLIENT_HEADER, type FileMetadata, Messages } from '@deckforge/proto';
import { APP_HEADERS } from '../support/api-client';
import { probe, type ProbeAnswer, refusalProblem } from '../support/probe';
import { TestStack } from '../support/stack';
import { snapshotState, stateDifferences } from '../support/state-snapshot';
import { blobsOf, storageRowsOf } from '../support/uploads';
import {
  cookieOf,
  startHardeningStack,
  userWithFile,
  type UserWithFile,
} from '../support/two-users';

jest.setTimeout(180_000);

const MB = 1024 * 1024;
const EVIL = 'https://evil.example';

/**
 * Attacks on the web surface, replayed through the gateway on the real servers: generation
 * started from another site, what the public port exposes, the title's length, and bodies over
 * the limits as Node's fetch sends them (docs/reliability.md, "Web and storage attacks").
 */
describe('web attacks at the gateway', () => {
  let stack: TestStack;
  let ada: UserWithFile;

  beforeAll(async () => {
    stack = await startHardeningStack(() => ({
      MAX_UPLOAD_MB: '1',
      // No worker runs: an accepted generation answers "still being created" (504) quickly.
      PPT_WAIT_MS: '2000',
    }));
    ada = await userWithFile(stack, 'Ada');
  }, 120_000);

  afterAll(() => stack?.stop());

  const filesOf = (user: UserWithFile) =>
    encodeURIComponent(
      JSON.stringify([{ file_id: user.file.file_id, file_type: 'text/markdown' }]),
    );
  const generatePath = (user: UserWithFile, title: string, jobId = randomUUID()) =>
    `/api/v1/ppt/generate-presentation?files=${filesOf(user)}&templateId=${user.caller.templateId}&title=${encodeURIComponent(title)}&credits=10&jobId=${jobId}`;
  const balanceOf = async (user: UserWithFile) =>
    (await user.api.get<{ creditBalance: number }>('/api/v1/user/balance')).body.creditBalance;

  describe('generation started from another site', () => {
    /** What a browser sends when a page elsewhere links, redirects or submits to us. */
    const crossSiteRequests: Array<[string, Record<string, string>, string?]> = [
      [
        'a link followed from another site (a top-level navigation)',
        {
          'sec-fetch-site': 'cross-site',
          'sec-fetch-mode': 'navigate',
          'sec-fetch-dest': 'document',
          referer: `${EVIL}/free-credits`,
        },
      ],
      [
        'a picture or script on another site',
        { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
      ],
      ['a sibling site (same-site, not same-origin)', { 'sec-fetch-site': 'same-site' }],
      ['an older browser: no Sec-Fetch-*, a Referer of another site', { referer: `${EVIL}/x` }],
      [
        'another site that hides its Referer from an older browser',
        {},
        `This call must come from the Deckforge app: the ${CLIENT_HEADER.name} header is missing`,
      ],
      ['a fetch from another site that could not add our header', { origin: EVIL }],
      [
        'even with our header (no browser lets another site send it)',
        { 'sec-fetch-site': 'cross-site', referer: `${EVIL}/x`, ...APP_HEADERS },
      ],
    ];

    it.each(crossSiteRequests)(
      'refuses %s with 403, charging and storing nothing',
      async (_case, headers, message = 'Cross-site requests are not allowed') => {
        const before = await snapshotState(stack);
        const balance = await balanceOf(ada);
        for (const path of [
          generatePath(ada, 'Stolen credits'),
          `/api/v1/ppt/count-tokens?files=${filesOf(ada)}`,
        ]) {
          const answer = await probe(stack.url, 'GET', path, {
            headers: { cookie: cookieOf(ada), ...headers },
          });
          expect({ path: path.split('?')[0], status: answer.status, body: answer.json }).toEqual({
            path: path.split('?')[0],
            status: 403,
            body: { message },
          });
          // HEAD runs the same handler (Fastify answers it for every GET route).
          const head = await fetch(`${stack.url}${path}`, {
            method: 'HEAD',
            headers: { cookie: cookieOf(ada), ...headers },
          });
          expect(head.status).toBe(403);
        }
        expect(stateDifferences(before, await snapshotState(stack))).toEqual([]);
        expect(await balanceOf(ada)).toBe(balance);
        const projects = await ada.api.get<{ data: FileMetadata[] }>(
          '/api/v1/storage/file-metadata',
        );
        expect(projects.body.data.filter((file) => file.folder === 'projects')).toEqual([]);
      },
    );

    it("does not let another site's page add our header: the preflight allows no foreign origin", async () => {
      const preflight = await fetch(`${stack.url}/api/v1/ppt/generate-presentation`, {
        method: 'OPTIONS',
        headers: {
          origin: EVIL,
          'access-control-request-method': 'GET',
          'access-control-request-headers': CLIENT_HEADER.name.toLowerCase(),
        },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('starts the generation our own page asks for (same-origin, with our header)', async () => {
      const jobId = randomUUID();
      const answer = await probe(stack.url, 'GET', generatePath(ada, 'Our plans', jobId), {
        headers: { cookie: cookieOf(ada), 'sec-fetch-site': 'same-origin', ...APP_HEADERS },
      });
      // No worker in this stack: the job is queued, credits held, and the wait times out.
      expect(answer.status).toBe(504);
      const job = await ada.api.get<{ title: string; state: string }>(`/api/v1/ppt/jobs/${jobId}`);
      expect(job.body).toMatchObject({ title: 'Our plans', state: 'queued' });
    });

    it('answers the other GETs, which change nothing, to a link from another site', async () => {
      for (const path of [
        '/api/v1/user/verify-token',
        '/api/v1/user/balance',
        `/api/v1/storage/download?fileId=${ada.file.file_id}`,
      ]) {
        const answer = await probe(stack.url, 'GET', path, {
          headers: { cookie: cookieOf(ada), 'sec-fetch-site': 'cross-site' },
        });
        expect({ path, status: answer.status }).toEqual({ path, status: 200 });
      }
    });
  });

  describe('what the public port exposes', () => {
    it('serves no metrics on the public port; the metrics port does', async () => {
      const publicAnswer = await fetch(`${stack.url}/metrics`);
      expect(publicAnswer.status).toBe(404);
      expect(await publicAnswer.text()).not.toContain('deckforge_');
      const metrics = await fetch(`${stack.metricsUrl}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('deckforge_http_request_duration_seconds');
    });

    it('sends no HSTS over plain HTTP (it would pin every app on this host to HTTPS)', async () => {
      const response = await fetch(`${stack.url}/api/v1/data/faq`);
      expect(response.headers.get('strict-transport-security')).toBeNull();
    });
  });

  it('refuses a 300-character title for its length, changing nothing', async () => {
    const before = await snapshotState(stack);
    const answer = await probe(stack.url, 'GET', generatePath(ada, 'T'.repeat(300)), {
      headers: { cookie: cookieOf(ada), ...APP_HEADERS },
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ message: Messages.titleTooLong(200) });
    expect(stateDifferences(before, await snapshotState(stack))).toEqual([]);
  });

  describe("bodies over the limits, as Node's fetch sends them (it reads no answer before it sent all)", () => {
    /** `times` POSTs one after another: each must end in a readable refusal, none in a socket error. */
    async function sendEach(times: number, send: () => Promise<Response>) {
      const outcomes: string[] = [];
      const answers: ProbeAnswer[] = [];
      for (let attempt = 0; attempt < times; attempt++) {
        try {
          const response = await send();
          const text = await response.text();
          const answer = {
            status: response.status,
            contentType: response.headers.get('content-type') ?? '',
            text,
            headers: response.headers,
            json: JSON.parse(text) as unknown,
          };
          answers.push(answer);
          outcomes.push(refusalProblem(answer, [413]) ?? '413');
        } catch (error) {
          const cause = (error as { cause?: { code?: string } }).cause;
          outcomes.push(`failed: ${cause?.code ?? String(error)}`);
        }
      }
      expect(outcomes).toEqual(Array(times).fill('413'));
      return answers;
    }

    it('answers ten 5 MB contact messages with a 413 each', async () => {
      const body = JSON.stringify({
        formData: { name: 'Mallory', email: 'm@example.com', message: 'x'.repeat(5 * MB) },
      });
      const answers = await sendEach(10, () =>
        fetch(`${stack.url}/api/v1/user/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.10' },
          body,
        }),
      );
      expect(answers[0].json).toEqual({ message: 'Request body is too large' });
    });

    it('answers a 5 MB body sent in chunks (no Content-Length) and one to the raw-body webhook', async () => {
      const chunked = () =>
        new ReadableStream<Uint8Array>({
          start(controller) {
            for (let sent = 0; sent < 5 * MB; sent += 64 * 1024)
              controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
            controller.close();
          },
        });
      await sendEach(3, () =>
        fetch(`${stack.url}/api/v1/payment/checkout`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: cookieOf(ada) },
          body: chunked(),
          duplex: 'half',
        } as RequestInit),
      );
      await sendEach(3, () =>
        fetch(`${stack.url}/api/v1/payment/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
          body: JSON.stringify({ padding: 'x'.repeat(5 * MB) }),
        }),
      );
    });

    it('answers uploads over MAX_UPLOAD_MB with the limit, however far over, keeping nothing', async () => {
      const before = {
        rows: await storageRowsOf(stack, ada.userId),
        blobs: blobsOf(stack, ada.userId),
      };
      const pngOf = (bytes: number) =>
        Buffer.concat([
          Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
          Buffer.alloc(bytes, 7),
        ]);
      // 5 MB, and 100 MB (a video where a picture was expected): each is read to its end.
      for (const [times, size] of [
        [3, 5 * MB],
        [2, 100 * MB],
      ]) {
        const form = new FormData();
        form.append('file', new Blob([pngOf(size)]), 'holiday.png');
        const answers = await sendEach(times, () =>
          fetch(`${stack.url}/api/v1/storage/upload?folder=media`, {
            method: 'POST',
            headers: { cookie: cookieOf(ada) },
            body: form,
          }),
        );
        expect(answers[0].json).toEqual({ message: Messages.fileTooLarge('holiday.png', 1) });
      }
      expect(await storageRowsOf(stack, ada.userId)).toEqual(before.rows);
      expect(blobsOf(stack, ada.userId)).toEqual(before.blobs);
    });
  });
});

describe('a production gateway (HTTPS public address, API_DOCS=off)', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await TestStack.start({
      services: [],
      env: { PUBLIC_URL: 'https://deckforge.example', API_DOCS: 'off' },
    });
  }, 90_000);

  afterAll(() => stack?.stop());

  it('serves no API description', async () => {
    for (const path of ['/api/docs', '/api/docs-json', '/api/docs/']) {
      const response = await fetch(`${stack.url}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
    }
  });

  it('sends HSTS', async () => {
    const response = await fetch(`${stack.url}/healthz`);
    expect(response.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});
