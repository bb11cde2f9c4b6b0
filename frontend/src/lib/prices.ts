import { creditsToPurchase, purchaseAmountInCents } from '@deckforge/proto';

/**
 * At least 10 credits, anything lower (or not a number) raised to 10 — the same
 * rule billing applies to the checkout, so the dialog shows exactly what will be sold.
 */
export const purchasableCredits = (value: number | string): number =>
  creditsToPurchase(typeof value === 'number' ? value : Number(value.trim() || NaN));

/** What the credits cost: credits × price per credit, to the cent, with two decimals. */
export const purchaseAmount = (credits: number, pricePerCredit: number): string =>
  (purchaseAmountInCents(credits, pricePerCredit) / 100).toFixed(2);

/** An amount of money as people read it, e.g. $0.90. */
export const formatMoney = (amount: number | string, currency = 'usd') =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    Number(amount),
  );
