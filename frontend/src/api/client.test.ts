import { describe, expect, it } from 'vitest';
import { gate } from '../test/gate';
import { apiUrl, http, HttpResponse, json, server } from '../test/server';
import { CLIENT_HEADER } from '@deckforge/proto';
import { ApiError, createApiClient, type SessionHooks } from './client';

/** Session hooks that count how often the client declared the session over. */
function session(email?: string) {
  const hooks = {
    endings: 0,
    refreshEmail: () => email,
    ended: () => {
      hooks.endings += 1;
    },
  } satisfies SessionHooks & { endings: number };
  return hooks;
}
const signedIn = () => session('ada@example.com');
const signedOut = () => session();

describe('createApiClient', () => {
  it('calls /api/v1 with cookies, JSON bodies and query parameters', async () => {
    const seen: { credentials: RequestCredentials; body: unknown; search: string }[] = [];
    server.use(
      http.post(apiUrl('/user/contact'), async ({ request }) => {
        seen.push({
          credentials: request.credentials,
          body: await request.json(),
          search: new URL(request.url).search,
        });
        return json({ message: 'Thanks' });
      }),
    );
    const api = createApiClient(signedOut());

    await expect(
      api.post('/user/contact', { formData: { name: 'A' } }, { params: { a: 1, b: undefined } }),
    ).resolves.toEqual({ message: 'Thanks' });
    expect(seen).toEqual([
      { credentials: 'include', body: { formData: { name: 'A' } }, search: '?a=1' },
    ]);
  });

  it("sends the app's header on every call, so the gateway answers its state-changing GETs", async () => {
    const headers: Array<string | null> = [];
    const record = ({ request }: { request: Request }) => {
      headers.push(request.headers.get(CLIENT_HEADER.name));
      return json({ message: 'ok' });
    };
    server.use(
      http.get(apiUrl('/ppt/generate-presentation'), record),
      http.post(apiUrl('/user/contact'), record),
      http.get(apiUrl('/storage/download'), record),
      http.post(apiUrl('/storage/upload'), record),
    );
    const api = createApiClient(signedOut());
    await api.get('/ppt/generate-presentation', { params: { title: 'Plans' } });
    await api.post('/user/contact', {});
    await api.download('/storage/download');
    await api.upload('/storage/upload', new FormData());
    expect(headers).toEqual(Array(4).fill(CLIENT_HEADER.value));
  });

  it('answers an error status as an ApiError carrying the server body', async () => {
    server.use(
      http.post(apiUrl('/user/login'), () =>
        json({ message: 'Wrong e-mail or password', requestCode: 'X' }, 401),
      ),
    );
    const api = createApiClient(signedOut());
    const failure = await api.post('/user/login', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      kind: 'http',
      status: 401,
      body: { message: 'Wrong e-mail or password', requestCode: 'X' },
    });
  });

  it('on 401 refreshes once with the stored e-mail and replays the call', async () => {
    let sessionValid = false;
    const refreshBodies: unknown[] = [];
    server.use(
      http.get(apiUrl('/user/verify-token'), () =>
        sessionValid ? json({ message: 'ok', userId: 'u1' }) : json({ message: 'Expired' }, 401),
      ),
      http.post(apiUrl('/user/refresh-token'), async ({ request }) => {
        refreshBodies.push(await request.json());
        sessionValid = true;
        return json({ message: 'Refreshed' });
      }),
    );
    const hooks = signedIn();
    const api = createApiClient(hooks);

    await expect(api.get('/user/verify-token')).resolves.toEqual({ message: 'ok', userId: 'u1' });
    expect(refreshBodies).toEqual([{ email: 'ada@example.com' }]);
    expect(hooks.endings).toBe(0);
  });

  it('shares one refresh between concurrent calls (a refresh token is single-use)', async () => {
    let refreshes = 0;
    let sessionValid = false;
    const door = gate();
    server.use(
      http.get(apiUrl('/storage/file-metadata'), () =>
        sessionValid ? json({ message: 'ok', data: [] }) : json({ message: 'Expired' }, 401),
      ),
      http.post(apiUrl('/user/refresh-token'), async () => {
        refreshes += 1;
        await door.pass();
        sessionValid = true;
        return json({ message: 'Refreshed' });
      }),
    );
    const api = createApiClient(signedIn());

    const calls = Promise.all([1, 2, 3].map(() => api.get('/storage/file-metadata')));
    await door.arrived;
    door.open();
    const answers = await calls;
    expect(answers).toHaveLength(3);
    expect(refreshes).toBe(1);
  });
});

describe('createApiClient, continued', () => {
  it('replays only once: a second 403 is the answer', async () => {
    let calls = 0;
    server.use(
      http.post(apiUrl('/user/username'), () => {
        calls += 1;
        return json({ message: 'You can only change your own account' }, 403);
      }),
      http.post(apiUrl('/user/refresh-token'), () => json({ message: 'Refreshed' })),
    );
    const api = createApiClient(signedIn());
    await expect(api.post('/user/username', {})).rejects.toMatchObject({ status: 403 });
    expect(calls).toBe(2);
  });

  it('when the refresh fails, ends the session and rejects with the original error', async () => {
    server.use(
      http.get(apiUrl('/user/verify-token'), () => json({ message: 'Please log in' }, 401)),
      http.post(apiUrl('/user/refresh-token'), () => json({ message: 'Refresh refused' }, 401)),
    );
    const hooks = signedIn();
    const api = createApiClient(hooks);
    await expect(api.get('/user/verify-token')).rejects.toMatchObject({
      status: 401,
      body: { message: 'Please log in' },
    });
    expect(hooks.endings).toBe(1);
  });

  it('does not refresh when nobody is signed in, or for sign-in calls themselves', async () => {
    let refreshes = 0;
    server.use(
      http.get(apiUrl('/user/verify-token'), () => json({ message: 'Please log in' }, 401)),
      http.post(apiUrl('/user/login'), () => json({ message: 'Wrong password' }, 401)),
      http.post(apiUrl('/user/refresh-token'), () => {
        refreshes += 1;
        return json({ message: 'Refreshed' });
      }),
    );
    await expect(createApiClient(signedOut()).get('/user/verify-token')).rejects.toMatchObject({
      status: 401,
    });
    await expect(
      createApiClient(signedIn()).post('/user/login', {}, { skipRefresh: true }),
    ).rejects.toMatchObject({ status: 401 });
    expect(refreshes).toBe(0);
  });

  it('reports an unreachable server as a network error, and a cancelled call as AbortError', async () => {
    server.use(http.get(apiUrl('/data/faq'), () => HttpResponse.error()));
    const api = createApiClient(signedOut());
    await expect(api.get('/data/faq')).rejects.toMatchObject({ kind: 'network' });

    server.use(
      http.get(apiUrl('/data/news'), async () => {
        await gate().pass(); // never answers: the call is cancelled first
        return json({ data: [], message: 'ok' });
      }),
    );
    const controller = new AbortController();
    const call = api.get('/data/news', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('downloads bytes with their type and file name', async () => {
    server.use(
      http.get(apiUrl('/storage/download'), ({ request }) => {
        expect(new URL(request.url).searchParams.get('fileId')).toBe('f1');
        return new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
          headers: {
            'content-type':
              'application/vnd.openxmlformats-officedocument.presentationml.presentation',
            'content-disposition': "attachment; filename*=UTF-8''Q3%20review.pptx",
          },
        });
      }),
    );
    const file = await createApiClient(signedIn()).download('/storage/download', {
      params: { fileId: 'f1' },
    });
    expect(file.type).toMatch(/presentationml/);
    expect(file.fileName).toBe('Q3 review.pptx');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]));
  });

  it('uploads multipart forms and refreshes an expired session for them too', async () => {
    let sessionValid = false;
    const received: string[] = [];
    server.use(
      http.post(apiUrl('/storage/upload'), async ({ request }) => {
        if (!sessionValid) return json({ message: 'Expired' }, 401);
        // The test DOM's XMLHttpRequest does not serialise File contents faithfully; the bytes
        // themselves are checked by the browser tests.
        received.push(request.headers.get('content-type')?.split(';')[0] ?? '');
        received.push(...(await request.formData()).keys());
        return json({ message: 'Uploaded', data: [] });
      }),
      http.post(apiUrl('/user/refresh-token'), () => {
        sessionValid = true;
        return json({ message: 'Refreshed' });
      }),
    );
    const form = new FormData();
    form.append('file', new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await expect(
      createApiClient(signedIn()).upload('/storage/upload', form, { params: { folder: 'media' } }),
    ).resolves.toEqual({ message: 'Uploaded', data: [] });
    expect(received).toEqual(['multipart/form-data', 'file']);
  });
});
