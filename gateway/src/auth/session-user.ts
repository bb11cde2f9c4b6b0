import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { AppError } from '@deckforge/kit';
import type { FastifyRequest } from 'fastify';

/** Who is calling, from a verified access token. */
export interface SessionUser {
  userId: string;
  email: string;
  /** When the access token expires (ISO-8601); a re-signed token keeps it. */
  accessExpiresAt?: string;
  /** When the access token was issued (epoch ms), to compare with the user's revocation time. */
  issuedAtMs: number;
  /** Profile claims (identity puts them in every token it signs; test tokens may lack them). */
  name?: string;
  createdAt?: string;
  surveySent?: boolean;
  surveyAsked?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser?: SessionUser;
  }
}

/** The signed-in user of a private route (the session guard guarantees there is one). */
export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext): SessionUser => {
    const user = context.switchToHttp().getRequest<FastifyRequest>().sessionUser;
    if (!user) throw AppError.unauthenticated();
    return user;
  },
);

/**
 * docs/architecture.md, "HTTP API": never trust a client's userId. The spec's client sends one in queries and
 * bodies; the session decides, and a different id is refused.
 */
export function ownUserId(session: SessionUser, claimed: unknown): string {
  if (claimed !== undefined && claimed !== null && claimed !== '' && claimed !== session.userId) {
    throw AppError.forbidden('You can only access your own account');
  }
  return session.userId;
}

/** The same rule for calls that name the account by e-mail. */
export function ownEmail(session: SessionUser, claimed: string): string {
  if (claimed.trim().toLowerCase() !== session.email.toLowerCase()) {
    throw AppError.forbidden('You can only change your own account');
  }
  return session.email;
}
