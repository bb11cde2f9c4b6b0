import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@deckforge/kit';
import { ACCESS_TOKEN, type AccessTokenClaims, type RenewedAccess } from '@deckforge/proto';
import { SignJWT } from 'jose';
import type { IdentityConfig } from '../config';
import { toProfile, type User } from '../users/user.entity';

/**
 * Signs the short-lived access JWT the gateway verifies on its own (HS256, shared secret,
 * issuer/audience from proto). It carries the profile fields the client stores, so the
 * gateway answers `GET /user/verify-token` without a database or a call to identity.
 */
@Injectable()
export class AccessTokenSigner {
  private readonly key: Uint8Array;
  private readonly ttlMs: number;

  constructor(@Inject(APP_CONFIG) config: IdentityConfig) {
    this.key = new TextEncoder().encode(config.JWT_SECRET);
    this.ttlMs = config.ACCESS_TOKEN_TTL_SECONDS * 1000;
  }

  /**
   * A token for `user`, valid for the configured time — or until `keepUntil` when re-signing
   * after a profile change, so a re-signed token never outlives the one it replaces.
   */
  async sign(user: User, keepUntil?: string): Promise<RenewedAccess> {
    const fullTerm = Date.now() + this.ttlMs;
    const requested = keepUntil ? Date.parse(keepUntil) : fullTerm;
    const expiresAtSeconds = Math.floor(Math.min(fullTerm, requested) / 1000);
    const profile = toProfile(user);
    const claims: Omit<AccessTokenClaims, 'sub'> = {
      email: user.email,
      typ: 'access',
      name: profile.userName,
      createdAt: profile.createdAt,
      surveySent: profile.surveySent,
      surveyAsked: profile.surveyAsked,
    };
    const accessToken = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: ACCESS_TOKEN.algorithm, typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer(ACCESS_TOKEN.issuer)
      .setAudience(ACCESS_TOKEN.audience)
      // Millisecond precision: the gateway compares it with revocation times (AccessRevocations).
      .setIssuedAt(Date.now() / 1000)
      .setExpirationTime(expiresAtSeconds)
      .sign(this.key);
    return { accessToken, accessExpiresAt: new Date(expiresAtSeconds * 1000).toISOString() };
  }
}
