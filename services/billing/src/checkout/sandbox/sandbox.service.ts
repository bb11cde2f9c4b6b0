import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '@deckforge/kit';
import { CHECKOUT_SESSION_PLACEHOLDER, type SandboxSession } from '@deckforge/proto';
import { PaymentSettlement } from '../payment-settlement.service';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payment-provider';
import { SandboxRepository, type SandboxRecord } from './sandbox.repository';
import { type CardDetails, checkTestCard } from './test-card';

/** Where a paid session sends the browser: the success URL with the session id filled in. */
const successRedirect = (session: SandboxRecord) =>
  session.successUrl.replace(CHECKOUT_SESSION_PLACEHOLDER, encodeURIComponent(session.id));

/** The sandbox's hosted page (what it shows) and its pay call (what a card does). */
@Injectable()
export class SandboxService {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly sessions: SandboxRepository,
    private readonly settlement: PaymentSettlement,
  ) {}

  async session(sessionId: string): Promise<SandboxSession> {
    this.assertEnabled();
    const session = await this.sessions.find(sessionId);
    if (!session) throw AppError.notFound('This checkout session does not exist');
    return {
      sessionId: session.id,
      credits: session.credits,
      amount: session.amountCents / 100,
      pricePerCredit: session.pricePerCredit,
      currency: session.currency,
      status: session.status === 'paid' ? 'paid' : session.expired ? 'expired' : 'open',
      successUrl: successRedirect(session),
      cancelUrl: session.cancelUrl,
      expiresAt: session.expiresAt.toISOString(),
    };
  }

  /**
   * Pays with a test card: 4242… pays (and credits at once, in the same transaction, as a
   * webhook would), 4000 0000 0000 0002 is declined, anything else is refused. Paying a paid
   * session again just answers its redirect.
   */
  async pay(sessionId: string, card: CardDetails): Promise<{ redirectUrl: string }> {
    this.assertEnabled();
    const verdict = checkTestCard(card, new Date());
    let redirectUrl = '';
    await this.settlement.inTransaction(async (manager) => {
      const session = await this.sessions.lock(manager, sessionId);
      if (!session) throw AppError.notFound('This checkout session does not exist');
      redirectUrl = successRedirect(session);
      if (session.status === 'paid') return 'already-credited';
      if (session.expired) {
        throw AppError.conflict('This checkout session has expired. Please start a new purchase.');
      }
      if (verdict === 'declined') throw AppError.paymentRequired('Your card was declined.');
      if (verdict === 'not-a-test-card') {
        throw AppError.paymentRequired(
          'Your card was declined. This is a sandbox: pay with the test card 4242 4242 4242 4242.',
        );
      }
      await this.sessions.markPaid(
        manager,
        sessionId,
        card.cardNumber.replace(/\D/g, '').slice(-4),
      );
      return this.settlement.settleWithin(manager, {
        sessionId,
        paid: true,
        amountCents: session.amountCents,
        currency: session.currency,
        userId: session.userId,
      });
    });
    return { redirectUrl };
  }

  private assertEnabled() {
    if (this.provider.name !== 'sandbox') {
      throw AppError.notFound('The sandbox checkout is not enabled: payments go through Stripe');
    }
  }
}
