import { cleanHeading, isDate, isFormula, readsAsHeading } from './headings';

describe('headings', () => {
  it('puts a trailing section number in front', () => {
    expect(cleanHeading('Introduction 1')).toBe('1 Introduction');
  });

  it.each(['∂x, ∂ξ, ∂x', '∂Ξ', 'x(t) = a t + b', 'E = mc^2', 'ξ', 'α + β ≤ γ'])(
    'takes %s for mathematics',
    (line) => {
      expect(isFormula(line)).toBe(true);
      expect(readsAsHeading(line)).toBe(false);
    },
  );

  it.each([
    'Electrodynamics of moving bodies',
    'Εισαγωγή',
    '3 Results',
    'Cost < 5 % of budget',
    'Kinematical Part',
  ])('takes %s for words', (line) => {
    expect(isFormula(line)).toBe(false);
    expect(readsAsHeading(line)).toBe(true);
  });

  it.each(['June 30, 1905', '30 juin 1905', '1. Juni 1905', '2021-03-04', '30th of June 1905'])(
    'takes %s for a dateline, not a heading',
    (line) => {
      expect(isDate(line)).toBe(true);
      expect(readsAsHeading(line)).toBe(false);
    },
  );

  it('takes a year alone for no date (nor words)', () => {
    expect(isDate('2020')).toBe(false);
    expect(readsAsHeading('2020')).toBe(false);
  });

  it.each(['Results 2020', 'May we begin', 'Chapter 12', '1 Introduction'])(
    'keeps %s as a possible heading',
    (line) => {
      expect(isDate(line)).toBe(false);
      expect(readsAsHeading(line)).toBe(true);
    },
  );

  // An architect's drawing set (pdf.js's Brotli test) set its logo as two large letters.
  it.each(['Cc', 'cc'])('takes the monogram %s for no heading', (line) => {
    expect(readsAsHeading(line)).toBe(false);
  });

  it.each(['AI', 'HR', '概要'])('takes the short word %s for a heading', (line) => {
    expect(readsAsHeading(line)).toBe(true);
  });

  // A French form (pdf.js's issue6127) sets a list item as large as its headings.
  it.each(["•{ compte de l'assuré(e) ou d'un tiers", '• Mentions obligatoires'])(
    'takes the list item %s for no heading',
    (line) => {
      expect(readsAsHeading(line)).toBe(false);
    },
  );

  it('refuses stray symbols and lone letters', () => {
    expect(readsAsHeading('"!# $\'&)(+*-,/.102.43652&')).toBe(false);
    expect(readsAsHeading('A')).toBe(false);
  });
});
