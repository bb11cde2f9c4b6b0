import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppError, PUBLIC_ROUTE } from '@deckforge/kit';
import { AUTH_COOKIES } from '@deckforge/proto';
import type { FastifyRequest } from 'fastify';
import { AccessTokens } from './access-tokens.verifier';
import { RevokedTokens } from './revoked-tokens.store';
import type { SessionUser } from './session-user';

const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

/**
 * Routes are private unless marked `@PublicRoute()`. A private route needs a valid access-token
 * cookie; a public one still learns who is calling when the cookie is valid. A token issued
 * before its user's last revocation is no session at all.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: AccessTokens,
    private readonly revoked: RevokedTokens,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, [
      context.getHandler(),
      context.getClass(),
    ]);
    const token = request.cookies?.[AUTH_COOKIES.access];
    if (isPublic) {
      if (token) request.sessionUser = await this.session(token).catch(() => undefined);
      return true;
    }
    if (!token) throw AppError.unauthenticated();
    request.sessionUser = await this.session(token);
    return true;
  }

  /** A valid token its user has not revoked since (log-out, password change, deactivation). */
  private async session(token: string): Promise<SessionUser> {
    const user = await this.tokens.verify(token);
    if (await this.revoked.isRevoked(user)) throw AppError.unauthenticated(SESSION_EXPIRED);
    return user;
  }
}
