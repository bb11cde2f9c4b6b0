import { AverageGlyphMeasurer, type TextFrame } from '../../src/engine/fit';
import { partsThatFit, repeatedPoints, type SlideList, typeScale } from './type-scale';

const INCH = 914_400;
const measurer = new AverageGlyphMeasurer(0.5);
const frame: TextFrame = {
  box: { x: 0, y: 0, w: 8 * INCH, h: 4 * INCH },
  levels: [{ sizePt: 20, spaceBeforePt: 6 }],
  font: {},
  defaultSizePt: 18,
};
const list = (slide: number, title: string, count: number, sizePt = 20): SlideList => ({
  slide,
  title,
  sizePt,
  frame,
  paragraphs: Array.from({ length: count }, (_, index) => ({
    text: `Point ${slide}.${index} in a few words`,
    level: 0,
  })),
});

describe(typeScale.name, () => {
  it('reports the slides whose lists jump off the deck’s usual size, not a step less', () => {
    const report = typeScale([
      list(2, 'A', 3),
      list(3, 'B', 3),
      list(4, 'C', 3, 19),
      list(5, 'D', 3, 11),
      list(6, 'E', 3, 28),
    ]);
    expect(report.jumps).toEqual([5, 6]);
    expect(report.listSizes).toEqual({ '11': 1, '19': 1, '20': 2, '28': 1 });
    expect(report.spread).toBeCloseTo(28 / 11, 2);
  });
});

describe(partsThatFit.name, () => {
  it('finds a list split into parts of three that one slide a step smaller holds', () => {
    const slides = [list(3, 'Plan (1/2)', 3), list(4, 'Plan (2/2)', 3)];
    expect(partsThatFit(slides, measurer)).toEqual([3, 4]);
  });

  it('leaves parts alone when together they are too long or too many', () => {
    const tall = { ...frame, box: { ...frame.box, h: 2 * INCH } };
    const cramped = [list(3, 'Plan (1/2)', 3), list(4, 'Plan (2/2)', 3)].map((part) => ({
      ...part,
      frame: tall,
    }));
    expect(partsThatFit(cramped, measurer)).toEqual([]);
    expect(partsThatFit([list(3, 'Plan (1/2)', 4), list(4, 'Plan (2/2)', 4)], measurer)).toEqual(
      [],
    );
  });
});

describe(repeatedPoints.name, () => {
  it('finds the same point on a later slide, case and punctuation aside, but not short labels', () => {
    expect(
      repeatedPoints([
        { slide: 3, points: ['Replicated state machines use a log', 'Results'] },
        { slide: 4, points: ['Results'] },
        { slide: 7, points: ['replicated state machines use a log.'] },
      ]),
    ).toEqual([7]);
  });
});
