import { Body, Controller, Get, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AppError, APP_CONFIG, parseOrThrow, PublicRoute, ServiceClient } from '@deckforge/kit';
import {
  BillingRpc,
  ErrorCode,
  sandboxCheckoutPath,
  sandboxPayBody,
  type SandboxSession,
} from '@deckforge/proto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config';
import { ERROR_STATUS } from '../http/error-response';
import { ApiSchemas } from '../http/validated';
import { RateLimit } from '../rate-limit/rate-limit.guard';
import {
  renderCheckoutPage,
  renderMissingCheckout,
  sandboxPagePolicy,
  type TypedCard,
} from './sandbox-page';

/** The form's fields as posted (strings only), to write back into the page after a refusal. */
function typedCard(body: unknown): TypedCard {
  const fields = (body ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    cardNumber: text(fields.cardNumber),
    expiry: text(fields.expiry),
    cvc: text(fields.cvc),
  };
}

/** Failures the page shows to the person paying; anything else is a plain error response. */
const SHOWN_ON_PAGE = new Set<ErrorCode>([
  ErrorCode.Validation,
  ErrorCode.PaymentRequired,
  ErrorCode.Conflict,
  ErrorCode.RateLimited,
  ErrorCode.Timeout,
  ErrorCode.Unavailable,
]);

/**
 * The embedded sandbox's hosted checkout (docs/architecture.md, "Embedded defaults"): like Stripe's page it is reachable
 * by its unguessable URL without a session, and it is a plain HTML form. A form post gets a 303
 * to the success URL or the page again with the reason; a JSON post gets 303 or a JSON error.
 */
@ApiTags('payment')
@PublicRoute()
@Controller('payment/sandbox')
export class SandboxCheckoutController {
  private readonly policy: string;

  constructor(
    private readonly client: ServiceClient,
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
  ) {
    this.policy = sandboxPagePolicy(new URL(config.PUBLIC_URL).origin);
  }

  @Get(':sessionId')
  async page(@Param('sessionId') sessionId: string, @Res() reply: FastifyReply) {
    const session = await this.findSession(sessionId);
    if (!session) return this.html(reply, 404, renderMissingCheckout(this.config.PUBLIC_URL));
    return this.html(reply, 200, this.checkoutPage(session));
  }

  @Post(':sessionId/pay')
  @RateLimit({ name: 'sandbox-pay', points: 30, durationSeconds: 60, by: 'ip' })
  @ApiSchemas({ body: sandboxPayBody })
  async pay(
    @Param('sessionId') sessionId: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const fromForm = (request.headers['content-type'] ?? '').startsWith(
      'application/x-www-form-urlencoded',
    );
    try {
      const card = parseOrThrow(sandboxPayBody, body ?? {});
      const { redirectUrl } = await this.client.send(BillingRpc.sandboxPay, {
        sessionId,
        ...card,
      });
      reply.status(303).header('location', redirectUrl);
      return fromForm ? reply.send() : reply.send({ redirectUrl, message: 'Payment accepted' });
    } catch (error) {
      if (!fromForm || !(error instanceof AppError) || !SHOWN_ON_PAGE.has(error.code)) {
        if (fromForm && error instanceof AppError && error.code === ErrorCode.NotFound) {
          return this.html(reply, 404, renderMissingCheckout(this.config.PUBLIC_URL));
        }
        throw error;
      }
      const session = await this.findSession(sessionId);
      if (!session) return this.html(reply, 404, renderMissingCheckout(this.config.PUBLIC_URL));
      return this.html(
        reply,
        ERROR_STATUS[error.code],
        this.checkoutPage(session, error.message, typedCard(body)),
      );
    }
  }

  private checkoutPage(session: SandboxSession, error?: string, typed?: TypedCard) {
    return renderCheckoutPage(session, {
      payPath: `${sandboxCheckoutPath(session.sessionId)}/pay`,
      error,
      typed,
    });
  }

  /** The session, or undefined when there is none to show (unknown, malformed, sandbox off). */
  private async findSession(sessionId: string): Promise<SandboxSession | undefined> {
    try {
      return await this.client.send(BillingRpc.sandboxSession, { sessionId });
    } catch (error) {
      if (
        error instanceof AppError &&
        (error.code === ErrorCode.NotFound || error.code === ErrorCode.Validation)
      ) {
        return undefined;
      }
      throw error;
    }
  }

  private html(reply: FastifyReply, status: number, page: string) {
    return (
      reply
        .status(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', this.policy)
        // The gateway's default (no-referrer) makes a browser send "Origin: null" with the form
        // post, which the CSRF check must refuse; same-origin sends the real origin, and still
        // nothing to other sites.
        .header('referrer-policy', 'same-origin')
        .send(page)
    );
  }
}
