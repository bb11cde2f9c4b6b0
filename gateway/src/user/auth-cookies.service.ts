import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@deckforge/kit';
import { AUTH_COOKIES, type IssuedSession, type RenewedAccess } from '@deckforge/proto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { GatewayConfig } from '../config';

/**
 * The session cookies (docs/architecture.md, "Sessions"): httpOnly (no script reads them), SameSite=Lax (no
 * cross-site POST carries them), Secure when the public address is https, and each sent only
 * where it is needed — the access token to the API, the refresh token to /api/v1/user (refresh,
 * logout, password), the reset grant to /api/v1/user/password, the sign-up proof to
 * /api/v1/user/verify-email.
 */
const COOKIE_PATHS = {
  access: '/api',
  refresh: '/api/v1/user',
  resetGrant: '/api/v1/user/password',
  oauthState: '/api/v1/user/google',
  signupProof: '/api/v1/user/verify-email',
} as const;

/** A sign-up proof outlives the code it goes with, for a verification finished the next day. */
const SIGNUP_PROOF_TTL_MS = 24 * 3600 * 1000;

@Injectable()
export class AuthCookies {
  private readonly secure: boolean;

  constructor(@Inject(APP_CONFIG) config: GatewayConfig) {
    this.secure = new URL(config.PUBLIC_URL).protocol === 'https:';
  }

  private options(path: string, expires?: Date): CookieSerializeOptions {
    return { httpOnly: true, sameSite: 'lax', secure: this.secure, path, expires };
  }

  setSession(reply: FastifyReply, session: IssuedSession): void {
    this.setAccess(reply, session);
    reply.setCookie(
      AUTH_COOKIES.refresh,
      session.refreshToken,
      this.options(COOKIE_PATHS.refresh, new Date(session.refreshExpiresAt)),
    );
  }

  setAccess(reply: FastifyReply, access: RenewedAccess): void {
    reply.setCookie(
      AUTH_COOKIES.access,
      access.accessToken,
      this.options(COOKIE_PATHS.access, new Date(access.accessExpiresAt)),
    );
  }

  clearSession(reply: FastifyReply): void {
    reply.clearCookie(AUTH_COOKIES.access, this.options(COOKIE_PATHS.access));
    reply.clearCookie(AUTH_COOKIES.refresh, this.options(COOKIE_PATHS.refresh));
  }

  setResetGrant(reply: FastifyReply, grant: string, expiresAt: string): void {
    reply.setCookie(
      AUTH_COOKIES.resetGrant,
      grant,
      this.options(COOKIE_PATHS.resetGrant, new Date(expiresAt)),
    );
  }

  clearResetGrant(reply: FastifyReply): void {
    reply.clearCookie(AUTH_COOKIES.resetGrant, this.options(COOKIE_PATHS.resetGrant));
  }

  setSignupProof(reply: FastifyReply, proof: string): void {
    reply.setCookie(
      AUTH_COOKIES.signupProof,
      proof,
      this.options(COOKIE_PATHS.signupProof, new Date(Date.now() + SIGNUP_PROOF_TTL_MS)),
    );
  }

  clearSignupProof(reply: FastifyReply): void {
    reply.clearCookie(AUTH_COOKIES.signupProof, this.options(COOKIE_PATHS.signupProof));
  }

  setOAuthState(reply: FastifyReply, handle: string, expiresAt: Date): void {
    reply.setCookie(
      AUTH_COOKIES.oauthState,
      handle,
      this.options(COOKIE_PATHS.oauthState, expiresAt),
    );
  }

  clearOAuthState(reply: FastifyReply): void {
    reply.clearCookie(AUTH_COOKIES.oauthState, this.options(COOKIE_PATHS.oauthState));
  }
}
