import {
  costInHundredths,
  creditsToHundredths,
  describeCredits,
  formatCredits,
  requiredCredits,
} from './credits';

describe('credits', () => {
  it('costs tokens ÷ 200 rounded up to the hundredth', () => {
    expect(costInHundredths(0)).toBe(0);
    expect(costInHundredths(1)).toBe(1);
    expect(costInHundredths(200)).toBe(100);
    expect(costInHundredths(201)).toBe(101);
    expect(requiredCredits(201)).toBe(1.01);
    expect(requiredCredits(20_000, 100)).toBe(200);
  });

  it('converts credits to hundredths without float noise', () => {
    expect(creditsToHundredths(0.3) - creditsToHundredths(0.1)).toBe(20);
    expect(creditsToHundredths(10.01)).toBe(1001);
    expect(creditsToHundredths(0.29)).toBe(29);
  });

  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1250, '12.50'],
    [-350, '-3.50'],
    [123_456_789, '1,234,567.89'],
  ])('writes %d hundredths as %s', (hundredths, text) => {
    expect(formatCredits(hundredths)).toBe(text);
  });

  it('uses the singular for exactly one credit and leaves out .00 in sentences', () => {
    expect(describeCredits(100)).toBe('1 credit');
    expect(describeCredits(101)).toBe('1.01 credits');
    expect(describeCredits(1000)).toBe('10 credits');
  });
});
