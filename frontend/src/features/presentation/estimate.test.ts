import { describe, expect, it } from 'vitest';
import { decideEstimate } from './estimate';

const estimate = (tokenCount: number, tokenLimit = 20_000) => ({
  tokenCount,
  tokenLimit,
  tokenPerCredit: 200,
});

describe('credit estimate', () => {
  it('shows the estimate when the balance covers the cost (exactly too)', () => {
    expect(decideEstimate(estimate(1500), 10)).toEqual({
      kind: 'estimate',
      cost: 7.5,
      balance: 10,
    });
    expect(decideEstimate(estimate(2000), 10)).toEqual({ kind: 'estimate', cost: 10, balance: 10 });
  });

  it('shows the shortage with missing = cost − balance, two decimals, no float noise', () => {
    expect(decideEstimate(estimate(2001), 10)).toEqual({
      kind: 'shortage',
      cost: 10.01,
      balance: 10,
      missing: 0.01,
    });
    expect(decideEstimate(estimate(60), 0.1)).toEqual({
      kind: 'shortage',
      cost: 0.3,
      balance: 0.1,
      missing: 0.2,
    });
  });

  it('refuses a count over the limit with the spec message (its spelling included)', () => {
    expect(decideEstimate(estimate(20_001), 1000)).toEqual({
      kind: 'overLimit',
      message: 'Your presentation exceedes token limit of 20000.',
    });
    expect(decideEstimate(estimate(20_000), 1000).kind).toBe('estimate');
  });
});
