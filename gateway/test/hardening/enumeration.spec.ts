import { randomUUID } from 'node:crypto';
import { FakeGoogle } from '@deckforge/kit/testing';
import { AUTH_COOKIES } from '@deckforge/proto';
import { ApiClient } from '../support/api-client';
import { codeFrom, nextMail } from '../support/mailbox';
import { newAccount, signUpAndLogIn } from '../support/session';
import { TestStack } from '../support/stack';

jest.setTimeout(120_000);

/**
 * Finding out through the gateway which addresses have accounts, and putting one's own words
 * on the log-in page. Before the fix: sign-up said "exists" or "deactivated", a wrong code said
 * "4 attempts left" only for real accounts, and /login?error= showed any text.
 */
describe('asking the gateway about other people’s accounts', () => {
  let google: FakeGoogle;
  let stack: TestStack;

  beforeAll(async () => {
    google = await FakeGoogle.start();
    stack = await TestStack.start({ services: ['identity'], env: google.env });
  }, 90_000);

  afterAll(async () => {
    await stack?.stop();
    await google?.close();
  });

  const logIn = (email: string, password: string) =>
    new ApiClient(stack.url).post('/api/v1/user/login', { email, password });
  const register = (api: ApiClient, email: string, password: string) =>
    api.post('/api/v1/user/register', { name: 'Mallory', email, password });

  describe('by asking which addresses have accounts', () => {
    it('sign-up answers a new, a verified, an unverified and a deactivated address alike, and mails the owner', async () => {
      const verified = await signUpAndLogIn(stack);
      const unverified = newAccount();
      await register(new ApiClient(stack.url), unverified.email, unverified.password);
      const deactivated = await signUpAndLogIn(stack);
      await deactivated.api.post('/api/v1/user/deactivation', {
        email: deactivated.email,
        reason: 'Other',
        details: 'Done',
        currentPassword: deactivated.password,
      });
      const fresh = newAccount().email;

      const answers = [];
      for (const email of [fresh, verified.email, unverified.email, deactivated.email]) {
        const answer = await register(new ApiClient(stack.url), email, 'Probing123!');
        answers.push({
          status: answer.status,
          body: JSON.stringify(answer.body).replaceAll(email, '<address>'),
          cookies: [...answer.setCookies.keys()],
        });
      }
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
      expect(answers[0]).toEqual({
        status: 201,
        body: JSON.stringify({
          message:
            'Thank you. We have sent an e-mail to <address>: please follow it to finish signing up.',
          email: '<address>',
        }),
        cookies: [AUTH_COOKIES.signupProof],
      });
      // The owners hear of it; a verified owner keeps the password.
      const attempt = await nextMail(stack, verified.email, 'sign-up-attempt');
      expect(attempt.text).toContain('You already have an account');
      expect((await nextMail(stack, deactivated.email, 'sign-up-attempt')).text).toContain(
        'has been deactivated',
      );
      expect((await nextMail(stack, fresh, 'verification')).code).toMatch(/^\d{6}$/);
      expect((await logIn(verified.email, verified.password)).status).toBe(200);
    });

    it('a wrong code answers alike for no account, a waiting code, a verified and a deactivated account', async () => {
      const waiting = newAccount();
      await register(new ApiClient(stack.url), waiting.email, waiting.password);
      const code = await codeFrom(stack, waiting.email, 'verification');
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const verified = await signUpAndLogIn(stack);
      const deactivated = await signUpAndLogIn(stack);
      await deactivated.api.post('/api/v1/user/deactivation', {
        email: deactivated.email,
        reason: 'Other',
        details: 'Done',
        currentPassword: deactivated.password,
      });

      const sequences = [];
      for (const email of [newAccount().email, waiting.email, verified.email, deactivated.email]) {
        const answers = [];
        for (let attempt = 0; attempt < 6; attempt++) {
          const answer = await new ApiClient(stack.url).post('/api/v1/user/verify-email', {
            email,
            code: wrong,
          });
          answers.push({ status: answer.status, body: answer.body });
        }
        sequences.push(answers);
      }
      for (const sequence of sequences.slice(1)) expect(sequence).toEqual(sequences[0]);
      expect(sequences[0].map((answer) => answer.body.message)).toEqual([
        'The verification code is not correct or has expired. 4 attempts left.',
        'The verification code is not correct or has expired. 3 attempts left.',
        'The verification code is not correct or has expired. 2 attempts left.',
        'The verification code is not correct or has expired. 1 attempt left.',
        'The code was entered incorrectly 5 times. Please request a new code.',
        'The code was entered incorrectly 5 times. Please request a new code.',
      ]);
    });
  });

  describe('by writing the log-in page’s error message', () => {
    it('Google’s redirect sign-in comes back to /login with a code of ours, never with text', async () => {
      const cancelled = new ApiClient(stack.url);
      await cancelled.get('/api/v1/user/google');
      const state = cancelled.cookie(AUTH_COOKIES.oauthState)!;
      const back = await cancelled.get(
        `/api/v1/user/google/callback?error=access_denied&error_description=${encodeURIComponent('Call +1 555 0100 now')}&state=${state}`,
      );
      expect(back.headers.get('location')).toBe(`${stack.url}/login?error=cancelled`);

      const id = randomUUID().slice(0, 8);
      google.signInAs({
        sub: `google-${id}`,
        email: `csrf-${id}@gmail.example`,
        email_verified: true,
      });
      const starter = new ApiClient(stack.url);
      const start = await starter.get('/api/v1/user/google');
      const fromGoogle = await fetch(start.headers.get('location')!, { redirect: 'manual' });
      const callback = new URL(fromGoogle.headers.get('location')!);
      const elsewhere = await new ApiClient(stack.url).get(callback.pathname + callback.search);
      expect(elsewhere.headers.get('location')).toBe(`${stack.url}/login?error=expired`);

      const unfinished = await new ApiClient(stack.url).get('/api/v1/user/google/callback');
      expect(unfinished.headers.get('location')).toBe(`${stack.url}/login?error=incomplete`);
    });
  });
});
