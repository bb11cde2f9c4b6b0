import { printedLarge } from './deck-words';
import { isPanel } from './printed-words';

const orange = { r: 237, g: 125, b: 49 };
// A wedge (its right angle at the top right) in strips, as slide-look follows its outline.
const wedgeBox = { x: 300, y: 0, w: 700, h: 700 };
const outline = Array.from({ length: 70 }, (_, i) => ({
  x: 300 + i * 10,
  y: i * 10,
  w: 700 - i * 10,
  h: 10,
}));
const wedge = { box: wedgeBox, colours: [orange], outline };

describe(isPanel.name, () => {
  it('does not take a triangle as the panel of a word whose frame crosses its edge', () => {
    // Focus's cover: the title's frame starts on white and runs onto the triangle; the last
    // words' letters lie wholly on orange.
    const frame = { x: 250, y: 20, w: 700, h: 100 };
    const glyphs = { x: 700, y: 40, w: 200, h: 40 };
    expect(isPanel(wedge, glyphs, [frame])).toBe(false);
  });

  it('takes a slanted band as the panel of a title whose whole frame lies on it', () => {
    const frame = { x: 500, y: 20, w: 450, h: 100 };
    expect(isPanel(wedge, { x: 550, y: 40, w: 200, h: 40 }, [frame])).toBe(true);
  });

  it('takes a rectangle holding the letters as their panel (a title band)', () => {
    const band = { box: { x: 0, y: 0, w: 1000, h: 120 }, colours: [orange] };
    expect(isPanel(band, { x: 100, y: 40, w: 300, h: 40 }, [{ x: 0, y: 10, w: 900, h: 150 }])).toBe(
      true,
    );
    // Letters across the band's lower edge are not on it.
    expect(isPanel(band, { x: 100, y: 100, w: 300, h: 40 }, [])).toBe(false);
  });
});

describe(printedLarge.name, () => {
  const word = (sizes: Array<[number, boolean]>) => ({
    colours: [],
    large: sizes.every(([, large]) => large),
    listed: true,
    title: false,
    frames: [],
    sizes: sizes.map(([sizePt, large]) => ({ sizePt, large })),
  });

  it('judges a word a shape draws large and small by the size it is printed at', () => {
    // "of" in a 19 pt point and in its 16.5 pt sub-point (Blue Curve's blue at 3.1:1).
    const of = word([
      [19, true],
      [16.5, false],
    ]);
    expect(printedLarge(of, 19 * 1.15)).toBe(true);
    expect(printedLarge(of, 16.5 * 1.15)).toBe(false);
  });

  it('takes a word of large runs only as large, and one of small runs only as small', () => {
    expect(printedLarge(word([[28, true]]), 10)).toBe(true);
    expect(printedLarge(word([[14, false]]), 40)).toBe(false);
  });
});
