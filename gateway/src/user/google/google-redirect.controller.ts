import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AppError, APP_CONFIG, PublicRoute, ServiceClient } from '@deckforge/kit';
import { ErrorCode, type GoogleSignInError, IdentityRpc, Messages } from '@deckforge/proto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../../config';
import { AuthCookies } from '../auth-cookies.service';
import { clientInfo } from '../client-info';
import { GoogleRedirectFlow } from './google-redirect.flow';
import { OAUTH_STATE_TTL_SECONDS } from './oauth-state.store';

/**
 * Where the browser lands: the workspace when signed in, the log-in page with `?error=<code>`
 * if not — a code of GOOGLE_SIGN_IN_ERRORS, never a text: the page shows only its own words.
 */
const AFTER_SIGN_IN = '/workspace';
const AFTER_FAILURE = '/login';

/**
 * Google's redirect sign-in (the alternative to the ID-token button): GET /user/google sends
 * the browser to Google, Google sends it back to /user/google/callback, which signs it in.
 */
@ApiTags('user')
@PublicRoute()
@Controller('user/google')
export class GoogleRedirectController {
  constructor(
    private readonly flow: GoogleRedirectFlow,
    private readonly client: ServiceClient,
    private readonly cookies: AuthCookies,
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Get()
  async start(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    this.assertConfigured();
    const outcome = await this.flow.run({ query: {}, cookies: request.cookies });
    if (outcome.kind !== 'redirect' || !outcome.stateHandle) {
      throw AppError.unavailable('Google sign-in is not available right now. Please try again.');
    }
    this.cookies.setOAuthState(
      reply,
      outcome.stateHandle,
      new Date(Date.now() + OAUTH_STATE_TTL_SECONDS * 1000),
    );
    return reply.redirect(outcome.url, 302);
  }

  @Get('callback')
  async callback(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    this.assertConfigured();
    this.cookies.clearOAuthState(reply);
    const query = (request.query ?? {}) as Record<string, unknown>;
    if (!query.code && !query.error) return this.fail(reply, 'incomplete');
    const outcome = await this.flow.run({ query, cookies: request.cookies });
    if (outcome.kind === 'refused') return this.fail(reply, outcome.reason);
    if (outcome.kind !== 'signed-in') return this.fail(reply, 'failed');
    const { profile } = outcome;
    const email = profile.emails?.[0];
    if (!email?.value || email.verified !== true) return this.fail(reply, 'unverified-email');
    try {
      const { session } = await this.client.send(IdentityRpc.loginGoogleProfile, {
        googleId: profile.id,
        email: email.value,
        name: profile.displayName ?? '',
        client: clientInfo(request),
      });
      this.cookies.setSession(reply, session);
      return reply.redirect(this.page(AFTER_SIGN_IN), 302);
    } catch (error) {
      // Identity refuses a Google sign-in only for a deactivated account; the rest is a failure.
      return this.fail(
        reply,
        error instanceof AppError && error.code === ErrorCode.Forbidden ? 'deactivated' : 'failed',
      );
    }
  }

  private assertConfigured() {
    if (!this.flow.configured) throw AppError.notConfigured(Messages.googleNotConfigured);
  }

  private fail(reply: FastifyReply, reason: GoogleSignInError) {
    const target = new URL(this.page(AFTER_FAILURE));
    target.searchParams.set('error', reason);
    return reply.redirect(target.toString(), 302);
  }

  private page(path: string) {
    return new URL(path, this.config.PUBLIC_URL).toString();
  }
}
