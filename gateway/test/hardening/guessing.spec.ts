import { AUTH_COOKIES, RequestCode } from '@deckforge/proto';
import { ApiClient, type ApiResponse } from '../support/api-client';
import { codeFrom, mailsTo, nextMail } from '../support/mailbox';
import { signUpAndLogIn } from '../support/session';
import { TestStack } from '../support/stack';

jest.setTimeout(180_000);

const CONFIRM_SIGN_IN = {
  message:
    'There have been many failed attempts to sign in to this account today, so we need to confirm it is you. If the password is right, we have e-mailed you a code: enter it with your password.',
  requestCode: RequestCode.ConfirmSignIn,
};
const INVALID = { message: 'Invalid email or password' };

/**
 * Guessing one account's password or codes from many client addresses (the gateway trusts
 * X-Forwarded-For here, so each request can come from another address). Per-address limits
 * alone let this go on for ever; the per-account budget stops it, and its owner still gets in.
 */
describe('guessing an account’s secrets from many addresses', () => {
  let stack: TestStack;
  let nextHost = 0;
  /** A different client address on every call. */
  const anotherAddress = () => {
    nextHost += 1;
    return `198.51.${Math.floor(nextHost / 250)}.${(nextHost % 250) + 1}`;
  };

  beforeAll(async () => {
    stack = await TestStack.start({ services: ['identity'], env: { TRUST_PROXY: 'true' } });
  }, 90_000);

  afterAll(() => stack?.stop());

  const from = (address: string) => {
    const api = new ApiClient(stack.url);
    const post = (path: string, body: unknown) =>
      api.post(path, body, { 'x-forwarded-for': address });
    return { api, post };
  };
  const summary = ({ status, body }: ApiResponse) => ({ status, body });

  it('stops password guesses after 20 failures a day, tells the owner, and still lets the owner in', async () => {
    const owner = await signUpAndLogIn(stack);
    const answers = [];
    for (let guess = 0; guess < 30; guess++) {
      const answer = await from(anotherAddress()).post('/api/v1/user/login', {
        email: owner.email,
        password: `Guess${guess}!word`,
      });
      answers.push(summary(answer));
    }
    expect(answers.slice(0, 20)).toEqual(Array(20).fill({ status: 401, body: INVALID }));
    expect(answers.slice(20)).toEqual(Array(10).fill({ status: 429, body: CONFIRM_SIGN_IN }));
    const paused = await nextMail(stack, owner.email, 'attempts-paused');
    expect(paused.subject).toBe('Failed sign-in attempts on your account');

    // A guess with any code is refused alike, and mails nothing: only the password does.
    const withCode = await from(anotherAddress()).post('/api/v1/user/login', {
      email: owner.email,
      password: 'Guess-again1!',
      code: '123456',
    });
    expect(summary(withCode)).toEqual({ status: 429, body: CONFIRM_SIGN_IN });
    expect(await mailsTo(stack, owner.email, 'sign-in-code')).toEqual([]);

    // The owner: the right password gets the same answer, and a code by mail ...
    const owners = from(anotherAddress());
    const first = await owners.post('/api/v1/user/login', {
      email: owner.email,
      password: owner.password,
    });
    expect(summary(first)).toEqual({ status: 429, body: CONFIRM_SIGN_IN });
    expect(first.setCookies.size).toBe(0);
    const code = await codeFrom(stack, owner.email, 'sign-in-code');
    // ... that nobody can use without the password ...
    const stolenCode = await from(anotherAddress()).post('/api/v1/user/login', {
      email: owner.email,
      password: 'Guess-more1!',
      code,
    });
    expect(summary(stolenCode)).toEqual({ status: 429, body: CONFIRM_SIGN_IN });
    // ... and with the password it signs in.
    const signedIn = await owners.post('/api/v1/user/login', {
      email: owner.email,
      password: owner.password,
      code,
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ userEmail: owner.email });
    expect(owners.api.cookie(AUTH_COOKIES.access)).toBeDefined();
    expect(await mailsTo(stack, owner.email, 'attempts-paused')).toHaveLength(1);
  });

  it('mails at most 5 codes an hour to an account, and counts wrong codes per account, not per code or address', async () => {
    const owner = await signUpAndLogIn(stack);
    const requests = [];
    for (let ask = 0; ask < 7; ask++) {
      const answer = await from(anotherAddress()).post('/api/v1/user/email', {
        email: owner.email,
        template: 'forgotPasswordEmail',
        subject: 'Reset Password',
      });
      requests.push(answer.status);
    }
    // The sign-up's code was the first of the hour's five.
    expect(requests).toEqual([200, 200, 200, 200, 429, 429, 429]);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // the mails go out after the answers
    expect(await mailsTo(stack, owner.email, 'verification')).toHaveLength(1);
    expect(await mailsTo(stack, owner.email, 'password-reset')).toHaveLength(4);
    const code = await codeFrom(stack, owner.email, 'password-reset');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    const answers = [];
    for (let guess = 0; guess < 30; guess++) {
      const answer = await from(anotherAddress()).post('/api/v1/user/verify-email', {
        email: owner.email,
        code: wrong,
      });
      answers.push(answer.status);
    }
    expect(answers.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(answers.slice(20)).toEqual(Array(10).fill(429));
    // Until the cool-down ends no code is taken, not even the right one; the owner knows why.
    const right = await from(anotherAddress()).post('/api/v1/user/verify-email', {
      email: owner.email,
      code,
    });
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(
      /^There have been too many failed attempts for this e-mail address today\. Codes can be entered again after \d\d:\d\d UTC\.$/,
    );
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    expect((await nextMail(stack, owner.email, 'attempts-paused')).text).toContain(
      'sign-up and password-reset codes cannot be used',
    );
  });

  it('counts an IPv6 client by its /64: ten guesses from one /64, then 429, while the next /64 is untouched', async () => {
    const owner = await signUpAndLogIn(stack);
    const statuses = [];
    for (let host = 1; host <= 11; host++) {
      const answer = await from(`2001:db8:77:1::${host.toString(16)}`).post('/api/v1/user/login', {
        email: owner.email,
        password: 'Guess1234!',
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    const neighbour = await from('2001:db8:77:2::1').post('/api/v1/user/login', {
      email: owner.email,
      password: 'Guess1234!',
    });
    expect(neighbour.status).toBe(401);
  });
});
