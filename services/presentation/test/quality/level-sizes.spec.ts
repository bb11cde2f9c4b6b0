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
