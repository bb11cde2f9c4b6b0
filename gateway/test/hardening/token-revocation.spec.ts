import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { dirname, join } from 'node:path';
import { connectServiceClient, eventually } from '@deckforge/kit/testing';
import { AUTH_COOKIES, projectBlobKeys, StorageRpc } from '@deckforge/proto';
import { Client } from 'pg';
import { APP_HEADERS, ApiClient } from '../support/api-client';
import { codeFrom } from '../support/mailbox';
import { probe } from '../support/probe';
import { signedInUser, signUpAndLogIn, type SignedUpUser } from '../support/session';
import type { TestStack } from '../support/stack';
import { snapshotState, stateDifferences } from '../support/state-snapshot';
import { blobsOf, storageRowsOf } from '../support/uploads';
import { startHardeningStack, userWithFile, type UserWithFile } from '../support/two-users';

jest.setTimeout(180_000);

const DEACTIVATED = {
  message: 'This account has been deactivated. Please contact support if you want to use it again.',
};

/**
 * What a copied access cookie can still do after its owner logged out, changed or reset the
 * password, or deactivated the account — through the gateway, on the whole stack. Before the
 * fix: everything, for up to 15 minutes, and deactivated accounts could still store files, buy
 * credits and generate decks.
 */
describe('access tokens after log-out, password reset and deactivation', () => {
  let stack: TestStack;
  let db: Client;

  beforeAll(async () => {
    stack = await startHardeningStack();
    db = new Client({ connectionString: stack.env.DATABASE_URL });
    await db.connect();
  }, 150_000);

  afterAll(async () => {
    await db?.end();
    await stack?.stop();
  });

  /** A second browser holding a copy of `user`'s access cookie, and nothing else. */
  const copyOf = (user: SignedUpUser) => {
    const copy = new ApiClient(stack.url);
    copy.setCookie(AUTH_COOKIES.access, user.api.cookie(AUTH_COOKIES.access)!, '/api');
    return copy;
  };
  const generation = (user: UserWithFile) =>
    `/api/v1/ppt/generate-presentation?files=${encodeURIComponent(
      JSON.stringify([{ file_id: user.file.file_id, file_type: 'text/markdown' }]),
    )}&templateId=${user.caller.templateId}&title=After&credits=100&jobId=${randomUUID()}`;
  /** Every service that keeps user data has recorded the account as closed. */
  const closedEverywhere = (userId: string) =>
    eventually(async () => {
      for (const schema of ['storage', 'billing', 'presentation']) {
        const { rows } = await db.query(
          `SELECT 1 FROM ${schema}.closed_accounts WHERE user_id = $1`,
          [userId],
        );
        if (rows.length === 0) throw new Error(`${schema} has not closed ${userId} yet`);
      }
    }, 30_000);
  const deactivate = (user: SignedUpUser) =>
    user.api.post('/api/v1/user/deactivation', {
      email: user.email,
      reason: 'Other',
      details: 'Leaving',
      currentPassword: user.password,
    });

  it('log-out ends a copied access cookie at once; other devices go on after a refresh', async () => {
    const user = await signUpAndLogIn(stack);
    const otherDevice = new ApiClient(stack.url);
    await otherDevice.post('/api/v1/user/login', { email: user.email, password: user.password });
    const copy = copyOf(user);
    expect((await copy.get('/api/v1/user/verify-token')).status).toBe(200);

    expect((await user.api.post('/api/v1/user/logout')).status).toBe(200);
    expect((await copy.get('/api/v1/user/verify-token')).status).toBe(401);
    expect((await copy.get(`/api/v1/user/balance?userId=${user.userId}`)).status).toBe(401);
    const rename = await copy.post('/api/v1/user/username', { name: 'Mallory', email: user.email });
    expect(rename.status).toBe(401);

    expect((await otherDevice.get('/api/v1/user/verify-token')).status).toBe(401);
    expect(
      (await otherDevice.post('/api/v1/user/refresh-token', { email: user.email })).status,
    ).toBe(200);
    expect((await otherDevice.get('/api/v1/user/verify-token')).body).toMatchObject({
      userName: 'Ada Lovelace',
    });
  });

  it('a password reset ends every access token at once', async () => {
    const user = await signUpAndLogIn(stack);
    const copy = copyOf(user);
    const browser = new ApiClient(stack.url);
    await browser.post('/api/v1/user/email', {
      email: user.email,
      template: 'forgotPasswordEmail',
      subject: 'Reset Password',
    });
    const code = await codeFrom(stack, user.email, 'password-reset');
    await browser.post('/api/v1/user/verify-email', { email: user.email, code });
    const reset = await browser.post('/api/v1/user/password', {
      email: user.email,
      password: 'AfterReset1!',
    });
    expect(reset.status).toBe(200);
    expect((await copy.get('/api/v1/user/verify-token')).status).toBe(401);
    expect((await user.api.get('/api/v1/user/verify-token')).status).toBe(401);
  });

  it('deactivation ends the access cookie, and a token that slipped past stores, buys and generates nothing', async () => {
    const user = await userWithFile(stack, 'Dora');
    const copy = copyOf(user);
    expect((await deactivate(user)).status).toBe(200);
    await closedEverywhere(user.userId);
    await eventually(() => expect(blobsOf(stack, user.userId)).toEqual([]));

    const form = () => {
      const body = new FormData();
      body.append('file', new Blob(['# Notes after leaving']), 'after.md');
      return body;
    };
    const upload = (cookie: string) =>
      fetch(`${stack.url}/api/v1/storage/upload?folder=media`, {
        method: 'POST',
        headers: { cookie },
        body: form(),
      });
    const copied = copy.cookieHeader('/api/v1/');
    expect((await upload(copied)).status).toBe(401);
    expect((await copy.post('/api/v1/payment/checkout', { amount: 10 })).status).toBe(401);
    expect((await copy.get(generation(user))).status).toBe(401);
    expect((await copy.get('/api/v1/storage/file-metadata')).status).toBe(401);

    // A token the gateway still accepts — signed after the revocation (whole seconds), as if
    // the revocation had been lost: the services themselves refuse, and nothing changes.
    await new Promise((resolve) => setTimeout(resolve, 1100)); // also: outbox rows marked sent
    const slipped = await signedInUser({ userId: user.userId, email: user.email });
    const before = await snapshotState(stack);
    const uploaded = await upload(slipped.cookie);
    expect({ status: uploaded.status, body: await uploaded.json() }).toEqual({
      status: 403,
      body: DEACTIVATED,
    });
    const checkout = await probe(stack.url, 'POST', '/api/v1/payment/checkout', {
      body: JSON.stringify({ amount: 10 }),
      headers: { 'content-type': 'application/json', cookie: slipped.cookie },
    });
    expect({ status: checkout.status, body: checkout.json }).toEqual({
      status: 403,
      body: DEACTIVATED,
    });
    const generated = await probe(stack.url, 'GET', generation(user), {
      headers: { cookie: slipped.cookie, ...APP_HEADERS },
    });
    expect({ status: generated.status, body: generated.json }).toEqual({
      status: 403,
      body: DEACTIVATED,
    });
    expect(stateDifferences(before, await snapshotState(stack))).toEqual([]);
    expect(blobsOf(stack, user.userId)).toEqual([]);
  });

  it('a file still uploading while the account is deactivated is not kept, bytes included', async () => {
    const user = await signUpAndLogIn(stack);
    const upload = startUpload(stack, user.api.cookieHeader('/api/v1/storage/upload'));
    await eventually(async () => expect((await storageRowsOf(stack, user.userId)).pending).toBe(1));

    expect((await deactivate(user)).status).toBe(200);
    await closedEverywhere(user.userId);
    expect(await upload.finish()).toEqual({ status: 403, body: DEACTIVATED });

    await eventually(async () => {
      expect(await storageRowsOf(stack, user.userId)).toEqual({ files: 0, pending: 0 });
      expect(blobsOf(stack, user.userId)).toEqual([]);
    });
  });

  it('a deck a worker finishes after the account was deactivated is not kept (as the worker calls storage)', async () => {
    const user = await signUpAndLogIn(stack);
    expect((await deactivate(user)).status).toBe(200);
    await closedEverywhere(user.userId);

    const jobId = randomUUID();
    const keys = projectBlobKeys(user.userId, jobId);
    const blobDir = join(stack.environment.varDir, 'blobs');
    for (const key of [keys.deck, keys.slidePreview(1)]) {
      mkdirSync(dirname(join(blobDir, key)), { recursive: true });
      writeFileSync(join(blobDir, key), 'a rendered deck');
    }
    const bus = connectServiceClient(stack.env);
    try {
      await expect(
        bus.send(StorageRpc.registerProject, {
          userId: user.userId,
          jobId,
          title: 'Finished too late',
          blobKey: keys.deck,
          size: 15,
          previewBlobKeys: [keys.slidePreview(1)],
        }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN', message: DEACTIVATED.message });
    } finally {
      await bus.close();
    }
    expect(existsSync(join(blobDir, 'projects', user.userId))).toBe(true);
    expect(readdirRecursive(join(blobDir, 'projects', user.userId))).toEqual([]);
    expect((await storageRowsOf(stack, user.userId)).files).toBe(0);
  });
});

/** Every file under `dir`. */
function readdirRecursive(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? readdirRecursive(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * An upload of one Markdown file whose body is sent in two halves: the first now (the gateway
 * gets its upload grant and starts writing the blob), the rest when `finish` is called.
 */
function startUpload(stack: TestStack, cookie: string) {
  const boundary = `----race${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="race.md"\r\nContent-Type: text/markdown\r\n\r\n# Racing\n\n${'A line of notes.\n'.repeat(4000)}`,
  );
  const tail = Buffer.from(`${'More notes.\n'.repeat(4000)}\r\n--${boundary}--\r\n`);
  const url = new URL(`${stack.url}/api/v1/storage/upload?folder=media`);
  let answered: (value: { status: number; body: unknown }) => void;
  const answer = new Promise<{ status: number; body: unknown }>((resolve) => (answered = resolve));
  const request = httpRequest(
    {
      method: 'POST',
      hostname: url.hostname,
      port: url.port,
      path: url.pathname + url.search,
      headers: {
        cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + tail.length),
      },
    },
    (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        answered({
          status: response.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString()) as unknown,
        }),
      );
    },
  );
  request.write(head);
  return {
    finish: () => {
      request.end(tail);
      return answer;
    },
  };
}
