import { isCutTitle } from './cut-title';

describe('a cut title', () => {
  it('ends on an ellipsis, an open bracket or a word that wants one after it', () => {
    expect(isCutTitle('Costs of the business unit and')).toBe(true);
    expect(isCutTitle('A scatter plot of')).toBe(true);
    expect(isCutTitle('Results (2026')).toBe(true);
    expect(isCutTitle('Results…')).toBe(true);
  });

  it('reads whole when it ends on a name', () => {
    expect(isCutTitle('Costs of the business unit')).toBe(false);
    expect(isCutTitle('Log replication (2/3)')).toBe(false);
  });
});
