import { describe, expect, it } from 'vitest';
import { formatMoney, purchasableCredits, purchaseAmount } from './prices';

describe('credit purchase maths', () => {
  it('raises anything below 10 credits (or not a number) to 10', () => {
    expect(purchasableCredits(3)).toBe(10);
    expect(purchasableCredits('0')).toBe(10);
    expect(purchasableCredits('-5')).toBe(10);
    expect(purchasableCredits('abc')).toBe(10);
    expect(purchasableCredits('')).toBe(10);
    expect(purchasableCredits(10)).toBe(10);
    expect(purchasableCredits('25')).toBe(25);
    // Whole credits, rounded up, as billing sells them.
    expect(purchasableCredits(12.3)).toBe(13);
  });

  it('amount = credits × price, two decimals, without floating-point noise', () => {
    expect(purchaseAmount(10, 0.09)).toBe('0.90');
    expect(purchaseAmount(3, 0.09)).toBe('0.27');
    expect(purchaseAmount(333, 0.09)).toBe('29.97');
    expect(purchaseAmount(25, 0.0925)).toBe('2.31');
    expect(formatMoney('29.97')).toBe('$29.97');
    expect(formatMoney(5, 'eur')).toBe('€5.00');
  });
});
