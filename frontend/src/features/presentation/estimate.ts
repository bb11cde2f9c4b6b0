import { Messages, type TokenEstimate } from '@deckforge/proto';

/** What the Create button leads to, from the token count and the balance (spec section 4). */
export type EstimateOutcome =
  | { kind: 'overLimit'; message: string }
  | { kind: 'estimate'; cost: number; balance: number }
  | { kind: 'shortage'; cost: number; balance: number; missing: number };

const toHundredths = (credits: number) => Math.round(credits * 100);

/**
 * Required credits = tokens ÷ tokens per credit, rounded up to hundredths (DESIGN section 5),
 * so 201 tokens at 200 per credit cost 1.01 credits, never 1.005.
 */
export const requiredCredits = (tokenCount: number, tokenPerCredit: number): number =>
  Math.ceil((tokenCount * 100) / tokenPerCredit) / 100;

/**
 * Over the server's token limit: the spec's message (with its spelling). Otherwise the Credit
 * Estimate when the balance covers the cost, else the Credit Shortage with missing = cost −
 * balance — computed in hundredths so that 0.3 − 0.1 is 0.2, not 0.19999999999999998.
 */
export function decideEstimate(
  estimate: Pick<TokenEstimate, 'tokenCount' | 'tokenLimit' | 'tokenPerCredit'>,
  balance: number,
): EstimateOutcome {
  if (estimate.tokenCount > estimate.tokenLimit) {
    return { kind: 'overLimit', message: Messages.tokenLimit(estimate.tokenLimit) };
  }
  const cost = requiredCredits(estimate.tokenCount, estimate.tokenPerCredit);
  const missing = toHundredths(cost) - toHundredths(balance);
  return missing <= 0
    ? { kind: 'estimate', cost, balance }
    : { kind: 'shortage', cost, balance, missing: missing / 100 };
}

/** Credits as people read them: always two decimals ("10.00"). */
export const formatCredits = (credits: number) =>
  credits.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
