import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Inject,
  Injectable,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiHeader } from '@nestjs/swagger';
import { AppError, APP_CONFIG } from '@deckforge/kit';
import { CLIENT_HEADER } from '@deckforge/proto';
import type { FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** What a browser says of a request its own page (or the person, typing) made. */
const SAME_ORIGIN_SITES = new Set(['same-origin', 'none']);
const CHANGES_STATE = 'deckforge:changes-state';

/**
 * Marks a GET that changes something (the spec keeps GET for starting a generation): it is
 * answered only to our own pages, which send the SPA's header, never to a link on another site.
 */
export const ChangesState = () =>
  applyDecorators(
    SetMetadata(CHANGES_STATE, true),
    ApiHeader({
      name: CLIENT_HEADER.name,
      required: true,
      description: `Any value (the app sends \`${CLIENT_HEADER.value}\`): this GET changes something, so calls another site could cause are refused.`,
    }),
  );

const crossSite = () => AppError.forbidden('Cross-site requests are not allowed');

/**
 * CSRF defence (docs/decisions.md, "HTTP API"), on top of SameSite=Lax cookies:
 * - state-changing methods: a browser always sends Origin on a cross-site POST, so one that is
 *   not ours is refused. Calls without Origin (server-to-server, the payment webhook) are not
 *   browser CSRF and pass unless the browser says the call is cross-site;
 * - GETs marked `@ChangesState()`: refused unless same-origin (Sec-Fetch-Site, or an allowed
 *   Origin or Referer) and carrying `CLIENT_HEADER`, which no cross-site link, form or
 *   navigation (`SameSite=Lax` cookies ride along on those) can send.
 */
@Injectable()
export class OriginGuard implements CanActivate {
  private readonly allowed: Set<string>;

  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) config: GatewayConfig,
  ) {
    this.allowed = new Set([
      new URL(config.PUBLIC_URL).origin,
      ...config.CORS_ORIGINS.map((o) => new URL(o).origin),
    ]);
  }

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const changesState = this.reflector.getAllAndOverride<boolean>(CHANGES_STATE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (changesState) this.assertOwnPage(request);
    else if (!SAFE_METHODS.has(request.method)) this.assertNotCrossSite(request);
    return true;
  }

  private assertNotCrossSite(request: FastifyRequest): void {
    const origin = request.headers.origin;
    if (origin) {
      if (!this.isOurs(origin, request)) throw crossSite();
    } else if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw crossSite();
    }
  }

  private assertOwnPage(request: FastifyRequest): void {
    const claimed = request.headers.origin ?? originOf(request.headers.referer);
    const site = request.headers['sec-fetch-site'];
    if (claimed !== undefined) {
      if (!this.isOurs(claimed, request)) throw crossSite();
    } else if (typeof site === 'string' && !SAME_ORIGIN_SITES.has(site)) {
      throw crossSite();
    }
    if (!request.headers[CLIENT_HEADER.name.toLowerCase()]) {
      throw AppError.forbidden(
        `This call must come from the Deckforge app: the ${CLIENT_HEADER.name} header is missing`,
      );
    }
  }

  private isOurs(origin: string, request: FastifyRequest): boolean {
    const sameHost =
      request.headers.host !== undefined &&
      origin === `${request.protocol}://${request.headers.host}`;
    return sameHost || this.allowed.has(origin);
  }
}

/** The origin of a Referer, or a value no origin equals when it is not a URL. */
function originOf(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}
