import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '@deckforge/kit';
import { type Profile, Strategy as GoogleStrategy } from 'passport-google-oauth20';
import type { GoogleSignInError } from '@deckforge/proto';
import type { GatewayConfig } from '../../config';
import { INVALID_OAUTH_STATE, type OAuthRequest, OAuthStateStore } from './oauth-state.store';

export const GOOGLE_REDIRECT_PATH = '/api/v1/user/google';
const GOOGLE_CALLBACK_PATH = '/api/v1/user/google/callback';

/** What one step of the redirect flow decided. */
export type GoogleFlowOutcome =
  | { kind: 'redirect'; url: string; stateHandle?: string }
  | { kind: 'signed-in'; profile: Profile }
  | { kind: 'refused'; reason: GoogleSignInError }
  | { kind: 'failed'; error: unknown };

/** The parts of passport's strategy interface that a run sets: how it reports its decision. */
interface StrategyActions {
  redirect(url: string): void;
  success(user: unknown): void;
  fail(challenge?: unknown): void;
  error(error: unknown): void;
  pass(): void;
  authenticate(request: OAuthRequest, options?: object): void;
}

/**
 * Google's OAuth redirect sign-in with passport-google-oauth20 (authorization code + PKCE,
 * scopes openid/email/profile). Passport's middleware is made for Express sessions; here each
 * request runs the strategy directly, the way passport itself does (a per-request object whose
 * redirect/success/fail/error report back), and the state lives in Redis (OAuthStateStore).
 */
@Injectable()
export class GoogleRedirectFlow {
  private readonly logger = new Logger(GoogleRedirectFlow.name);
  private readonly strategy?: GoogleStrategy;

  constructor(@Inject(APP_CONFIG) config: GatewayConfig, stateStore: OAuthStateStore) {
    if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return;
    this.strategy = new GoogleStrategy(
      {
        clientID: config.GOOGLE_CLIENT_ID,
        clientSecret: config.GOOGLE_CLIENT_SECRET,
        callbackURL: new URL(GOOGLE_CALLBACK_PATH, config.PUBLIC_URL).toString(),
        authorizationURL: config.GOOGLE_AUTHORIZATION_URL,
        tokenURL: config.GOOGLE_TOKEN_URL,
        userProfileURL: config.GOOGLE_USERINFO_URL,
        scope: ['openid', 'email', 'profile'],
        pkce: true,
        state: true,
        store: stateStore as never, // the strategy's typings know only session stores
      },
      (_accessToken: string, _refreshToken: string, profile: Profile, done) => done(null, profile),
    );
    // Send the access token to the userinfo endpoint in the Authorization header, not the URL.
    (
      this.strategy as unknown as { _oauth2: { useAuthorizationHeaderforGET(use: boolean): void } }
    )._oauth2.useAuthorizationHeaderforGET(true);
  }

  get configured(): boolean {
    return this.strategy !== undefined;
  }

  /** Runs the strategy on one request: the start (redirect to Google) or the callback. */
  run(request: OAuthRequest): Promise<GoogleFlowOutcome> {
    const strategy = this.strategy;
    if (!strategy) throw new Error('Google redirect sign-in is not configured');
    return new Promise((resolve) => {
      const attempt = Object.create(strategy) as StrategyActions;
      attempt.redirect = (url) =>
        resolve({ kind: 'redirect', url, stateHandle: request.stateHandle });
      attempt.success = (profile) => resolve({ kind: 'signed-in', profile: profile as Profile });
      attempt.fail = (challenge) => resolve({ kind: 'refused', reason: refusal(challenge) });
      attempt.pass = () => resolve({ kind: 'refused', reason: refusal(undefined) });
      attempt.error = (error) => {
        this.logger.warn(`Google sign-in failed: ${String(error)}`);
        resolve({ kind: 'failed', error });
      };
      attempt.authenticate(request, {});
    });
  }
}

/**
 * Why the strategy refused: a state that does not match this browser, or Google's own error
 * (whose `error_description`, written by anyone in the query string, is never shown).
 */
function refusal(challenge: unknown): GoogleSignInError {
  const message = (challenge as { message?: unknown } | undefined)?.message;
  return message === INVALID_OAUTH_STATE ? 'expired' : 'cancelled';
}
