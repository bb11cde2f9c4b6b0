import { contrast, type Rgb } from '../../src/engine/template';
import { type Pixmap, pixelAt } from './pixmap';

/** What the pixels of one printed word show. */
export interface WordPixels {
  /** The colour the glyphs are drawn in. */
  ink: Rgb;
  /** What the glyphs are read against: one colour, or two where the word crosses an edge. */
  backgrounds: Rgb[];
  /** The worst contrast of the ink against its backgrounds. */
  ratio: number;
  /** No colour holds most of what is behind the glyphs: a picture or pattern. */
  busy: boolean;
  /**
   * The share of what lies around the glyphs (pixels clear of their strokes and anti-aliased
   * edges) drawn with less than 3:1 contrast against the ink: detail the letters get lost in.
   * A dark castle behind white words is busy but clashes little; a silver gauntlet clashes.
   */
  clash: number;
  /** Where the glyphs' pixels are (pixels of the page): the word as drawn, not its font box. */
  glyphs: { x0: number; y0: number; x1: number; y1: number };
}

/** Pixels this close (RGB distance) to a colour are that colour, give or take anti-aliasing. */
const NEAR = 48;
/** Glyph pixels are at least this share of a word's box when its ink colour is known. */
const INK_SHARE = 0.03;
/** A second colour behind the glyphs covers at least this share of what is not glyphs. */
const SECOND_SHARE = 0.2;
/** Behind the glyphs, its colours (give or take) cover less than this share: a picture. */
const BUSY_SHARE = 0.45;

interface Bin {
  count: number;
  colour: Rgb;
}

const distance = (a: Rgb, b: Rgb) => Math.hypot(a.r - b.r, a.g - b.g, a.b - b.b);

/**
 * How far `p` lies from the blend of `a` into `b` (anti-aliased edges of a glyph, the colours
 * between two stops of a gradient).
 */
export function offBlend(p: Rgb, a: Rgb, b: Rgb): number {
  const d = { r: b.r - a.r, g: b.g - a.g, b: b.b - a.b };
  const length = d.r * d.r + d.g * d.g + d.b * d.b;
  const t = length
    ? Math.max(0, Math.min(1, ((p.r - a.r) * d.r + (p.g - a.g) * d.g + (p.b - a.b) * d.b) / length))
    : 0;
  return distance(p, { r: a.r + t * d.r, g: a.g + t * d.g, b: a.b + t * d.b });
}

/** Colours by 16 levels a channel, commonest first, each the mean of its pixels. */
export function colourBins(pixels: Rgb[]): Bin[] {
  const byKey = new Map<number, { count: number; r: number; g: number; b: number }>();
  for (const p of pixels) {
    const key = ((p.r >> 4) << 8) | ((p.g >> 4) << 4) | (p.b >> 4);
    const bin = byKey.get(key) ?? { count: 0, r: 0, g: 0, b: 0 };
    bin.count++;
    bin.r += p.r;
    bin.g += p.g;
    bin.b += p.b;
    byKey.set(key, bin);
  }
  return [...byKey.values()]
    .map(({ count, r, g, b }) => ({ count, colour: { r: r / count, g: g / count, b: b / count } }))
    .sort((a, b) => b.count - a.count);
}

/**
 * Reads the pixels of a word's box (pixels of `page`): the ink is the candidate colour (the
 * colours the deck gives the word) most glyph pixels are near; when none is drawn, the colour
 * farthest from the commonest one (LibreOffice drew another colour, or the word is lost in its
 * background). Undefined for a box with no pixels.
 */
export function wordPixels(
  page: Pixmap,
  box: { x0: number; y0: number; x1: number; y1: number },
  candidates: Rgb[],
): WordPixels | undefined {
  const pixels: Rgb[] = [];
  const x0 = Math.max(0, Math.floor(box.x0));
  const y0 = Math.max(0, Math.floor(box.y0));
  const x1 = Math.min(page.width, Math.ceil(box.x1));
  const y1 = Math.min(page.height, Math.ceil(box.y1));
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) pixels.push(pixelAt(page, x, y));
  if (pixels.length < 4) return undefined;
  const all = colourBins(pixels);
  const common = all[0].colour;
  const near = candidates
    .map((colour) => ({ colour, count: pixels.filter((p) => distance(p, colour) < NEAR).length }))
    .sort((a, b) => b.count - a.count)[0];
  let ink: Rgb;
  if (
    near &&
    near.count >= Math.max(2, INK_SHARE * pixels.length) &&
    !isEdgeBlend(pixels, near, common)
  )
    ink = near.colour;
  else {
    const marked = all.filter((bin) => bin.count >= Math.max(2, 0.02 * pixels.length));
    ink = (marked.length > 1 ? marked : all).reduce((far, bin) =>
      distance(bin.colour, common) > distance(far.colour, common) ? bin : far,
    ).colour;
  }
  const glyphs = glyphBox(pixels, ink, { x0, y0, x1 });
  const rest = pixels.filter((p) => distance(p, ink) >= NEAR);
  if (rest.length === 0)
    return { ink, backgrounds: [ink], ratio: 1, busy: false, clash: 0, glyphs };
  const behind = colourBins(rest);
  const first = behind[0].colour;
  const second = colourBins(
    rest.filter((p) => distance(p, first) >= NEAR && offBlend(p, ink, first) >= NEAR / 2),
  )[0];
  const backgrounds =
    second && second.count >= SECOND_SHARE * rest.length ? [first, second.colour] : [first];
  return {
    ink,
    backgrounds,
    ratio: Math.min(...backgrounds.map((colour) => contrast(ink, colour))),
    // Near one of them, not in its exact shade: gradients and dithering are not pictures.
    busy:
      rest.filter((p) => backgrounds.some((colour) => distance(p, colour) < NEAR / 2)).length <
      BUSY_SHARE * rest.length,
    clash: clashShare(pixels, x1 - x0, ink),
    glyphs,
  };
}

/**
 * Whether the candidate's pixels are only the anti-aliased edges of glyphs drawn in a colour
 * farther from the background: more pixels lie beyond it than near it (a chart legend the deck
 * leaves uncoloured is drawn in the theme's dark text; the grey of the axes matches its edges).
 */
function isEdgeBlend(pixels: Rgb[], near: { colour: Rgb; count: number }, common: Rgb): boolean {
  // Letters bold enough to outnumber their background: the candidate is the commonest colour.
  if (distance(near.colour, common) < NEAR) return false;
  const reach = distance(near.colour, common) + NEAR / 2;
  const beyond = pixels.filter(
    (p) => distance(p, common) > reach && distance(p, near.colour) >= NEAR,
  ).length;
  return beyond > near.count;
}

/** Detail under this contrast against the ink reads as strokes of the letters. */
const CLASH_CONTRAST = 3;

/** See WordPixels.clash: `pixels` are the word box's, `width` a row. */
function clashShare(pixels: Rgb[], width: number, ink: Rgb): number {
  const isInk = pixels.map((p) => distance(p, ink) < NEAR);
  const nearInk = (i: number) => {
    const x = i % width;
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const j = i + dy * width + dx;
        if (x + dx >= 0 && x + dx < width && j >= 0 && j < pixels.length && isInk[j]) return true;
      }
    return false;
  };
  let around = 0;
  let clashing = 0;
  pixels.forEach((p, i) => {
    if (nearInk(i)) return;
    around++;
    if (contrast(p, ink) < CLASH_CONTRAST) clashing++;
  });
  return around ? clashing / around : 0;
}

/** A row of the word box this much in the ink's colour is ground of that colour, not letters. */
const INK_ROW = 0.9;

/**
 * The box of the pixels near `ink` among `pixels` (row by row from the box's corner). Rows all
 * but filled with the ink's colour are left out when a row clear of ink parts them from the
 * letters: where the font box of white words on a black band reaches onto the white slide below
 * it, that slide is no part of the letters; letters that run on into it are.
 */
function glyphBox(pixels: Rgb[], ink: Rgb, at: { x0: number; y0: number; x1: number }) {
  const width = at.x1 - at.x0;
  const rows = Array.from({ length: Math.ceil(pixels.length / width) }, (_, row) =>
    pixels
      .slice(row * width, (row + 1) * width)
      .flatMap((p, x) => (distance(p, ink) < NEAR ? [x] : [])),
  );
  const ground = (row: number) => rows[row]?.length >= INK_ROW * width;
  const letters = (row: number) => rows[row]?.length > 0 && !ground(row);
  /** Whether the run of ground rows holding `row` touches letters, above or below. */
  const runsOn = (row: number) => {
    let [up, down] = [row, row];
    while (ground(up - 1)) up--;
    while (ground(down + 1)) down++;
    return letters(up - 1) || letters(down + 1);
  };
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  rows.forEach((inked, row) => {
    if (inked.length === 0 || (ground(row) && !runsOn(row))) return;
    box.x0 = Math.min(box.x0, at.x0 + inked[0]);
    box.x1 = Math.max(box.x1, at.x0 + inked[inked.length - 1] + 1);
    box.y0 = Math.min(box.y0, at.y0 + row);
    box.y1 = Math.max(box.y1, at.y0 + row + 1);
  });
  return box.x1 > box.x0
    ? box
    : { x0: at.x0, y0: at.y0, x1: at.x1, y1: at.y0 + pixels.length / width };
}
