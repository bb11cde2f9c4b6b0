import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppError, APP_CONFIG } from '@deckforge/kit';
import { MAX_NAME_LENGTH, Messages } from '@deckforge/proto';
import { OAuth2Client } from 'google-auth-library';
import type { IdentityConfig } from '../config';

/** A person as Google vouches for them. */
export interface GoogleIdentity {
  googleId: string;
  email: string;
  name: string;
}

const GOOGLE_CREDENTIAL_INVALID =
  'Google sign-in failed: the Google credential is not valid. Please try again.';

/**
 * Verifies Google ID tokens (the Google Identity Services button's credential) with
 * google-auth-library: signature against Google's published keys (GOOGLE_CERTS_URL, cached as
 * long as Google says), issuer, expiry and audience = our client id.
 */
@Injectable()
export class GoogleIdTokens {
  private readonly logger = new Logger(GoogleIdTokens.name);
  private readonly client?: OAuth2Client;

  constructor(@Inject(APP_CONFIG) private readonly config: IdentityConfig) {
    if (config.GOOGLE_CLIENT_ID) {
      this.client = new OAuth2Client({
        clientId: config.GOOGLE_CLIENT_ID,
        endpoints: { oauth2FederatedSignonPemCertsUrl: config.GOOGLE_CERTS_URL },
      });
    }
  }

  async verify(idToken: string): Promise<GoogleIdentity> {
    if (!this.client) throw AppError.notConfigured(Messages.googleNotConfigured);
    let payload;
    try {
      const ticket = await this.client.verifyIdToken({
        idToken,
        audience: this.config.GOOGLE_CLIENT_ID,
      });
      payload = ticket.getPayload();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (reason.startsWith('Failed to retrieve verification certificates')) {
        throw AppError.unavailable(
          'Google sign-in is not available right now. Please try again.',
          error,
        );
      }
      this.logger.warn(`Refused a Google ID token: ${reason.slice(0, 200)}`);
      throw AppError.unauthenticated(GOOGLE_CREDENTIAL_INVALID);
    }
    if (!payload?.sub || !payload.email) throw AppError.unauthenticated(GOOGLE_CREDENTIAL_INVALID);
    if (payload.email_verified !== true) {
      throw AppError.forbidden(
        'Your Google account has no verified e-mail address. Please verify it with Google or sign up with e-mail.',
      );
    }
    const email = payload.email.trim().toLowerCase();
    return { googleId: payload.sub, email, name: displayName(payload.name, email) };
  }
}

/** Google's name, else the e-mail's local part; never blank, never too long. */
export const displayName = (name: string | undefined, email: string) =>
  (name?.trim() || email.split('@')[0]).slice(0, MAX_NAME_LENGTH);
