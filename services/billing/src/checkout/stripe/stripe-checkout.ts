import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { AppError } from '@deckforge/kit';
import Stripe from 'stripe';
import type { BillingConfig } from '../../config';
import type {
  CheckoutOrder,
  PaymentProvider,
  ProviderPayment,
  ProviderSession,
} from '../payment-provider';

/** Events that mean "this checkout session is paid now". */
const PAID_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
]);

/**
 * The official SDK, pointed at STRIPE_API_URL when set (a local fake in tests). Requests give up
 * after 5 s with one retry, well inside the 15 s the gateway waits for a payment call; the SDK
 * sends the same idempotency key on its retry.
 */
export function createStripeClient(config: BillingConfig): Stripe {
  const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : undefined;
  return new Stripe(config.STRIPE_SECRET_KEY!, {
    maxNetworkRetries: 1,
    timeout: 5000,
    telemetry: false,
    appInfo: { name: 'Deckforge' },
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

/** Stripe Checkout Sessions (mode payment) and signed webhooks. */
export class StripeCheckout implements PaymentProvider {
  readonly name = 'stripe';
  private readonly logger = new Logger(StripeCheckout.name);

  constructor(
    private readonly stripe: Stripe,
    private readonly webhookSecret: string | undefined,
  ) {}

  async createSession(order: CheckoutOrder): Promise<ProviderSession> {
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          // One line with the exact total, so Stripe charges what billing computed to the cent.
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: order.currency,
                unit_amount: order.amountCents,
                product_data: {
                  name: `${order.credits} Deckforge credits`,
                  description: `${order.credits} credits at ${order.pricePerCredit} ${order.currency.toUpperCase()} per credit`,
                },
              },
            },
          ],
          success_url: order.successUrl,
          cancel_url: order.cancelUrl,
          client_reference_id: order.userId,
          metadata: { userId: order.userId, credits: String(order.credits) },
        },
        { idempotencyKey: randomUUID() },
      ),
    );
    if (!session.url) throw AppError.internal(new Error(`Stripe session ${session.id} has no url`));
    return { id: session.id, url: session.url };
  }

  async retrieve(sessionId: string): Promise<ProviderPayment> {
    return toPayment(await this.call(() => this.stripe.checkout.sessions.retrieve(sessionId)));
  }

  parseWebhook(rawBody: Buffer, signature: string): ProviderPayment | undefined {
    if (!this.webhookSecret) {
      throw AppError.notConfigured('The Stripe webhook is not configured (STRIPE_WEBHOOK_SECRET)');
    }
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch (error) {
      this.logger.warn(`Refused a webhook delivery: ${String(error)}`);
      throw AppError.validation('The webhook signature is not valid');
    }
    if (!PAID_EVENTS.has(event.type)) return undefined;
    return toPayment(event.data.object as Stripe.Checkout.Session);
  }

  /** Stripe's failures as ours: a missing session is 404, anything else is "try again". */
  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
        throw AppError.notFound('The payment provider does not know this checkout session');
      }
      this.logger.error({ message: 'Stripe call failed', err: error });
      throw AppError.unavailable(
        'The payment provider cannot be reached right now. Please try again.',
        error,
      );
    }
  }
}

function toPayment(session: Stripe.Checkout.Session): ProviderPayment {
  return {
    sessionId: session.id,
    paid: session.payment_status === 'paid',
    amountCents: session.amount_total ?? null,
    currency: session.currency ?? null,
    userId: session.metadata?.userId ?? session.client_reference_id ?? null,
  };
}
