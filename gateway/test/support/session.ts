import { randomUUID } from 'node:crypto';
import { waitForMail } from '@deckforge/kit/testing';
import { ACCESS_TOKEN, AUTH_COOKIES } from '@deckforge/proto';
import { SignJWT } from 'jose';
import { ApiClient } from './api-client';
import { type TestStack, TEST_JWT_SECRET } from './stack';

export interface TestSession {
  userId: string;
  email: string;
  /** The Cookie header a signed-in browser would send. */
  cookie: string;
}

/**
 * A signed-in user as the gateway sees one: an access token signed with the test secret, in the
 * shape identity issues. For tests of services other than identity, which only need "a user"
 * and do not run the identity service. `signUpAndLogIn` makes a real one.
 */
export async function signedInUser(
  overrides: Partial<Pick<TestSession, 'userId' | 'email'>> = {},
): Promise<TestSession> {
  const userId = overrides.userId ?? randomUUID();
  const email = overrides.email ?? `user-${userId.slice(0, 8)}@example.com`;
  const token = await new SignJWT({
    email,
    typ: 'access',
    name: 'Test User',
    createdAt: new Date().toISOString(),
    surveySent: false,
    surveyAsked: false,
  })
    .setProtectedHeader({ alg: ACCESS_TOKEN.algorithm })
    .setSubject(userId)
    .setIssuer(ACCESS_TOKEN.issuer)
    .setAudience(ACCESS_TOKEN.audience)
    .setIssuedAt()
    .setExpirationTime('15m')
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
  return { userId, email, cookie: `${AUTH_COOKIES.access}=${token}` };
}

export interface NewAccount {
  name: string;
  email: string;
  password: string;
}

export interface SignedUpUser extends NewAccount {
  userId: string;
  /** A browser signed in as this user: it holds the session cookies. */
  api: ApiClient;
  /** The Cookie header that browser sends to /api/v1/user/* (access and refresh cookies). */
  cookie: string;
}

/** A fresh, unique account; pass fields to override. The password satisfies the spec's rules. */
export const newAccount = (overrides: Partial<NewAccount> = {}): NewAccount => ({
  name: 'Ada Lovelace',
  email: `ada-${randomUUID().slice(0, 12)}@example.com`,
  password: 'Analytical1!',
  ...overrides,
});

/**
 * A NEW user signed up and logged in through the real API, as a person would: register, read
 * the code from the mail outbox, verify, log in. Needs the identity service in the stack.
 */
export async function signUpAndLogIn(
  stack: TestStack,
  overrides: Partial<NewAccount> = {},
): Promise<SignedUpUser> {
  const account = newAccount(overrides);
  const api = new ApiClient(stack.url);
  await expectOk(api.post('/api/v1/user/register', account), 'register');
  const mail = await waitForMail(stack.environment.varDir, {
    to: account.email,
    kind: 'verification',
  });
  await expectOk(
    api.post('/api/v1/user/verify-email', { email: account.email, code: mail.code }),
    'verify-email',
  );
  const login = await expectOk(
    api.post<{ userId: string }>('/api/v1/user/login', {
      email: account.email,
      password: account.password,
    }),
    'login',
  );
  return {
    ...account,
    email: account.email.trim().toLowerCase(),
    userId: login.body.userId,
    api,
    cookie: api.cookieHeader('/api/v1/user/'),
  };
}

async function expectOk<T>(
  pending: Promise<{ status: number; body: T }>,
  step: string,
): Promise<{ status: number; body: T }> {
  const response = await pending;
  if (response.status >= 300)
    throw new Error(`${step} answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response;
}
