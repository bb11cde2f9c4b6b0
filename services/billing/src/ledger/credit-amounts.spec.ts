import { describeCredits, formatCredits } from './credit-amounts';

describe(formatCredits.name, () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [100, '1.00'],
    [1250, '12.50'],
    [-350, '-3.50'],
    [123_456_789, '1234567.89'],
  ])('writes %d hundredths as %s', (hundredths, text) => {
    expect(formatCredits(hundredths)).toBe(text);
  });
});

describe(describeCredits.name, () => {
  it('uses the singular for exactly one credit and leaves out .00', () => {
    expect(describeCredits(100)).toBe('1 credit');
    expect(describeCredits(101)).toBe('1.01 credits');
    expect(describeCredits(1000)).toBe('10 credits');
    expect(describeCredits(350)).toBe('3.50 credits');
  });
});
