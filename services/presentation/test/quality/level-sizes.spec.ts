import type { TextFrame } from '../../src/engine/fit';
import { subPointsLarger } from './level-sizes';
import type { TextShape } from './text-shapes';

const frame: TextFrame = {
  box: { x: 0, y: 0, w: 8_000_000, h: 4_000_000 },
  levels: [{ sizePt: 20 }, { sizePt: 28 }],
  font: {},
  defaultSizePt: 18,
};
const list = (...paragraphs: TextShape['paragraphs']): TextShape => ({
  frame,
  paragraphs,
  isTitle: false,
  isList: true,
  makesPoints: true,
});

describe(subPointsLarger.name, () => {
  it('finds a sub-point drawn larger than its point, by its own size or its level’s', () => {
    expect(
      subPointsLarger([
        list({ text: 'Customers doubled', level: 0 }, { text: 'In Europe', level: 1 }),
      ]),
    ).toBe(true);
    expect(
      subPointsLarger([
        list(
          { text: 'Customers doubled', level: 0, sizePt: 18 },
          { text: 'In Europe', level: 1, sizePt: 16 },
          { text: 'Suppliers halved', level: 0, sizePt: 18 },
        ),
      ]),
    ).toBe(false);
  });

  it('compares a point with its own sub-points only, not with a larger point before it', () => {
    expect(
      subPointsLarger([
        list(
          { text: 'Customers doubled', level: 0, sizePt: 24 },
          { text: 'Suppliers halved', level: 0, sizePt: 14 },
          { text: 'In Europe', level: 1, sizePt: 14 },
        ),
      ]),
    ).toBe(false);
  });
});

describe('sub-points not indented', () => {
  const flat = (margins: Array<number | undefined>, ...paragraphs: TextShape['paragraphs']) => ({
    ...list(...paragraphs),
    frame: { ...frame, levels: [{ sizePt: 24 }, { sizePt: 20 }] },
    margins,
  });

  it('finds a sub-point drawn at its point’s margin (no margin it inherits or has)', () => {
    const points = [
      { text: 'Customers doubled', level: 0 },
      { text: 'In Europe', level: 1 },
    ];
    expect(subPointsLarger([flat([undefined, undefined, undefined], ...points)])).toBe(true);
    expect(subPointsLarger([flat([34, 34, 34], ...points)])).toBe(true);
    expect(subPointsLarger([flat([34, 68, 102], ...points)])).toBe(false);
  });

  it('takes a paragraph’s own margin over its level’s', () => {
    expect(
      subPointsLarger([
        flat(
          [undefined, undefined, undefined],
          { text: 'Customers doubled', level: 0, marginLeftPt: 34 },
          { text: 'In Europe', level: 1, marginLeftPt: 68 },
        ),
      ]),
    ).toBe(false);
  });
});
