import { numberParts } from './deck-parts';
import type { PlannedSlide } from './deck-plan';

const part = (title: string): PlannedSlide => ({
  kind: 'bullets',
  title: `${title} (9/9)`,
  partOf: title,
  bullets: [{ text: 'x', level: 0 }],
});
const titles = (slides: PlannedSlide[]) => numberParts(slides).map((slide) => slide.title);

describe(numberParts.name, () => {
  it('numbers consecutive parts of one list once, and leaves a single slide alone', () => {
    expect(titles([part('A'), part('A'), part('B')])).toEqual(['A (1/2)', 'A (2/2)', 'B']);
  });

  it('numbers the parts a move separated as lists of their own', () => {
    const other: PlannedSlide = { kind: 'bullets', title: 'Other', bullets: [] };
    expect(titles([part('A'), other, part('A')])).toEqual(['A', 'Other', 'A']);
  });

  it('keeps the very slides whose title is already right', () => {
    const slides = numberParts([part('A'), part('A')]);
    expect(numberParts(slides)[1]).toBe(slides[1]);
  });
});
