import { DEFAULT_PRICE_PER_CREDIT_USD, MIN_PURCHASE_CREDITS } from '@deckforge/proto';

/** Spec section 9: at least 10 credits; anything lower (or not a number) is raised to 10. */
export function purchasableCredits(value: number | string): number {
  const credits = Math.floor(Number(value));
  return Number.isFinite(credits) && credits > MIN_PURCHASE_CREDITS
    ? credits
    : MIN_PURCHASE_CREDITS;
}

/** What the credits cost: credits × price per credit, two decimals (as the checkout shows it). */
export function purchaseAmount(
  credits: number,
  pricePerCredit = DEFAULT_PRICE_PER_CREDIT_USD,
): string {
  // Whole cents first, so 0.09 × 3 reads 0.27 and never 0.27000000000000002.
  return (Math.round(credits * pricePerCredit * 100) / 100).toFixed(2);
}

export const formatUsd = (amount: number | string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(amount));
