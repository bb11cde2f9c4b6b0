import { sourceText } from './source-text';

describe(sourceText.name, () => {
  it("counts a workbook's chart once: its numbers are the sheet's, already counted", () => {
    const sheet = { header: ['Month', 'Sales'], rows: [['January', '5']], sheet: 'Data' };
    const chart = { ...sheet, header: ['', 'Sales'], chartType: 'line' as const, repeats: true };
    const text = sourceText({ kind: 'text', sections: [], pictures: [], tables: [sheet, chart] });
    expect(text).toBe('Month\tSales\nJanuary\t5');
  });
});
