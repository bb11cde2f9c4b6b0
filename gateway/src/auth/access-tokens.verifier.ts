import { Inject, Injectable } from '@nestjs/common';
import { AppError, APP_CONFIG } from '@deckforge/kit';
import { ACCESS_TOKEN, type AccessTokenClaims } from '@deckforge/proto';
import { jwtVerify } from 'jose';
import type { GatewayConfig } from '../config';
import type { SessionUser } from './session-user';

/**
 * Verifies the access JWT locally (no call to identity), so signed-in requests cost no extra
 * hop. Expired, tampered or foreign tokens are all "please log in again" (401), which makes the
 * client try its refresh token once.
 */
@Injectable()
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(@Inject(APP_CONFIG) config: GatewayConfig) {
    this.key = new TextEncoder().encode(config.JWT_SECRET);
  }

  async verify(token: string): Promise<SessionUser> {
    try {
      const { payload } = await jwtVerify<AccessTokenClaims>(token, this.key, {
        algorithms: [ACCESS_TOKEN.algorithm],
        issuer: ACCESS_TOKEN.issuer,
        audience: ACCESS_TOKEN.audience,
        // A token without an expiry would be valid forever; without `iat` it could not be revoked.
        requiredClaims: ['exp', 'sub', 'iat'],
      });
      if (payload.typ !== 'access' || !payload.sub || !payload.email)
        throw new Error('not an access token');
      return {
        userId: payload.sub,
        email: payload.email,
        accessExpiresAt: payload.exp ? new Date(payload.exp * 1000).toISOString() : undefined,
        issuedAtMs: Math.round(payload.iat! * 1000),
        name: typeof payload.name === 'string' ? payload.name : undefined,
        createdAt: typeof payload.createdAt === 'string' ? payload.createdAt : undefined,
        surveySent: typeof payload.surveySent === 'boolean' ? payload.surveySent : undefined,
        surveyAsked: typeof payload.surveyAsked === 'boolean' ? payload.surveyAsked : undefined,
      };
    } catch {
      throw AppError.unauthenticated('Your session has expired. Please log in again.');
    }
  }
}
