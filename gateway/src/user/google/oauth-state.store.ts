import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, REDIS } from '@deckforge/kit';
import { AUTH_COOKIES, GOOGLE_SIGN_IN_ERRORS } from '@deckforge/proto';
import type { Redis } from 'ioredis';
import type { GatewayConfig } from '../../config';

/** How long a person may take on Google's consent screen. */
export const OAUTH_STATE_TTL_SECONDS = 600;

/** The request as the OAuth strategy sees it: the query, the cookies, and the state it made. */
export interface OAuthRequest {
  query: Record<string, unknown>;
  cookies: Record<string, string | undefined>;
  /** Set by `store`: the gateway puts it in the state cookie of the redirect. */
  stateHandle?: string;
}

type StoreCallback = (error: Error | null, state?: string) => void;
type VerifyCallback = (error: Error | null, ok: string | false, info?: { message: string }) => void;

/** The strategy's refusal of a state that is unknown, used or not this browser's. */
export const INVALID_OAUTH_STATE = GOOGLE_SIGN_IN_ERRORS.expired;

/**
 * passport-oauth2's state store, in Redis instead of a server session: `state` is a random
 * handle, kept for ten minutes with the PKCE verifier and also set as a cookie, so the callback
 * is accepted only in the browser that started the sign-in, once (login CSRF protection).
 * The strategy tells the two methods apart by their number of parameters: keep them all.
 */
@Injectable()
export class OAuthStateStore {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
  ) {}

  private key(handle: string) {
    return `${this.config.REDIS_PREFIX}:oauth-state:${handle}`;
  }

  store(
    request: OAuthRequest,
    verifier: string,
    _state: unknown,
    _meta: unknown,
    callback: StoreCallback,
  ): void {
    const handle = randomBytes(24).toString('base64url');
    this.redis.set(this.key(handle), verifier, 'EX', OAUTH_STATE_TTL_SECONDS).then(
      () => {
        request.stateHandle = handle;
        callback(null, handle);
      },
      (error: Error) => callback(error),
    );
  }

  verify(request: OAuthRequest, state: unknown, _meta: unknown, callback: VerifyCallback): void {
    if (typeof state !== 'string' || !state || request.cookies[AUTH_COOKIES.oauthState] !== state) {
      callback(null, false, { message: INVALID_OAUTH_STATE });
      return;
    }
    this.redis.getdel(this.key(state)).then(
      (verifier) =>
        verifier
          ? callback(null, verifier)
          : callback(null, false, { message: INVALID_OAUTH_STATE }),
      (error: Error) => callback(error, false),
    );
  }
}
