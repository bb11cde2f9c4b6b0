/**
 * What buying credits costs and where the hosted checkout returns: one rule for the client
 * (what it shows) and the server (what it charges). No schemas here, so the app's landing page
 * can show prices without the contracts' zod schemas (frontend/vite.config.ts).
 */

export const MIN_PURCHASE_CREDITS = 10;
/** The largest purchase in one checkout (90,000 USD at the default price). */
export const MAX_PURCHASE_CREDITS = 1_000_000;
export const DEFAULT_PRICE_PER_CREDIT_USD = 0.09;

/**
 * How many credits a purchase of `requested` credits buys: whole credits (rounded up, so a user
 * who needs 12.3 more gets 13), never fewer than the spec's minimum of 10.
 */
export function creditsToPurchase(requested: number): number {
  if (!Number.isFinite(requested) || requested <= MIN_PURCHASE_CREDITS) return MIN_PURCHASE_CREDITS;
  // Round to hundredths first so that 10.000000001 (float noise) stays 10.
  return Math.min(MAX_PURCHASE_CREDITS, Math.ceil(Math.round(requested * 100) / 100));
}

/** A price per credit, in ten-thousandths of the currency unit (0.09 → 900): integer arithmetic. */
export const priceInTenThousandths = (pricePerCredit: number): number =>
  Math.round(pricePerCredit * 10_000);

/** What `credits` cost, in cents (minor units), rounded half up to the cent. */
export const purchaseAmountInCents = (credits: number, pricePerCredit: number): number =>
  Math.round((credits * priceInTenThousandths(pricePerCredit)) / 100);

/* ---------- Where the hosted checkout sends the browser back ---------- */

/** The query parameter the app reads on return (the Purchase Credits return). */
export const CHECKOUT_SESSION_PARAM = 'session_id';
/** Stripe's placeholder in a success URL, replaced by the session id on redirect. */
export const CHECKOUT_SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';
/** Paths under the public address: the app's home with the session, and the pricing section. */
export const CHECKOUT_RETURN_PATHS = {
  success: `/?${CHECKOUT_SESSION_PARAM}=${CHECKOUT_SESSION_PLACEHOLDER}`,
  cancel: '/#pricing',
} as const;
/** The embedded sandbox's hosted checkout page (served by the gateway). */
export const sandboxCheckoutPath = (sessionId: string) =>
  `/api/v1/payment/sandbox/${encodeURIComponent(sessionId)}`;
