/** What billing sells in one checkout, priced (amounts in minor units, e.g. cents). */
export interface CheckoutOrder {
  userId: string;
  credits: number;
  amountCents: number;
  pricePerCredit: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
  /** Where the product is reachable; the embedded sandbox serves its checkout page there. */
  publicUrl: string;
}

export interface ProviderSession {
  id: string;
  /** The hosted checkout page the browser is sent to. */
  url: string;
}

/** A session's state as the provider reports it (asked, or told by a signed webhook). */
export interface ProviderPayment {
  sessionId: string;
  paid: boolean;
  amountCents: number | null;
  currency: string | null;
  /** The user the session was created for, as recorded on it. */
  userId: string | null;
}

export type ProviderName = 'stripe' | 'sandbox';

/** A hosted-checkout provider: Stripe Checkout or the embedded sandbox. */
export interface PaymentProvider {
  readonly name: ProviderName;
  createSession(order: CheckoutOrder): Promise<ProviderSession>;
  retrieve(sessionId: string): Promise<ProviderPayment>;
  /**
   * Verifies a webhook delivery's signature and reads it: the payment it reports, or undefined
   * for an event that changes nothing here. A bad signature throws VALIDATION.
   */
  parseWebhook(rawBody: Buffer, signature: string): ProviderPayment | undefined;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
