import { AverageGlyphMeasurer, textHeight } from '../fit';
import { EMU_PER_POINT } from '../template';
import { fittingPoints, pictureAndText, textUnderFigure } from './picture-text';
import { contain } from './picture-grid';

// A content area of 9 by 5 inches.
const area = { x: 0, y: 0, w: 8_229_600, h: 4_572_000 };
const drawn = (box: { w: number; h: number }, picture: { width: number; height: number }) => {
  const { w, h } = contain({ x: 0, y: 0, ...box }, picture.width, picture.height);
  return w * h;
};

describe(pictureAndText.name, () => {
  it.each([
    ['a wide chart takes the width, its points under it', { width: 1600, height: 500 }, 'under'],
    ['a tall photo takes the height, its points beside it', { width: 600, height: 900 }, 'beside'],
  ])('%s', (_, picture, where) => {
    const { picture: box, text } = pictureAndText(area, picture);
    expect(where === 'under' ? text.y >= box.y + box.h : text.x >= box.x + box.w).toBe(true);
    // The figure gets the space: more than half of what a figure of its shape could fill.
    expect(drawn(box, picture)).toBeGreaterThan(0.5 * drawn(area, picture));
  });
});

describe('pictureAndText beside a tall figure', () => {
  it('gives the points the width a tall figure at the full height leaves', () => {
    // A page of a paper (2:3) at 5 inches high is 3.3 inches wide: the points get the rest.
    const { picture: box, text } = pictureAndText(area, { width: 600, height: 900 });
    expect(box.w).toBeCloseTo((area.h * 600) / 900, -3);
    expect(text.x + text.w).toBeCloseTo(area.x + area.w, -3);
    expect(text.w).toBeGreaterThan(area.w * 0.5);
  });

  it('turns a column too narrow beside the share into a readable one beside the figure', () => {
    // 6 by 4 inches: beside a 58 % share the column is 2.3 inches; beside the page, 3.1.
    const mid = { x: 0, y: 0, w: 5_486_400, h: 3_657_600 };
    const { picture: box, text } = pictureAndText(mid, { width: 600, height: 900 });
    expect(text.x).toBeGreaterThanOrEqual(box.x + box.w);
  });
});

describe(textUnderFigure.name, () => {
  it('keeps for one short point under a 2:1 figure only the height it takes; the figure gets the rest', () => {
    const wide = { width: 1000, height: 500 };
    const split = pictureAndText(area, wide);
    const point = [{ text: 'Raft divides time into terms of arbitrary length', level: 0 }];
    const { picture, text } = textUnderFigure(
      split.picture,
      split.text,
      point,
      new AverageGlyphMeasurer(),
    );
    expect(text.h).toBeLessThan(split.text.h / 2);
    expect(text.y + text.h).toBeCloseTo(split.text.y + split.text.h, -1);
    expect(picture.h).toBeGreaterThan(split.picture.h);
    expect(drawn(picture, wide)).toBeGreaterThan(drawn(split.picture, wide));
  });
});

describe('pictureAndText in a narrow area', () => {
  it('puts the points under a tall figure when a column beside it would be too narrow to read', () => {
    // The ONLYOFFICE sample's free side: 4.7 by 3.9 inches; a page of a paper as the figure.
    const narrow = { x: 4_572_000, y: 3_053_160, w: 4_297_680, h: 3_530_520 };
    const { picture: box, text } = pictureAndText(narrow, { width: 600, height: 900 });
    expect(text.y).toBeGreaterThanOrEqual(box.y + box.h);
    expect(text.w).toBe(narrow.w);
  });
});

describe(fittingPoints.name, () => {
  /** Georgia's lines are 1.36 ems high. */
  class TallLines extends AverageGlyphMeasurer {
    override lineHeight(): number {
      return 1.36;
    }
  }

  it('sizes the points as their text box is measured: insets, bullet indents, line height', () => {
    const measurer = new TallLines(0.5);
    // The points under a figure in the ONLYOFFICE sample's free side: 4.7 by 1.08 inches.
    const box = { x: 0, y: 0, w: 4_297_680, h: 988_546 };
    const bullets = [
      {
        text: 'Figure 2 summarizes the algorithm in condensed form for reference, and Figure 3 lists key properties of the algorithm',
        level: 0,
      },
    ];
    const { bullets: kept, sizePt } = fittingPoints(bullets, box, measurer, 'Georgia');
    // As the quality checker reads the drawn box back: the bullets' 27 pt indent, no levels.
    const drawn = kept.map((bullet) => ({ ...bullet, sizePt, marginLeftPt: 27 }));
    const frame = { box, levels: [], font: { family: 'Georgia' }, defaultSizePt: 18 };
    expect(textHeight(drawn, frame, 1, measurer)).toBeLessThanOrEqual(box.h / EMU_PER_POINT);
  });
});
