import {
  creditsToHundredths,
  hundredthsToCredits,
  Messages,
  requiredCredits,
  type TokenEstimate,
} from '@deckforge/proto';

/** What the Create button leads to, from the token count and the balance. */
export type EstimateOutcome =
  | { kind: 'overLimit'; message: string }
  | { kind: 'estimate'; cost: number; balance: number }
  | { kind: 'shortage'; cost: number; balance: number; missing: number };

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
  const missing = creditsToHundredths(cost) - creditsToHundredths(balance);
  return missing <= 0
    ? { kind: 'estimate', cost, balance }
    : { kind: 'shortage', cost, balance, missing: hundredthsToCredits(missing) };
}
