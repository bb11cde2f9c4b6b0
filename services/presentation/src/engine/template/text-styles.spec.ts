import { mergeLevels } from './text-styles';

describe(mergeLevels.name, () => {
  const master = [{ sizePt: 32 }, { sizePt: 28, marginLeftPt: 58.5 }, { sizePt: 24 }];

  it('sizes the deeper levels in proportion to a first level set nearer (a layout over a master)', () => {
    // corp-template and pptxgenjs' masters: a 20 pt list on the layout, 32/28/24 pt on the master;
    // the sub-points were drawn at 28 pt under 20 pt points.
    const levels = mergeLevels([{ sizePt: 20 }], master);
    expect(levels.map((level) => level.sizePt)).toEqual([20, 17.5, 15]);
    expect(levels[1].marginLeftPt).toBe(58.5);
  });

  it('keeps sizes that one source gives for every level, and never sets a level above the one before', () => {
    expect(mergeLevels([{ sizePt: 24 }, { sizePt: 20 }, { sizePt: 18 }], master)).toEqual([
      { sizePt: 24 },
      { sizePt: 20, marginLeftPt: 58.5 },
      { sizePt: 18 },
    ]);
    expect(mergeLevels([{ sizePt: 18 }, { sizePt: 24 }]).map((level) => level.sizePt)).toEqual([
      18,
      18,
      undefined,
    ]);
  });
});
