import { Injectable, Logger } from '@nestjs/common';
import { AppError, Outbox } from '@deckforge/kit';
import { BillingEvents } from '@deckforge/proto';
import type { EntityManager } from 'typeorm';
import { LedgerService } from '../ledger/ledger.service';
import { CheckoutRepository } from './checkout.repository';
import type { ProviderPayment } from './payment-provider';

export type Settlement = 'credited' | 'already-credited' | 'unpaid';

/**
 * The one path by which a paid checkout session becomes credits: verify-payment, the webhook
 * and the sandbox's pay call all end here. The session row is locked, the purchase entry (unique
 * key per session) and `credited_at` are written together, and `payment.completed` goes into the
 * outbox in the same transaction — so however many of them race, the credits arrive once.
 */
@Injectable()
export class PaymentSettlement {
  private readonly logger = new Logger(PaymentSettlement.name);

  constructor(
    private readonly checkouts: CheckoutRepository,
    private readonly ledger: LedgerService,
    private readonly outbox: Outbox,
  ) {}

  settle(payment: ProviderPayment): Promise<Settlement> {
    return this.inTransaction((manager) => this.settleWithin(manager, payment));
  }

  /**
   * Runs work that ends with `settleWithin` in one transaction (the sandbox marks its own session
   * paid in it) and publishes `payment.completed` once that transaction committed.
   */
  async inTransaction(work: (manager: EntityManager) => Promise<Settlement>): Promise<Settlement> {
    const outcome = await this.checkouts.transaction(work);
    if (outcome === 'credited') this.outbox.publishSoon();
    return outcome;
  }

  async settleWithin(manager: EntityManager, payment: ProviderPayment): Promise<Settlement> {
    const session = await this.checkouts.lock(manager, payment.sessionId);
    if (!session) throw AppError.notFound('We could not find this payment');
    if (session.creditedAt) return 'already-credited';
    if (!payment.paid) return 'unpaid';
    if (
      payment.amountCents !== session.amountCents ||
      payment.currency !== session.currency ||
      (payment.userId !== null && payment.userId !== session.userId)
    ) {
      // Never credit what the order does not say; a person has to look at this one.
      this.logger.error({
        message: `Checkout session ${session.id} was paid but does not match its order`,
        order: session,
        payment,
      });
      throw AppError.conflict(
        'This payment does not match its order. Please contact support; nothing was credited.',
      );
    }
    await this.ledger.creditPurchase(manager, {
      userId: session.userId,
      sessionId: session.id,
      credits: session.credits,
      amountCents: session.amountCents,
      currency: session.currency,
      provider: session.provider,
    });
    await this.checkouts.markCredited(manager, session.id);
    await this.outbox.record(manager, BillingEvents.paymentCompleted, {
      userId: session.userId,
      sessionId: session.id,
      credits: session.credits,
      occurredAt: new Date().toISOString(),
    });
    this.logger.log(`Credited ${session.credits} credits to ${session.userId} (${session.id})`);
    return 'credited';
  }
}
