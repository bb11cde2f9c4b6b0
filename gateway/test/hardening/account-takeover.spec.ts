import { randomUUID } from 'node:crypto';
import { FakeGoogle, type GooglePerson, type OutboxMail } from '@deckforge/kit/testing';
import { AUTH_COOKIES } from '@deckforge/proto';
import { Client } from 'pg';
import { ApiClient } from '../support/api-client';
import { codeFrom, mailsTo, nextMail } from '../support/mailbox';
import { signUpAndLogIn } from '../support/session';
import { TestStack } from '../support/stack';

jest.setTimeout(120_000);

const INVALID = { message: 'Invalid email or password' };

/**
 * Taking over another person's account through the gateway, as an attacker would try it: by
 * registering their address first (then waiting for Google or their own sign-up to verify it),
 * or with nothing but a copied access cookie. Each attack worked before the fix.
 */
describe('taking over an account that is not yours', () => {
  let google: FakeGoogle;
  let stack: TestStack;
  let db: Client;

  beforeAll(async () => {
    google = await FakeGoogle.start();
    stack = await TestStack.start({ services: ['identity'], env: google.env });
    db = new Client({ connectionString: stack.env.DATABASE_URL });
    await db.connect();
  }, 90_000);

  afterAll(async () => {
    await db?.end();
    await stack?.stop();
    await google?.close();
  });

  const gmail = (name: string): GooglePerson => {
    const id = randomUUID().slice(0, 8);
    return {
      sub: `google-${name}-${id}`,
      email: `${name}-${id}@gmail.example`,
      email_verified: true,
      name: `${name} Owner`,
    };
  };
  const logIn = (email: string, password: string) =>
    new ApiClient(stack.url).post('/api/v1/user/login', { email, password });
  const register = (api: ApiClient, email: string, password: string, name = 'Mallory') =>
    api.post('/api/v1/user/register', { name, email, password });
  const rowsOf = async (email: string) => {
    const { rows } = await db.query<{ password: boolean; codes: number; grants: number }>(
      `SELECT u.password_hash IS NOT NULL AS password,
              (SELECT count(*)::int FROM identity.verification_codes c WHERE c.user_id = u.id) AS codes,
              (SELECT count(*)::int FROM identity.password_reset_grants g WHERE g.user_id = u.id) AS grants
         FROM identity.users u WHERE u.email = $1`,
      [email],
    );
    return rows[0];
  };

  describe('by registering the owner’s address first, then waiting for Google sign-in', () => {
    it('the owner’s Google sign-in removes the attacker’s password and every code they started', async () => {
      const owner = gmail('victim');
      const attacker = new ApiClient(stack.url);
      expect((await register(attacker, owner.email, 'Attacker1!')).status).toBe(201);
      // The attacker also asks for a reset code, hoping to guess it later.
      await attacker.post('/api/v1/user/email', {
        email: owner.email,
        template: 'forgotPasswordEmail',
        subject: 'Reset Password',
      });
      await nextMail(stack, owner.email, 'password-reset');

      const browser = new ApiClient(stack.url);
      const signedIn = await browser.post('/api/v1/user/login-google', {
        idToken: google.idToken(owner),
      });
      expect(signedIn.status).toBe(200);
      expect(signedIn.body).toMatchObject({ userEmail: owner.email });

      expect(await logIn(owner.email, 'Attacker1!')).toMatchObject({ status: 401, body: INVALID });
      expect(await rowsOf(owner.email)).toEqual({ password: false, codes: 0, grants: 0 });
      expect((await browser.get('/api/v1/user/verify-token')).status).toBe(200);
    });

    it('the same through Google’s redirect sign-in', async () => {
      const owner = gmail('redirect');
      await register(new ApiClient(stack.url), owner.email, 'Attacker1!');
      google.signInAs(owner);
      const browser = new ApiClient(stack.url);
      const toGoogle = await browser.get('/api/v1/user/google');
      const fromGoogle = await fetch(toGoogle.headers.get('location')!, { redirect: 'manual' });
      const callback = new URL(fromGoogle.headers.get('location')!);
      const landed = await browser.get(callback.pathname + callback.search);
      expect(landed.headers.get('location')).toBe(`${stack.url}/workspace`);

      expect(await logIn(owner.email, 'Attacker1!')).toMatchObject({ status: 401, body: INVALID });
      expect(await rowsOf(owner.email)).toEqual({ password: false, codes: 0, grants: 0 });
    });

    it('linking Google to an account whose address was verified keeps its password', async () => {
      const user = await signUpAndLogIn(stack, { email: gmail('verified').email });
      const linked = await new ApiClient(stack.url).post('/api/v1/user/login-google', {
        idToken: google.idToken({ ...gmail('verified'), email: user.email }),
      });
      expect(linked.body).toMatchObject({ userId: user.userId });
      expect((await logIn(user.email, user.password)).status).toBe(200);
    });
  });

  describe('by registering the owner’s address first, then waiting for the owner to sign up', () => {
    it('the owner’s sign-up takes the address over: only the owner’s password works', async () => {
      const email = `owner-${randomUUID().slice(0, 8)}@example.com`;
      await register(new ApiClient(stack.url), email, 'Attacker1!');
      const owner = new ApiClient(stack.url);
      const first = await nextMail(stack, email, 'verification');
      expect((await register(owner, email, 'OwnersOwn1!', 'Olivia')).status).toBe(201);
      const code = await codeFrom(stack, email, 'verification', first);

      const verified = await owner.post('/api/v1/user/verify-email', { email, code });
      expect(verified.body).toMatchObject({ purpose: 'emailVerification' });
      expect((await logIn(email, 'OwnersOwn1!')).status).toBe(200);
      expect(await logIn(email, 'Attacker1!')).toMatchObject({ status: 401, body: INVALID });
    });

    it('an attacker who signs up again after the owner loses the password once the owner verifies', async () => {
      const email = `owner-${randomUUID().slice(0, 8)}@example.com`;
      const attacker = new ApiClient(stack.url);
      const owner = new ApiClient(stack.url);
      // Each sign-up mails a new code (the mail follows the answer): wait for each in turn.
      let mail: OutboxMail | undefined;
      for (const [api, password] of [
        [attacker, 'Attacker1!'],
        [owner, 'OwnersOwn1!'],
        [attacker, 'Attacker2!'],
      ] as const) {
        await register(api, email, password);
        mail = await nextMail(stack, email, 'verification', mail);
      }
      const code = mail!.code!;

      // The address is the owner's, the password the attacker's: it goes, the owner picks one.
      const verified = await owner.post('/api/v1/user/verify-email', { email, code });
      expect(verified.status).toBe(200);
      expect(verified.body).toEqual({
        message:
          'Your e-mail address is verified. For your security, please choose the password of your account now.',
        email,
        purpose: 'passwordReset',
      });
      const chosen = await owner.post('/api/v1/user/password', { email, password: 'Chosen123!' });
      expect(chosen.status).toBe(200);
      for (const password of ['Attacker1!', 'Attacker2!', 'OwnersOwn1!'])
        expect(await logIn(email, password)).toMatchObject({ status: 401, body: INVALID });
      expect((await logIn(email, 'Chosen123!')).status).toBe(200);
    });
  });

  describe('with nothing but a copied access cookie', () => {
    const thiefWith = (accessToken: string) => {
      const thief = new ApiClient(stack.url);
      thief.setCookie(AUTH_COOKIES.access, accessToken, '/api');
      return thief;
    };

    it('cannot change the password or deactivate the account', async () => {
      const owner = await signUpAndLogIn(stack);
      const thief = thiefWith(owner.api.cookie(AUTH_COOKIES.access)!);
      const attempts = [
        thief.post('/api/v1/user/password', { password: 'Stolen123!', email: owner.email }),
        thief.post('/api/v1/user/password', {
          password: 'Stolen123!',
          email: owner.email,
          currentPassword: 'Guess1234!',
        }),
        thief.post('/api/v1/user/deactivation', {
          email: owner.email,
          reason: 'Other',
          details: 'bye',
        }),
        thief.post('/api/v1/user/deactivation', {
          email: owner.email,
          reason: 'Other',
          details: 'bye',
          code: '123456',
        }),
      ];
      const answers = [];
      for (const attempt of attempts) answers.push(await attempt);
      expect(answers.map(({ status, body }) => ({ status, body }))).toEqual([
        {
          status: 400,
          body: { message: 'Please enter your current password, or a code we e-mail you.' },
        },
        { status: 400, body: { message: 'The current password is not correct.' } },
        {
          status: 400,
          body: { message: 'Please enter your current password, or a code we e-mail you.' },
        },
        {
          status: 400,
          body: {
            message:
              'The code is not correct or has expired. Please check it, or ask for a new one.',
          },
        },
      ]);
      // A security code goes to the owner's mailbox, not to the thief.
      const requested = await thief.post('/api/v1/user/security-code', { email: owner.email });
      expect(requested.body).toEqual({
        message: `We have e-mailed a code to ${owner.email}. Please enter it within 10 minutes.`,
        email: owner.email,
      });
      expect((await nextMail(stack, owner.email, 'security-code')).code).toMatch(/^\d{6}$/);

      expect((await logIn(owner.email, owner.password)).status).toBe(200);
      expect(await mailsTo(stack, owner.email, 'password-changed')).toEqual([]);
    });

    it('the owner changes it with the current password: told by mail, other sessions end at once', async () => {
      const owner = await signUpAndLogIn(stack);
      const otherDevice = new ApiClient(stack.url);
      await otherDevice.post('/api/v1/user/login', {
        email: owner.email,
        password: owner.password,
      });
      const copied = thiefWith(owner.api.cookie(AUTH_COOKIES.access)!);

      const changed = await owner.api.post('/api/v1/user/password', {
        email: owner.email,
        password: 'Changed123!',
        currentPassword: owner.password,
      });
      expect(changed).toMatchObject({
        status: 200,
        body: { message: 'Your password has been updated' },
      });
      expect((await owner.api.get('/api/v1/user/verify-token')).status).toBe(200);
      expect((await otherDevice.get('/api/v1/user/verify-token')).status).toBe(401);
      expect((await copied.get('/api/v1/user/verify-token')).status).toBe(401);
      expect(
        (await otherDevice.post('/api/v1/user/refresh-token', { email: owner.email })).status,
      ).toBe(401);
      const notice = await nextMail(stack, owner.email, 'password-changed');
      expect(notice.subject).toBe('Your password was changed');
      expect((await logIn(owner.email, 'Changed123!')).status).toBe(200);
      expect((await logIn(owner.email, owner.password)).status).toBe(401);
    });

    it('an account without a password (Google) confirms with an e-mailed code', async () => {
      const person = gmail('codes');
      const browser = new ApiClient(stack.url);
      await browser.post('/api/v1/user/login-google', { idToken: google.idToken(person) });
      const withPassword = await browser.post('/api/v1/user/password', {
        email: person.email,
        password: 'FirstOne1!',
        currentPassword: 'anything',
      });
      expect(withPassword.status).toBe(400);
      expect(withPassword.body).toEqual({
        message:
          'Your account has no password yet (you sign in with Google). Please ask for a code by e-mail and enter it instead.',
      });
      await browser.post('/api/v1/user/security-code', { email: person.email });
      const code = await codeFrom(stack, person.email, 'security-code');
      const set = await browser.post('/api/v1/user/password', {
        email: person.email,
        password: 'FirstOne1!',
        code,
      });
      expect(set.status).toBe(200);
      expect((await logIn(person.email, 'FirstOne1!')).status).toBe(200);
    });

    it('the owner deactivates with an e-mailed code and is told by mail', async () => {
      const owner = await signUpAndLogIn(stack);
      await owner.api.post('/api/v1/user/security-code', { email: owner.email });
      const code = await codeFrom(stack, owner.email, 'security-code');
      const deactivated = await owner.api.post('/api/v1/user/deactivation', {
        email: owner.email,
        reason: 'Other',
        details: 'Moving on',
        code,
      });
      expect(deactivated).toMatchObject({
        status: 200,
        body: { message: 'Your account has been deactivated' },
      });
      expect((await nextMail(stack, owner.email, 'account-deactivated')).subject).toBe(
        'Your account was deactivated',
      );
      expect((await logIn(owner.email, owner.password)).status).toBe(403);
    });
  });
});
