import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppError, APP_CONFIG, ClosedAccounts } from '@deckforge/kit';
import {
  CHECKOUT_RETURN_PATHS,
  type CheckoutStarted,
  creditsToPurchase,
  MAX_PURCHASE_CREDITS,
  MIN_PURCHASE_CREDITS,
  Messages,
  type Pricing,
  purchaseAmountInCents,
} from '@deckforge/proto';
import type { BillingConfig } from '../config';
import { publicLink } from './checkout-links';
import { CheckoutRepository } from './checkout.repository';
import { PaymentSettlement } from './payment-settlement.service';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';

/** Buying credits: a hosted checkout, then exactly-once crediting however the news arrives. */
@Injectable()
export class CheckoutService {
  private readonly logger = new Logger(CheckoutService.name);

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: BillingConfig,
    private readonly checkouts: CheckoutRepository,
    private readonly settlement: PaymentSettlement,
    private readonly closedAccounts: ClosedAccounts,
  ) {}

  pricing(): Pricing {
    return {
      pricePerCredit: this.config.PRICE_PER_CREDIT,
      currency: this.config.CURRENCY,
      minimumCredits: MIN_PURCHASE_CREDITS,
      maximumCredits: MAX_PURCHASE_CREDITS,
      message: 'Pricing fetched successfully',
    };
  }

  /**
   * Creates a hosted checkout for `requestedCredits` (raised to the minimum, whole credits) at
   * the configured price, with the user and credits recorded on the session.
   */
  async start(
    userId: string,
    requestedCredits: number,
    publicUrl: string,
  ): Promise<CheckoutStarted> {
    await this.closedAccounts.refuseIfClosed(userId);
    const credits = creditsToPurchase(requestedCredits);
    const amountCents = purchaseAmountInCents(credits, this.config.PRICE_PER_CREDIT);
    const session = await this.provider.createSession({
      userId,
      credits,
      amountCents,
      pricePerCredit: this.config.PRICE_PER_CREDIT,
      currency: this.config.CURRENCY,
      successUrl: publicLink(publicUrl, CHECKOUT_RETURN_PATHS.success),
      cancelUrl: publicLink(publicUrl, CHECKOUT_RETURN_PATHS.cancel),
      publicUrl,
    });
    await this.checkouts.insert({
      id: session.id,
      provider: this.provider.name,
      userId,
      credits,
      amountCents,
      currency: this.config.CURRENCY,
    });
    this.logger.log(`Checkout ${session.id}: ${credits} credits for ${userId}`);
    return {
      url: session.url,
      sessionId: session.id,
      credits,
      amount: amountCents / 100,
      currency: this.config.CURRENCY,
      message: 'Checkout session created',
    };
  }

  /**
   * Asks the provider about the caller's own session and credits it if paid. The credits are the
   * ones recorded on the session; what the client claims is never read.
   */
  async verify(userId: string, sessionId: string): Promise<{ paid: boolean; message: string }> {
    await this.closedAccounts.refuseIfClosed(userId);
    const session = await this.checkouts.find(sessionId);
    if (!session) throw AppError.notFound('We could not find this payment');
    if (session.userId !== userId) {
      throw AppError.forbidden('This payment belongs to another account');
    }
    if (!session.creditedAt) {
      if (session.provider !== this.provider.name) {
        throw AppError.conflict(
          'This payment was started with a payment provider that is no longer in use. Please contact support.',
        );
      }
      const outcome = await this.settlement.settle(await this.provider.retrieve(sessionId));
      if (outcome === 'unpaid') return { paid: false, message: Messages.paymentFailed };
    }
    return { paid: true, message: Messages.paymentSuccessful };
  }

  /** A provider's signed notification; unknown sessions (another deployment's) are ignored. */
  async webhook(rawBody: Buffer, signature: string): Promise<{ received: true }> {
    const payment = this.provider.parseWebhook(rawBody, signature);
    if (payment) {
      if (await this.checkouts.find(payment.sessionId)) {
        await this.settlement.settle(payment);
      } else {
        this.logger.warn(`Webhook for unknown checkout session ${payment.sessionId} ignored`);
      }
    }
    return { received: true };
  }
}
