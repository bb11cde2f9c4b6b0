/**
 * Credits in one place (docs/architecture.md, "Credits"): what a selection costs, and how an
 * amount is converted and written. Amounts travel and are stored as integer hundredths of a
 * credit; the API answers credits with two decimals; people read "1,234.50".
 */

export const INITIAL_CREDITS = 10;
/** The ledger counts hundredths of a credit so that no amount is ever a float. */
export const HUNDREDTHS_PER_CREDIT = 100;
export const TOKENS_PER_CREDIT = 200;
/** Tokens a generation may have unless TOKEN_LIMIT says otherwise. */
export const DEFAULT_TOKEN_LIMIT = 20_000;

/** Cost in hundredths of a credit: tokens ÷ tokens per credit, rounded up to the hundredth. */
export const costInHundredths = (tokenCount: number, tokensPerCredit = TOKENS_PER_CREDIT): number =>
  Math.ceil((tokenCount * HUNDREDTHS_PER_CREDIT) / tokensPerCredit);

/** Credits with two decimals, as the API answers them (`creditBalance`, `cost`): 125 → 1.25. */
export const hundredthsToCredits = (hundredths: number): number =>
  hundredths / HUNDREDTHS_PER_CREDIT;

/** The ledger's unit from credits as the API answers them: 1.25 → 125 (no float noise). */
export const creditsToHundredths = (credits: number): number =>
  Math.round(credits * HUNDREDTHS_PER_CREDIT);

/**
 * What a selection costs in credits, from the count's `tokenCount` and `tokenPerCredit`:
 * 201 tokens at 200 per credit cost 1.01 credits, never 1.005.
 */
export const requiredCredits = (tokenCount: number, tokensPerCredit = TOKENS_PER_CREDIT): number =>
  hundredthsToCredits(costInHundredths(tokenCount, tokensPerCredit));

/** "1,234.50": hundredths as people read credits (integer arithmetic, always two decimals). */
export function formatCredits(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(hundredths));
  const whole = Math.floor(absolute / HUNDREDTHS_PER_CREDIT).toLocaleString('en-US');
  const fraction = String(absolute % HUNDREDTHS_PER_CREDIT).padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}

/** "1 credit", "10 credits", "12.50 credits": for sentences people read. */
export function describeCredits(hundredths: number): string {
  if (hundredths === HUNDREDTHS_PER_CREDIT) return '1 credit';
  const text = formatCredits(hundredths);
  return `${text.endsWith('.00') ? text.slice(0, -3) : text} credits`;
}
