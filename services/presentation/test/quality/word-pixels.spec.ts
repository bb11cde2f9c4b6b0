import type { Rgb } from '../../src/engine/template';
import type { Pixmap } from './pixmap';
import { wordPixels } from './word-pixels';

const WHITE = { r: 255, g: 255, b: 255 };
const NAVY = { r: 20, g: 30, b: 90 };
const BLUE = { r: 40, g: 70, b: 160 };
const SILVER = { r: 200, g: 200, b: 200 };

/**
 * A 40 × 10 word box: `back(x)` behind it, and glyphs (every third column's middle rows) in
 * `ink` — about a fifth of the box, as printed words are.
 */
function word(ink: Rgb, back: (x: number) => Rgb): Pixmap {
  const width = 40;
  const height = 10;
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const glyph = x % 3 === 0 && y >= 2 && y <= 8;
      const { r, g, b } = glyph ? ink : back(x);
      data.set([r, g, b], (y * width + x) * 3);
    }
  return { width, height, data };
}
const box = { x0: 0, y0: 0, x1: 40, y1: 10 };

describe(wordPixels.name, () => {
  it('reads dark glyphs on white as readable', () => {
    const sut = wordPixels(
      word(NAVY, () => WHITE),
      box,
      [NAVY],
    );
    expect(sut!.backgrounds).toHaveLength(1);
    expect(sut!.ratio).toBeGreaterThan(10);
    expect(sut!.busy).toBe(false);
  });

  it('finds light glyphs on white unreadable', () => {
    expect(
      wordPixels(
        word(SILVER, () => WHITE),
        box,
        [SILVER],
      )!.ratio,
    ).toBeLessThan(2);
  });

  it('judges a word running into a band by the band: navy on blue', () => {
    const sut = wordPixels(
      word(NAVY, (x) => (x < 20 ? WHITE : BLUE)),
      box,
      [NAVY],
    );
    expect(sut!.backgrounds).toHaveLength(2);
    expect(sut!.ratio).toBeLessThan(2.5);
  });

  it('takes the dark glyphs, not a grey the deck names that only their edges match', () => {
    const GREY = { r: 136, g: 136, b: 136 };
    const page = word(NAVY, () => WHITE);
    // Anti-aliased edges beside every glyph column, on half its rows.
    for (let y = 2; y <= 8; y += 2)
      for (let x = 1; x < 40; x += 3) page.data.set([GREY.r, GREY.g, GREY.b], (y * 40 + x) * 3);
    const sut = wordPixels(page, box, [GREY]);
    expect(sut!.ink).toMatchObject(NAVY);
    expect(sut!.ratio).toBeGreaterThan(10);
  });

  it('takes the colour really drawn when it is not the one the deck names', () => {
    const sut = wordPixels(
      word(SILVER, () => WHITE),
      box,
      [NAVY],
    );
    expect(sut!.ink).toEqual(SILVER);
    expect(sut!.ratio).toBeLessThan(2);
  });

  it('sees a picture behind a word as busy', () => {
    const noisy = (x: number) => ({ r: (x * 53) % 256, g: (x * 97) % 256, b: (x * 31) % 256 });
    expect(wordPixels(word(NAVY, noisy), box, [NAVY])!.busy).toBe(true);
  });

  it('finds busy detail that clashes with the letters, not busy detail that does not', () => {
    // A photo behind white words: grey noise, dark (a castle at dusk) or light (a gauntlet).
    const noise = (low: number) => (x: number) => {
      const level = low + ((x * 7919) % 97);
      return { r: level, g: level + ((x * 31) % 40), b: level };
    };
    const castle = wordPixels(word(WHITE, noise(10)), box, [WHITE])!;
    const gauntlet = wordPixels(word(WHITE, noise(150)), box, [WHITE])!;
    expect([castle.busy, gauntlet.busy]).toEqual([true, true]);
    expect(castle.clash).toBe(0);
    expect(gauntlet.clash).toBeGreaterThan(0.5);
  });

  it('leaves the slide below a band out of the letters of a word on the band', () => {
    // White letters (rows 2–8) on a black band; the white slide shows from row 10 on.
    const tall = { ...box, y1: 14 };
    expect(wordPixels(bandWord(10), tall, [WHITE])!.glyphs.y1).toBe(9);
    // Letters that run on into the white (no black row between) are drawn there too.
    expect(wordPixels(bandWord(9), tall, [WHITE])!.glyphs.y1).toBe(14);
  });
});

/** White glyphs (as in `word`) on a black band, 14 rows high, the slide white from `edge` on. */
function bandWord(edge: number): Pixmap {
  const image = word(WHITE, () => ({ r: 0, g: 0, b: 0 }));
  const data = new Uint8Array(image.width * 14 * 3).fill(255);
  data.set(image.data.subarray(0, image.width * edge * 3));
  return { width: image.width, height: 14, data };
}
