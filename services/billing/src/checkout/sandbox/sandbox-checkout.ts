import { randomBytes } from 'node:crypto';
import { AppError } from '@deckforge/kit';
import { sandboxCheckoutPath } from '@deckforge/proto';
import { publicLink } from '../checkout-links';
import type {
  CheckoutOrder,
  PaymentProvider,
  ProviderPayment,
  ProviderSession,
} from '../payment-provider';
import type { SandboxRecord, SandboxRepository } from './sandbox.repository';

/** Session ids look like Stripe's and are unguessable (128 random bits): the URL is the key. */
const newSessionId = () => `cs_sandbox_${randomBytes(16).toString('hex')}`;

const toSandboxPayment = (session: SandboxRecord): ProviderPayment => ({
  sessionId: session.id,
  paid: session.status === 'paid',
  amountCents: session.amountCents,
  currency: session.currency,
  userId: session.userId,
});

/**
 * The embedded provider (docs/architecture.md, "Embedded defaults"): sessions in billing's own schema, a hosted page the
 * gateway serves, and the same redirect-with-session_id contract as Stripe Checkout.
 */
export class SandboxCheckout implements PaymentProvider {
  readonly name = 'sandbox';

  constructor(private readonly sessions: SandboxRepository) {}

  async createSession(order: CheckoutOrder): Promise<ProviderSession> {
    const id = newSessionId();
    await this.sessions.insert({
      id,
      userId: order.userId,
      credits: order.credits,
      amountCents: order.amountCents,
      pricePerCredit: order.pricePerCredit,
      currency: order.currency,
      successUrl: order.successUrl,
      cancelUrl: order.cancelUrl,
    });
    return { id, url: publicLink(order.publicUrl, sandboxCheckoutPath(id)) };
  }

  async retrieve(sessionId: string): Promise<ProviderPayment> {
    const session = await this.sessions.find(sessionId);
    if (!session)
      throw AppError.notFound('The payment provider does not know this checkout session');
    return toSandboxPayment(session);
  }

  parseWebhook(): ProviderPayment | undefined {
    throw AppError.notConfigured(
      'No payment webhook is configured: the sandbox checkout credits payments itself',
    );
  }
}
