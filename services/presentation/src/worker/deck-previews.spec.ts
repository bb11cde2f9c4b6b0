import { inRuns, shareOut } from './deck-previews.renderer';

describe(shareOut.name, () => {
  it('deals pages to the offices in turn, so that each starts with the earliest ones', () => {
    expect(shareOut(5, 2)).toEqual([
      [1, 3, 5],
      [2, 4],
    ]);
  });

  it('gives one office, or a deck of unknown length, every page', () => {
    expect(shareOut(5, 1)).toEqual([undefined]);
    expect(shareOut(undefined, 3)).toEqual([undefined]);
  });

  it('uses no more offices than there are pages', () => {
    expect(shareOut(1, 3)).toEqual([[1]]);
  });
});

describe(inRuns.name, () => {
  it('cuts a share into consecutive runs, the last one shorter', () => {
    expect(inRuns([2, 4, 6, 8, 10], 2)).toEqual([[2, 4], [6, 8], [10]]);
    expect(inRuns([], 6)).toEqual([]);
  });
});
