import { isCutTitle } from './cut-title';

describe('a cut title', () => {
  it('ends on an ellipsis, an open bracket or a word that wants one after it', () => {
    expect(isCutTitle('Costs of the business unit and')).toBe(true);
    expect(isCutTitle('A scatter plot of')).toBe(true);
    expect(isCutTitle('Results (2026')).toBe(true);
    expect(isCutTitle('Results…')).toBe(true);
  });

  it('ends on an ellipsis inside a bracket, or on any function word', () => {
    expect(isCutTitle('Results (costs of the…)')).toBe(true);
    expect(isCutTitle('Revenue in region 2 grew faster than')).toBe(true);
    expect(isCutTitle('Suppliers moved into')).toBe(true);
    expect(isCutTitle('Die Kosten der')).toBe(true);
  });

  it('reads whole when it ends on a name, or on a word a heading may end on', () => {
    expect(isCutTitle('Costs of the business unit')).toBe(false);
    expect(isCutTitle('Log replication (2/3)')).toBe(false);
    expect(isCutTitle('Sign in')).toBe(false);
    expect(isCutTitle('What the programme is about')).toBe(false);
  });
});
