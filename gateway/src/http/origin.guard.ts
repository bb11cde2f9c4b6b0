import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { AppError, APP_CONFIG } from '@deckforge/kit';
import type { FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for state-changing calls (DESIGN section 3), on top of SameSite=Lax cookies: a
 * browser always sends Origin on a cross-site POST, so one that is not ours is refused. Calls
 * without Origin (server-to-server, the payment webhook) are not browser CSRF and pass.
 */
@Injectable()
export class OriginGuard implements CanActivate {
  private readonly allowed: Set<string>;

  constructor(@Inject(APP_CONFIG) config: GatewayConfig) {
    this.allowed = new Set([
      new URL(config.PUBLIC_URL).origin,
      ...config.CORS_ORIGINS.map((o) => new URL(o).origin),
    ]);
  }

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (SAFE_METHODS.has(request.method)) return true;
    const origin = request.headers.origin;
    if (origin) {
      const sameHost =
        request.headers.host !== undefined &&
        origin === `${request.protocol}://${request.headers.host}`;
      if (!sameHost && !this.allowed.has(origin))
        throw AppError.forbidden('Cross-site requests are not allowed');
    } else if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw AppError.forbidden('Cross-site requests are not allowed');
    }
    return true;
  }
}
