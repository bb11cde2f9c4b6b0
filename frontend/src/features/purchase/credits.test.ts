import { describe, expect, it } from 'vitest';
import { formatUsd, purchasableCredits, purchaseAmount } from './credits';

describe('credit purchase maths (spec sections 5 and 9)', () => {
  it('raises anything below 10 credits (or not a number) to 10', () => {
    expect(purchasableCredits(3)).toBe(10);
    expect(purchasableCredits('0')).toBe(10);
    expect(purchasableCredits('-5')).toBe(10);
    expect(purchasableCredits('abc')).toBe(10);
    expect(purchasableCredits('')).toBe(10);
    expect(purchasableCredits(10)).toBe(10);
    expect(purchasableCredits('25')).toBe(25);
    expect(purchasableCredits(25.9)).toBe(25);
  });

  it('amount = credits × price, two decimals, without floating-point noise', () => {
    expect(purchaseAmount(10, 0.09)).toBe('0.90');
    expect(purchaseAmount(3, 0.09)).toBe('0.27');
    expect(purchaseAmount(333, 0.09)).toBe('29.97');
    expect(purchaseAmount(100)).toBe('9.00');
    expect(formatUsd('29.97')).toBe('$29.97');
  });
});
