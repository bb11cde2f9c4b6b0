import { waitForMail } from '@deckforge/kit/testing';
import { AUTH_COOKIES, DEFAULT_MAX_UPLOAD_MB, Messages, RequestCode } from '@deckforge/proto';
import { Client } from 'pg';
import { ApiClient } from '../support/api-client';
import { newAccount, signUpAndLogIn } from '../support/session';
import { TestStack } from '../support/stack';

describe('what /api/v1/user refuses, and how', () => {
  let stack: TestStack;
  let db: Client;
  let browser: ApiClient;

  beforeAll(async () => {
    stack = await TestStack.start({ services: ['identity'] });
    db = new Client({ connectionString: stack.env.DATABASE_URL });
    await db.connect();
  }, 60_000);

  beforeEach(() => {
    browser = new ApiClient(stack.url);
  });

  afterAll(async () => {
    await db?.end();
    await stack?.stop();
  });

  const countUsers = async (email: string) =>
    (await db.query('SELECT count(*)::int AS n FROM identity.users WHERE email = $1', [email]))
      .rows[0].n as number;

  describe('sign-up field rules', () => {
    const valid = newAccount({ email: 'rules@example.com' });

    it.each([
      ['no e-mail', { ...valid, email: undefined }, Messages.emailRequired],
      ['a blank e-mail', { ...valid, email: '   ' }, Messages.emailRequired],
      ['a malformed e-mail', { ...valid, email: 'rules@example' }, Messages.invalidEmail],
      // An object whose toString is no function: the rate limit's key once threw on it (500).
      [
        'an e-mail that is an object',
        { ...valid, email: { toString: '' } },
        Messages.emailRequired,
      ],
      ['no name', { ...valid, name: undefined }, Messages.nameRequired],
      ['a blank name', { ...valid, name: '  ' }, Messages.nameRequired],
      ['no password', { ...valid, password: undefined }, Messages.passwordRules],
      ['a short password', { ...valid, password: 'Sh0rt!' }, Messages.passwordRules],
      ['no upper case', { ...valid, password: 'lowercase1!' }, Messages.passwordRules],
      ['no lower case', { ...valid, password: 'UPPERCASE1!' }, Messages.passwordRules],
      ['no digit', { ...valid, password: 'NoDigits!!' }, Messages.passwordRules],
      ['no special character', { ...valid, password: 'NoSpecial12' }, Messages.passwordRules],
    ])(
      'refuses %s with 400 and the spec message, creating nothing',
      async (_case, body, message) => {
        const response = await browser.post('/api/v1/user/register', body);
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ message });
        expect(await countUsers('rules@example.com')).toBe(0);
      },
    );

    it('never makes a second account for the same e-mail, whatever its case', async () => {
      const first = newAccount();
      expect((await browser.post('/api/v1/user/register', first)).status).toBe(201);
      const again = await browser.post('/api/v1/user/register', {
        ...first,
        email: first.email.toUpperCase(),
        password: 'Different1!',
      });
      expect(again.status).toBe(201);
      expect(await countUsers(first.email)).toBe(1);
    });

    it('refuses malformed codes and unknown templates before they reach identity', async () => {
      const cases: Array<[string, unknown, string]> = [
        [
          '/api/v1/user/verify-email',
          { email: 'a@b.co', code: '12345' },
          'The verification code is six digits',
        ],
        [
          '/api/v1/user/verify-email',
          { email: 'a@b.co', code: 'abcdef' },
          'The verification code is six digits',
        ],
        ['/api/v1/user/verify-email', { email: 'a@b.co' }, 'Verification code is required'],
        [
          '/api/v1/user/email',
          { email: 'a@b.co', template: 'welcome', subject: 'Reset Password' },
          'Unknown e-mail template',
        ],
        [
          '/api/v1/user/email',
          { email: 'a@b.co', template: 'verificationEmail', subject: 'Hi' },
          'Unknown e-mail subject',
        ],
        ['/api/v1/user/login', { email: 'a@b.co' }, 'Password is required'],
        ['/api/v1/user/login', { password: 'x' }, Messages.emailRequired],
        ['/api/v1/user/login-google', {}, 'Google credential is required'],
        ['/api/v1/user/refresh-token', { email: 'not-an-email' }, Messages.invalidEmail],
      ];
      for (const [path, body, message] of cases) {
        const response = await browser.post(path, body);
        expect({ path, status: response.status, body: response.body }).toEqual({
          path,
          status: 400,
          body: { message },
        });
      }
    });
  });

  describe('log-in', () => {
    it('answers a wrong password and an unknown e-mail alike', async () => {
      const user = await signUpAndLogIn(stack);
      for (const body of [
        { email: user.email, password: 'Wrong-but-valid1!' },
        { email: 'nobody@example.com', password: user.password },
      ]) {
        const response = await browser.post('/api/v1/user/login', body);
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ message: 'Invalid email or password' });
        expect(response.setCookies.size).toBe(0);
      }
    });

    it('tells an unverified account with the right password to verify first', async () => {
      const account = newAccount();
      await browser.post('/api/v1/user/register', account);
      const wrong = await browser.post('/api/v1/user/login', { ...account, password: 'Nope1234!' });
      expect(wrong.status).toBe(401);
      const right = await browser.post('/api/v1/user/login', account);
      expect(right.status).toBe(403);
      expect(right.body).toEqual({
        message:
          'Please verify your e-mail address before logging in. Request a code to verify it now.',
        requestCode: RequestCode.VerifyEmail,
      });
      // No session; only the proof that this browser knows the password, for its verification.
      expect([...right.setCookies.keys()]).toEqual([AUTH_COOKIES.signupProof]);
    });
  });

  describe('verification codes', () => {
    const register = async () => {
      const account = newAccount();
      await browser.post('/api/v1/user/register', account);
      const mail = await waitForMail(stack.environment.varDir, { to: account.email });
      return { ...account, code: mail.code!, mail };
    };
    const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    it('offers a new code once a code has expired', async () => {
      const account = await register();
      await db.query(
        `UPDATE identity.verification_codes SET expires_at = now() - interval '1 second'
         WHERE user_id = (SELECT id FROM identity.users WHERE email = $1)`,
        [account.email],
      );
      const expired = await browser.post('/api/v1/user/verify-email', {
        email: account.email,
        code: account.code,
      });
      expect(expired.status).toBe(400);
      expect(expired.body).toEqual({
        message: 'The verification code is not correct or has expired. 4 attempts left.',
      });

      // The new-code modal: request a code, and the new one works.
      await browser.post('/api/v1/user/email', {
        email: account.email,
        template: 'verificationEmail',
        subject: 'Account Verification',
      });
      const fresh = await waitForMail(stack.environment.varDir, {
        to: account.email,
        after: account.mail,
      });
      expect(fresh.code).not.toBe(account.code);
      const verified = await browser.post('/api/v1/user/verify-email', {
        email: account.email,
        code: fresh.code,
      });
      expect(verified.status).toBe(200);
    });

    it('allows five attempts: after five wrong codes even the right one is refused', async () => {
      const account = await register();
      const wrong = wrongCodeFor(account.code);
      const answers = [];
      for (let attempt = 1; attempt <= 5; attempt++) {
        answers.push(
          (await browser.post('/api/v1/user/verify-email', { email: account.email, code: wrong }))
            .body,
        );
      }
      expect(answers).toEqual([
        { message: 'The verification code is not correct or has expired. 4 attempts left.' },
        { message: 'The verification code is not correct or has expired. 3 attempts left.' },
        { message: 'The verification code is not correct or has expired. 2 attempts left.' },
        { message: 'The verification code is not correct or has expired. 1 attempt left.' },
        {
          message: 'The code was entered incorrectly 5 times. Please request a new code.',
          requestCode: RequestCode.NewVerificationCode,
        },
      ]);
      const sixth = await browser.post('/api/v1/user/verify-email', {
        email: account.email,
        code: account.code,
      });
      expect(sixth.status).toBe(400);
      expect(sixth.body).toEqual({
        message: 'The code was entered incorrectly 5 times. Please request a new code.',
        requestCode: RequestCode.NewVerificationCode,
      });
      const login = await browser.post('/api/v1/user/login', account);
      expect(login.status).toBe(403); // still unverified
    });

    it('answers an address with no pending code, or no account, like a wrong code', async () => {
      for (const email of ['no-account@example.com', (await signUpAndLogIn(stack)).email]) {
        const response = await browser.post('/api/v1/user/verify-email', { email, code: '123456' });
        expect(response.status).toBe(400);
        expect(response.body).toEqual({
          message: 'The verification code is not correct or has expired. 4 attempts left.',
        });
      }
    });
  });

  describe('rate limits', () => {
    it('allows ten log-ins per account and address, then answers 429 with Retry-After', async () => {
      const user = await signUpAndLogIn(stack); // the first of the ten
      const client = new ApiClient(stack.url);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 10; attempt++) {
        statuses.push(
          (await client.post('/api/v1/user/login', { email: user.email, password: 'Guess123!' }))
            .status,
        );
      }
      expect(statuses).toEqual([...Array(9).fill(401), 429]);
      const limited = await client.post('/api/v1/user/login', {
        email: user.email,
        password: user.password,
      });
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({
        message: 'Too many requests. Please wait a moment and try again.',
      });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another account from the same address is still allowed (the per-address rule is looser).
      const other = await signUpAndLogIn(stack);
      expect(other.userId).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('limits code requests per address and e-mail, and contact messages per address', async () => {
      const send = () =>
        browser.post('/api/v1/user/email', {
          email: 'flood@example.com',
          template: 'forgotPasswordEmail',
          subject: 'Reset Password',
        });
      const sends = [];
      for (let i = 0; i < 6; i++) sends.push((await send()).status);
      expect(sends).toEqual([200, 200, 200, 200, 200, 429]);

      const contact = () =>
        browser.post('/api/v1/user/contact', {
          formData: { name: 'Spammer', email: 'spam@example.com', message: 'Buy now' },
        });
      const contacts = [];
      for (let i = 0; i < 6; i++) contacts.push((await contact()).status);
      expect(contacts).toEqual([200, 200, 200, 200, 200, 429]);
    });
  });

  describe('Google sign-in without a Google client id', () => {
    it('answers 501 "Google sign-in is not configured" and says so in the client config', async () => {
      const idToken = await browser.post('/api/v1/user/login-google', { idToken: 'x.y.z' });
      expect(idToken.status).toBe(501);
      expect(idToken.body).toEqual({ message: Messages.googleNotConfigured });
      const redirect = await browser.get('/api/v1/user/google');
      expect(redirect.status).toBe(501);
      expect(redirect.body).toEqual({ message: Messages.googleNotConfigured });
      const config = await browser.get('/api/v1/config');
      expect(config.status).toBe(200);
      expect(config.body).toEqual({
        message: 'Client configuration',
        googleClientId: null,
        googleRedirectPath: null,
        supportEmail: null,
        maxUploadMb: DEFAULT_MAX_UPLOAD_MB,
        // No presentation service in this stack: the form is told nothing.
        transcribedLanguages: null,
        legal: { governingLaw: null, negotiationDays: null, arbitrationSeat: null },
      });
    });
  });

  describe('API description', () => {
    it('documents every /user route with its body in the OpenAPI description', async () => {
      const response = await browser.get<{ paths: Record<string, Record<string, unknown>> }>(
        '/api/docs-json',
      );
      expect(response.status).toBe(200);
      const paths = Object.keys(response.body.paths);
      for (const route of [
        'register',
        'verify-email',
        'login',
        'login-google',
        'logout',
        'verify-token',
        'refresh-token',
        'email',
        'username',
        'password',
        'security-code',
        'deactivation',
        'contact',
        'survey',
        'google',
        'google/callback',
      ]) {
        expect(paths).toContain(`/api/v1/user/${route}`);
      }
      expect(paths).toContain('/api/v1/config');
      expect(response.body.paths['/api/v1/user/deactivation'].post).toMatchObject({
        requestBody: expect.anything(),
      });
    });
  });
});
