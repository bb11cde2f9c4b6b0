import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN, AUTH_COOKIES } from '@deckforge/proto';
import { SignJWT } from 'jose';
import { TEST_JWT_SECRET } from './stack';

export interface TestSession {
  userId: string;
  email: string;
  /** The Cookie header a signed-in browser would send. */
  cookie: string;
}

/**
 * A signed-in user as the gateway sees one: an access token signed with the test secret, in the
 * shape identity issues. For tests of services other than identity, which only need "a user".
 */
export async function signedInUser(
  overrides: Partial<Pick<TestSession, 'userId' | 'email'>> = {},
): Promise<TestSession> {
  const userId = overrides.userId ?? randomUUID();
  const email = overrides.email ?? `user-${userId.slice(0, 8)}@example.com`;
  const token = await new SignJWT({ email, typ: 'access' })
    .setProtectedHeader({ alg: ACCESS_TOKEN.algorithm })
    .setSubject(userId)
    .setIssuer(ACCESS_TOKEN.issuer)
    .setAudience(ACCESS_TOKEN.audience)
    .setIssuedAt()
    .setExpirationTime('15m')
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
  return { userId, email, cookie: `${AUTH_COOKIES.access}=${token}` };
}
