import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppError, PUBLIC_ROUTE } from '@deckforge/kit';
import { AUTH_COOKIES } from '@deckforge/proto';
import type { FastifyRequest } from 'fastify';
import { AccessTokens } from './access-tokens';

/**
 * Routes are private unless marked `@PublicRoute()`. A private route needs a valid access-token
 * cookie; a public one still learns who is calling when the cookie is valid.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: AccessTokens,
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
      if (token) request.sessionUser = await this.tokens.verify(token).catch(() => undefined);
      return true;
    }
    if (!token) throw AppError.unauthenticated();
    request.sessionUser = await this.tokens.verify(token);
    return true;
  }
}
