import { waitForMail } from '@deckforge/kit/testing';
import { ACCESS_TOKEN, AUTH_COOKIES } from '@deckforge/proto';
import { SignJWT } from 'jose';
import { ApiClient } from '../support/api-client';
import { newAccount, signUpAndLogIn } from '../support/session';
import { TEST_JWT_SECRET, TestStack } from '../support/stack';

const profileFields = {
  userId: expect.stringMatching(/^[0-9a-f-]{36}$/),
  userName: 'Ada Lovelace',
  createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
  surveySent: false,
  surveyAsked: false,
};

describe('signing up, in and out through the gateway', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await TestStack.start({
      services: ['identity'],
      env: { REFRESH_REUSE_GRACE_SECONDS: '0' },
    });
  }, 60_000);

  afterAll(() => stack?.stop());

  it('takes a person from sign-up through mail, verification, log-in, refresh and log-out', async () => {
    const account = newAccount({ email: '  Ada.Path@Example.COM ' });
    const browser = new ApiClient(stack.url);

    const registered = await browser.post('/api/v1/user/register', account);
    expect(registered.status).toBe(201);
    expect(registered.body).toEqual({
      message:
        'Thank you. We have sent an e-mail to ada.path@example.com: please follow it to finish signing up.',
      email: 'ada.path@example.com',
    });
    // Proof that this browser chose the password: verifying here keeps it.
    const proof = registered.setCookies.get(AUTH_COOKIES.signupProof)!;
    expect(proof.path).toBe('/api/v1/user/verify-email');
    expect(proof.attributes.has('httponly')).toBe(true);

    const mail = await waitForMail(stack.environment.varDir, {
      to: 'ada.path@example.com',
      kind: 'verification',
    });
    expect(mail.subject).toBe('Account Verification');
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.raw).toContain(mail.code);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    expect(mail.raw).toContain('Deckforge');

    const verified = await browser.post('/api/v1/user/verify-email', {
      email: 'ada.path@example.com',
      code: mail.code,
    });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({
      message: 'Your e-mail address is verified. You can log in now.',
      email: 'ada.path@example.com',
      purpose: 'emailVerification',
    });
    expect(verified.setCookies.get(AUTH_COOKIES.signupProof)?.value).toBe('');

    const login = await browser.post('/api/v1/user/login', {
      email: 'ADA.path@example.com',
      password: account.password,
    });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({
      message: 'Logged in successfully',
      ...profileFields,
      userEmail: 'ada.path@example.com',
    });
    expect(JSON.stringify(login.body)).not.toMatch(/token/i);
    const { userId } = login.body as { userId: string };

    const access = login.setCookies.get(AUTH_COOKIES.access)!;
    const refresh = login.setCookies.get(AUTH_COOKIES.refresh)!;
    for (const cookie of [access, refresh]) {
      expect(cookie.attributes.has('httponly')).toBe(true);
      expect(cookie.attributes.get('samesite')?.toLowerCase()).toBe('lax');
      expect(cookie.attributes.has('secure')).toBe(false); // PUBLIC_URL is http in tests
    }
    expect(access.path).toBe('/api');
    expect(refresh.path).toBe('/api/v1/user');
    const accessLifetime = access.expires!.getTime() - Date.now();
    expect(accessLifetime).toBeGreaterThan(10 * 60_000);
    expect(accessLifetime).toBeLessThanOrEqual(15 * 60_000);
    expect(refresh.expires!.getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);

    const session = await browser.get('/api/v1/user/verify-token');
    expect(session.status).toBe(200);
    expect(session.body).toEqual({
      message: 'Session is valid',
      ...profileFields,
      userId,
      userEmail: 'ada.path@example.com',
    });

    const refreshed = await browser.post('/api/v1/user/refresh-token', {
      email: 'ada.path@example.com',
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toMatchObject({
      message: 'Session refreshed',
      userId,
    });
    expect(refreshed.setCookies.get(AUTH_COOKIES.refresh)?.value).not.toBe(refresh.value);
    expect((await browser.get('/api/v1/user/verify-token')).status).toBe(200);

    const logout = await browser.post('/api/v1/user/logout');
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ message: 'You have been logged out' });
    expect(browser.cookie(AUTH_COOKIES.access)).toBeUndefined();
    expect(browser.cookie(AUTH_COOKIES.refresh)).toBeUndefined();
    expect((await browser.get('/api/v1/user/verify-token')).status).toBe(401);
  });

  it('needs the refresh cookie to refresh: an e-mail alone refreshes nothing', async () => {
    const user = await signUpAndLogIn(stack);
    const stranger = new ApiClient(stack.url);
    const refused = await stranger.post('/api/v1/user/refresh-token', { email: user.email });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: 'Your session has expired. Please log in again.' });

    const withOthersEmail = user.api.clone();
    const mismatch = await withOthersEmail.post('/api/v1/user/refresh-token', {
      email: 'someone-else@example.com',
    });
    expect(mismatch.status).toBe(401);
    expect(mismatch.setCookies.get(AUTH_COOKIES.refresh)?.value).toBe(''); // cleared
    // The refused attempt changed nothing: the real owner still refreshes.
    expect((await user.api.post('/api/v1/user/refresh-token', { email: user.email })).status).toBe(
      200,
    );
  });

  it('revokes the whole session family when a rotated refresh token is used again', async () => {
    const user = await signUpAndLogIn(stack);
    const thief = user.api.clone(); // copies the cookies as they are now

    expect((await user.api.post('/api/v1/user/refresh-token', { email: user.email })).status).toBe(
      200,
    );
    const replay = await thief.post('/api/v1/user/refresh-token', { email: user.email });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({
      message: 'Your session was ended for your security. Please log in again.',
    });

    // The legitimate browser's newer token belonged to the same family: it is dead too.
    const owner = await user.api.post('/api/v1/user/refresh-token', { email: user.email });
    expect(owner.status).toBe(401);

    // A new log-in starts a new family and works.
    const again = await user.api.post('/api/v1/user/login', {
      email: user.email,
      password: user.password,
    });
    expect(again.status).toBe(200);
    expect((await user.api.post('/api/v1/user/refresh-token', { email: user.email })).status).toBe(
      200,
    );
  });

  it('refuses a tampered, expired, foreign or missing access token with 401', async () => {
    const user = await signUpAndLogIn(stack);
    const token = user.api.cookie(AUTH_COOKIES.access)!;
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...claims, sub: '00000000-0000-4000-8000-000000000000' }),
    ).toString('base64url');
    const sign = (claimsToSign: Record<string, unknown>, secret = TEST_JWT_SECRET) =>
      new SignJWT(claimsToSign)
        .setProtectedHeader({ alg: ACCESS_TOKEN.algorithm })
        .setSubject(user.userId)
        .setIssuer(ACCESS_TOKEN.issuer)
        .setAudience(ACCESS_TOKEN.audience)
        .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(new TextEncoder().encode(secret));

    const attempts = {
      tampered: `${header}.${forgedPayload}.${signature}`,
      expired: await sign({ email: user.email, typ: 'access' }),
      foreign: await new SignJWT({ email: user.email, typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.userId)
        .setIssuer(ACCESS_TOKEN.issuer)
        .setAudience(ACCESS_TOKEN.audience)
        .setExpirationTime('10m')
        .sign(new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256')),
      unsigned: `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`,
    };
    for (const [kind, forged] of Object.entries(attempts)) {
      const response = await fetch(`${stack.url}/api/v1/user/verify-token`, {
        headers: { cookie: `${AUTH_COOKIES.access}=${forged}` },
      });
      expect({ kind, status: response.status }).toEqual({ kind, status: 401 });
    }
    const none = await fetch(`${stack.url}/api/v1/user/verify-token`);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ message: 'Please log in to continue' });
    expect((await user.api.get('/api/v1/user/verify-token')).status).toBe(200);
  });
});

describe('session cookies behind an https public address', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await TestStack.start({
      services: ['identity'],
      env: { PUBLIC_URL: 'https://deckforge.example' },
    });
  }, 60_000);

  afterAll(() => stack?.stop());

  it('marks every cookie Secure', async () => {
    const user = await signUpAndLogIn(stack);
    const login = await user.api.post('/api/v1/user/login', {
      email: user.email,
      password: user.password,
    });
    expect(login.setCookies.size).toBe(2);
    for (const cookie of login.setCookies.values())
      expect(cookie.attributes.has('secure')).toBe(true);
    const logout = await user.api.post('/api/v1/user/logout');
    for (const cookie of logout.setCookies.values())
      expect(cookie.attributes.has('secure')).toBe(true);
  });
});
