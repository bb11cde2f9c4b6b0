import { generateKeyPairSync } from 'node:crypto';
import { FakeGoogle } from '@deckforge/kit/testing';
import { AUTH_COOKIES } from '@deckforge/proto';
import { ApiClient } from '../support/api-client';
import { signUpAndLogIn } from '../support/session';
import { TestStack } from '../support/stack';

const INVALID_CREDENTIAL =
  'Google sign-in failed: the Google credential is not valid. Please try again.';

/** The operator's values for the legal pages (the legal pages read them), served with the rest. */
const LEGAL_ENV = {
  SUPPORT_EMAIL: 'help@deckforge.example',
  LEGAL_GOVERNING_LAW: 'the State of Delaware',
  LEGAL_NEGOTIATION_DAYS: '30',
  LEGAL_ARBITRATION_SEAT: 'Wilmington, Delaware',
};

describe('Google sign-in against a local stand-in for Google', () => {
  let google: FakeGoogle;
  let stack: TestStack;

  beforeAll(async () => {
    google = await FakeGoogle.start();
    stack = await TestStack.start({
      services: ['identity'],
      env: { ...google.env, ...LEGAL_ENV, MAX_UPLOAD_MB: '7' },
    });
  }, 60_000);

  afterAll(async () => {
    await stack?.stop();
    await google?.close();
  });

  const person = (name: string) => ({
    sub: `google-${name}-${Date.now()}`,
    email: `${name}-${Date.now()}@gmail.example`,
    email_verified: true,
    name: `${name} Google`,
  });

  describe('with an ID token (the Google button)', () => {
    it('creates a verified account on first use and signs the same account in afterwards', async () => {
      const grace = person('grace');
      const browser = new ApiClient(stack.url);
      const first = await browser.post('/api/v1/user/login-google', {
        idToken: google.idToken(grace),
      });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({
        message: 'Logged in successfully',
        userId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        userName: 'grace Google',
        userEmail: grace.email,
        createdAt: expect.any(String),
        surveySent: false,
        surveyAsked: false,
      });
      expect(browser.cookie(AUTH_COOKIES.refresh)).toBeDefined();
      expect((await browser.get('/api/v1/user/verify-token')).body).toMatchObject({
        userId: first.body.userId,
      });

      const again = await new ApiClient(stack.url).post('/api/v1/user/login-google', {
        idToken: google.idToken(grace),
      });
      expect(again.body).toMatchObject({ userId: first.body.userId });
    });

    it('links Google to an existing e-mail account instead of making a second one', async () => {
      const user = await signUpAndLogIn(stack);
      const response = await new ApiClient(stack.url).post('/api/v1/user/login-google', {
        idToken: google.idToken({ ...person('ada'), email: user.email }),
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ userId: user.userId, userName: user.name });
    });

    it.each([
      [
        'for another application (wrong audience)',
        { aud: 'someone-else.apps.googleusercontent.com' },
      ],
      [
        'expired',
        { iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 },
      ],
      ['from another issuer', { iss: 'https://accounts.example.com' }],
    ])('refuses a token %s with 401', async (_case, overrides) => {
      const response = await new ApiClient(stack.url).post('/api/v1/user/login-google', {
        idToken: google.idToken(person('mallory'), overrides),
      });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: INVALID_CREDENTIAL });
      expect(response.setCookies.size).toBe(0);
    });

    it('refuses a token not signed by Google, and garbage', async () => {
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      for (const idToken of [google.idToken(person('forger'), {}, privateKey), 'not.a.jwt']) {
        const response = await new ApiClient(stack.url).post('/api/v1/user/login-google', {
          idToken,
        });
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ message: INVALID_CREDENTIAL });
      }
    });

    it('refuses an address Google has not verified', async () => {
      const response = await new ApiClient(stack.url).post('/api/v1/user/login-google', {
        idToken: google.idToken({ ...person('unverified'), email_verified: false }),
      });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        message:
          'Your Google account has no verified e-mail address. Please verify it with Google or sign up with e-mail.',
      });
    });
  });

  describe('with the redirect flow', () => {
    it('tells the SPA which Google sign-in is available, the upload limit and the legal pages’ values', async () => {
      expect((await new ApiClient(stack.url).get('/api/v1/config')).body).toEqual({
        message: 'Client configuration',
        googleClientId: google.clientId,
        googleRedirectPath: '/api/v1/user/google',
        supportEmail: 'help@deckforge.example',
        // Storage's limit, as the same variable sets it for both.
        maxUploadMb: 7,
        // No presentation service in this stack: the form is told nothing.
        transcribedLanguages: null,
        legal: {
          governingLaw: 'the State of Delaware',
          negotiationDays: '30',
          arbitrationSeat: 'Wilmington, Delaware',
        },
      });
    });

    it('goes to Google and back (PKCE, state bound to this browser) and lands signed in', async () => {
      const hopper = person('hopper');
      google.signInAs(hopper);
      const browser = new ApiClient(stack.url);

      const start = await browser.get('/api/v1/user/google');
      expect(start.status).toBe(302);
      const toGoogle = new URL(start.headers.get('location')!);
      expect(toGoogle.origin + toGoogle.pathname).toBe(google.env.GOOGLE_AUTHORIZATION_URL);
      expect(Object.fromEntries(toGoogle.searchParams)).toMatchObject({
        client_id: google.clientId,
        redirect_uri: `${stack.url}/api/v1/user/google/callback`,
        response_type: 'code',
        scope: 'openid email profile',
        code_challenge_method: 'S256',
        state: browser.cookie(AUTH_COOKIES.oauthState),
      });

      const fromGoogle = await fetch(toGoogle, { redirect: 'manual' });
      const callback = new URL(fromGoogle.headers.get('location')!);
      const landed = await browser.get(callback.pathname + callback.search);
      expect(landed.status).toBe(302);
      expect(landed.headers.get('location')).toBe(`${stack.url}/workspace`);
      expect(browser.cookie(AUTH_COOKIES.oauthState)).toBeUndefined();
      expect(google.tokenRequests.at(-1)?.code_verifier).toMatch(/^[\w-]{43}$/);

      const session = await browser.get('/api/v1/user/verify-token');
      expect(session.status).toBe(200);
      expect(session.body).toMatchObject({ userName: 'hopper Google', userEmail: hopper.email });

      // The code and state were used up: replaying the callback signs nobody in.
      const replay = await browser.get(callback.pathname + callback.search);
      expect(new URL(replay.headers.get('location')!).pathname).toBe('/login');
    });

    it('refuses a callback in a browser that did not start the sign-in (login CSRF)', async () => {
      google.signInAs(person('victim'));
      const attacker = new ApiClient(stack.url);
      const start = await attacker.get('/api/v1/user/google');
      const fromGoogle = await fetch(start.headers.get('location')!, { redirect: 'manual' });
      const callback = new URL(fromGoogle.headers.get('location')!);

      const victim = new ApiClient(stack.url);
      const landed = await victim.get(callback.pathname + callback.search);
      expect(landed.status).toBe(302);
      const target = new URL(landed.headers.get('location')!);
      expect(target.pathname).toBe('/login');
      expect(target.searchParams.get('error')).toBe('expired');
      expect(victim.cookie(AUTH_COOKIES.access)).toBeUndefined();
    });

    it('sends a person who cancels at Google back to the log-in page with a message', async () => {
      const browser = new ApiClient(stack.url);
      const start = await browser.get('/api/v1/user/google');
      const state = browser.cookie(AUTH_COOKIES.oauthState)!;
      const landed = await browser.get(
        `/api/v1/user/google/callback?error=access_denied&error_description=${encodeURIComponent('<script>')}&state=${state}`,
      );
      expect(start.status).toBe(302);
      const target = new URL(landed.headers.get('location')!);
      expect(target.pathname).toBe('/login');
      expect(target.searchParams.get('error')).toBe('cancelled');
    });
  });
});
