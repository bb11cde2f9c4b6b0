import { Controller, Get, Headers, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AppError, APP_CONFIG, PublicRoute, ServiceClient } from '@deckforge/kit';
import { BillingRpc, checkoutBody, historyQuery, verifyPaymentBody } from '@deckforge/proto';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CurrentUser, ownUserId, type SessionUser } from '../auth/session-user';
import type { GatewayConfig } from '../config';
import { KeepRawBody } from '../http/raw-body';
import { ApiSchemas, ValidBody, ValidQuery } from '../http/validated';
import { RateLimit } from '../rate-limit/rate-limit.guard';

/** Calls that reach the payment provider may take a few seconds (Stripe retries once). */
const PAYMENT_RPC_TIMEOUT_MS = 15_000;

/** /api/v1/payment: buying credits (docs/architecture.md, "Credits") and the purchase history. */
@ApiTags('payment')
@Controller('payment')
export class PaymentController {
  private readonly timeoutMs: number;

  constructor(
    private readonly client: ServiceClient,
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
  ) {
    this.timeoutMs = Math.max(config.RPC_TIMEOUT_MS, PAYMENT_RPC_TIMEOUT_MS);
  }

  /** Price per credit, currency and limits, for the purchase dialog. */
  @Get('pricing')
  @PublicRoute()
  pricing() {
    return this.client.send(BillingRpc.pricing, {});
  }

  /** `amount` is credits; the service raises it to the minimum and prices it. Answers `{url}`. */
  @Post('checkout')
  @RateLimit({ name: 'checkout', points: 20, durationSeconds: 60, by: 'ip' })
  @ApiSchemas({ body: checkoutBody })
  checkout(
    @CurrentUser() user: SessionUser,
    @ValidBody(checkoutBody) body: z.output<typeof checkoutBody>,
  ) {
    return this.client.send(
      BillingRpc.checkout,
      {
        userId: ownUserId(user, body.userId),
        credits: body.amount,
        publicUrl: this.config.PUBLIC_URL,
      },
      { timeoutMs: this.timeoutMs },
    );
  }

  /** Credits a paid session of the caller's once; the body's `credits` is ignored on purpose. */
  @Post('verify-payment')
  @HttpCode(200)
  @RateLimit({ name: 'verify-payment', points: 60, durationSeconds: 60, by: 'ip' })
  @ApiSchemas({ body: verifyPaymentBody })
  verifyPayment(
    @CurrentUser() user: SessionUser,
    @ValidBody(verifyPaymentBody) body: z.output<typeof verifyPaymentBody>,
  ) {
    return this.client.send(
      BillingRpc.verifyPayment,
      { userId: ownUserId(user, body.userId), sessionId: body.sessionId },
      { timeoutMs: this.timeoutMs },
    );
  }

  /** Purchases and spending, newest first. */
  @Get('history')
  @ApiSchemas({ query: historyQuery })
  history(
    @CurrentUser() user: SessionUser,
    @ValidQuery(historyQuery) query: z.output<typeof historyQuery>,
  ) {
    return this.client.send(BillingRpc.history, {
      userId: ownUserId(user, query.userId),
      limit: query.limit,
    });
  }

  /** The provider's signed notification; billing verifies the signature on the exact bytes. */
  @Post('webhook')
  @PublicRoute()
  @HttpCode(200)
  @KeepRawBody()
  webhook(
    @Req() request: FastifyRequest,
    @Headers('stripe-signature') signature: string | undefined,
  ) {
    if (!signature) throw AppError.validation('The webhook signature is missing');
    if (!request.rawBody?.length) throw AppError.validation('The webhook body is missing');
    return this.client.send(
      BillingRpc.webhook,
      { rawBodyBase64: request.rawBody.toString('base64'), signature },
      { timeoutMs: this.timeoutMs },
    );
  }
}
