import { AverageGlyphMeasurer, paginate } from './text-fit';
import type { PlaceholderInfo } from './template-analysis';

describe(AverageGlyphMeasurer.name, () => {
  const sut = new AverageGlyphMeasurer(0.5);

  it('wraps at word boundaries for the width and size', () => {
    // 10 characters per line at 20 pt in 100 pt.
    expect(sut.lineCount('short', 20, 100)).toBe(1);
    expect(sut.lineCount('aaaa bbbb cccc', 20, 100)).toBe(2);
    expect(sut.lineCount('aaaa bbbb cccc dddd eeee', 20, 100)).toBe(3);
  });

  it('breaks words longer than a line', () => {
    expect(sut.lineCount('x'.repeat(25), 20, 100)).toBe(3);
  });
});

describe(paginate.name, () => {
  const measurer = new AverageGlyphMeasurer(0.5);
  // 8" × 2" body at 20 pt: about 6 short lines fit.
  const body: PlaceholderInfo = {
    type: 'body',
    name: 'Body',
    box: { x: 0, y: 0, w: 8 * 914_400, h: 2 * 914_400 },
    fontSizePt: 20,
  };
  const bullets = (count: number, words = 3) =>
    Array.from({ length: count }, (_, index) => ({
      text: Array.from({ length: words }, () => `point${index}`).join(' '),
      level: 0,
    }));

  it('keeps what fits on one slide', () => {
    expect(paginate(bullets(4), body, measurer)).toHaveLength(1);
  });

  it('splits what does not fit, keeping every bullet in order', () => {
    const input = bullets(12);
    const pages = paginate(input, body, measurer);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.flat()).toEqual(input);
  });

  it('gives long bullets more room than short ones', () => {
    expect(paginate(bullets(4, 40), body, measurer).length).toBeGreaterThan(
      paginate(bullets(4, 3), body, measurer).length,
    );
  });

  it('leaves the list alone when the layout has no body box to measure', () => {
    expect(paginate(bullets(30), undefined, measurer)).toHaveLength(1);
  });
});
