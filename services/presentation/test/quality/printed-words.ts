import type { Element } from '@xmldom/xmldom';
import JSZip from 'jszip';
import { readRelationships, readXmlPart, slidePartsInOrder } from '../../src/ooxml/opc-package';
import { descendants, path } from '../../src/ooxml/xml';
import {
  area,
  intersection,
  boxOf,
  type Fill,
  fillColoursUnder,
  type PartCache,
  slideLook,
  type Box,
  EMU_PER_POINT,
  BODY_CONTRAST,
  LARGE_CONTRAST,
  type Rgb,
  toHex,
  texturePieces,
} from '../../src/engine/template';
import {
  addChartWords,
  type DeckWord,
  deckWordAt,
  deckWords,
  norm,
  printedLarge,
} from './deck-words';
import type { PrintedPage, PrintedWord } from './pdf-words';
import type { Pixmap } from './pixmap';
import { offBlend, wordPixels } from './word-pixels';

/** What the printed words of a deck show that its XML does not. */
export interface PrintedFinding {
  /** 1-based. */
  slide: number;
  kind: 'contrast' | 'off-slide' | 'lost' | 'over-artwork';
  /** The first words concerned. */
  text: string;
  /** For contrast: the ink (hex), the worst ratio seen and the ratio needed. */
  colour?: string;
  ratio?: number;
  needed?: number;
}

/** A word printed past an edge of the page by more than this (points) leaves the slide. */
const EDGE_PT = 1;
/** Colours this close (RGB distance) to what the background shows there are the background. */
const BACKGROUND_DISTANCE = 40;
/** Glyphs this close (points) to a panel's edge are on it (anti-aliasing, a pixel's size). */
const SLACK_PT = 1.5;
/**
 * Busy detail around a word's letters with less contrast than 3:1 on more than this share:
 * the word is lost in it (a silver gauntlet behind white words: 10–55 %; the tip of a pencil
 * drawn in a blueprint photo under the end of a black word: 3–4 %; a dark castle or a stained
 * paper behind words that read well: under 2 %).
 */
const CLASH_SHARE = 0.025;
/** A fill covering this share of the slide is a background, not artwork. */
const COVERING = 0.9;

/** What a deck's printed words show: the findings, and how large its body text is printed. */
export interface PrintedWords {
  findings: PrintedFinding[];
  /**
   * The height (points) of the list words printed on each slide with a list and no figure, by
   * 1-based slide number (the median word box: the font's ascent to descent), and the largest
   * over the smallest: the deck's type scale as LibreOffice draws it, its shrinking included.
   */
  bodyHeights: Record<number, number>;
  bodySpread: number;
}

/**
 * Judges each slide by the words LibreOffice printed (`pages`, one a slide, and `pixmapOf`,
 * their pixels): a word whose glyphs have less contrast than WCAG's 4.5:1 (3:1 for titles and
 * large text) against the pixels behind them; a word past the slide's edges, or not printed at
 * all (run off the page); a word over the template's artwork (a picture or a shape of the
 * layout or master, not one of the slide's own) rather than over the slide's background, or
 * lost in the detail of a picture (a busy backdrop, the background picture's own included,
 * whose detail clashes with the letters). `ownerTitles`: the layouts (parts) whose titles the
 * template's own slides use where they lie (see owner-titles.ts).
 */
export async function printedWordFindings(
  deck: Buffer,
  pages: PrintedPage[],
  pixmapOf: (index: number) => Promise<Pixmap | undefined>,
  ownerTitles: ReadonlySet<string> = new Set(),
): Promise<PrintedWords> {
  const zip = await JSZip.loadAsync(deck);
  const cache: PartCache = new Map();
  const findings: PrintedFinding[] = [];
  const bodyHeights: Record<number, number> = {};
  for (const [index, part] of (await slidePartsInOrder(zip)).entries()) {
    const page = pages[index];
    const slide = await readXmlPart(zip, part);
    const tree = slide && path(slide, 'p:sld', 'p:cSld', 'p:spTree');
    const look = await slideLook(zip, part, cache);
    if (!page || !tree || !look) continue;
    const words = deckWords(tree, look);
    const layout = (await readRelationships(zip, part)).find((r) => r.type === 'slideLayout');
    const titleAsDesigned = !!layout && ownerTitles.has(layout.target);
    await addChartWords(zip, part, tree, words);
    const add = (kind: PrintedFinding['kind'], found: string[], extra = {}) => {
      if (found.length)
        findings.push({ slide: index + 1, kind, text: found.slice(0, 8).join(' '), ...extra });
    };
    add('lost', lostWords(words.all, page));
    // Lists beside a picture, table or chart are sized by the figure's layout (see typeScale).
    const figures = descendants(tree, 'p:pic').length + descendants(tree, 'p:graphicFrame').length;
    const body = page.words
      .filter((word) => !figures && deckWordAt(words, norm(word.text), emuBox(word)).word?.listed)
      .map((word) => word.y1 - word.y0)
      .sort((a, b) => a - b);
    if (body.length) bodyHeights[index + 1] = Math.round(body[body.length >> 1] * 10) / 10;
    add(
      'off-slide',
      page.words
        .filter(
          (w) =>
            w.x0 < -EDGE_PT ||
            w.y0 < -EDGE_PT ||
            w.x1 > page.width + EDGE_PT ||
            w.y1 > page.height + EDGE_PT,
        )
        .map((w) => w.text),
    );
    const pixmap = await pixmapOf(index);
    if (!pixmap) continue;
    const scale = pixmap.width / page.width;
    const slideArea = page.width * page.height * EMU_PER_POINT * EMU_PER_POINT;
    const covering = look.fills.filter((fill) => area(fill.box) >= COVERING * slideArea);
    const base = covering.at(-1) ?? look.background;
    // A faint fill (a glint, a veil: see isFaintShape) is texture under the words, judged by
    // their contrast.
    const artwork = look.fills.filter((fill) => !covering.includes(fill) && !fill.faint);
    const own = ownBoxes(tree);
    const allColours = [...words.all.values()].flatMap((word) => word.colours);
    const lowContrast: Array<{ word: PrintedWord; ratio: number; ink: Rgb; needed: number }> = [];
    const overArtwork: string[] = [];
    for (const word of page.words) {
      // Only the slide's own words: a template's footer or watermark is its design.
      const { word: known, holder } = deckWordAt(words, norm(word.text), emuBox(word));
      if (!known) continue;
      const seen = wordPixels(
        pixmap,
        { x0: word.x0 * scale, y0: word.y0 * scale, x1: word.x1 * scale, y1: word.y1 * scale },
        known.colours.length ? known.colours : allColours,
      );
      if (!seen) continue;
      const needed = printedLarge(known, word.y1 - word.y0) ? LARGE_CONTRAST : BODY_CONTRAST;
      if (seen.ratio < needed) lowContrast.push({ word, ratio: seen.ratio, ink: seen.ink, needed });
      const box = emuBox(word);
      if (own.some((mine) => area(intersection(mine, box)) > 0)) continue;
      // A texture under the word's text (a honeycomb of small shapes) is part of the design's
      // backdrop, as the renderer takes it (texturePieces): judged by contrast and busyness.
      const texture = textureUnder(holder ?? box, artwork, slideArea);
      const under = artwork.filter(
        (fill) => area(intersection(fill.box, box)) > 0 && !texture.includes(fill),
      );
      // A busy backdrop is a picture's detail, the background's own included (a knight's
      // gauntlet in a template's background photo); a soft photo or gradient is not busy. It
      // is in the way where its detail clashes with the letters (see WordPixels.clash): white
      // words on a dark castle, dark words on stained paper read well.
      // A word whose glyphs lie wholly on a solid panel of the design (a title band; its font
      // box may reach past the band's edge, its letters do not) is judged by its contrast
      // there, not as over artwork.
      const drawn = emuBox({
        x0: seen.glyphs.x0 / scale + SLACK_PT,
        y0: seen.glyphs.y0 / scale + SLACK_PT,
        x1: seen.glyphs.x1 / scale - SLACK_PT,
        y1: seen.glyphs.y1 / scale - SLACK_PT,
      });
      const panels = under.filter((fill) => isPanel(fill, drawn, known.frames));
      // On a panel, what is behind the letters counts, not the font box's margin off it.
      const behind = panels.length
        ? (wordPixels(pixmap, seen.glyphs, [seen.ink]) ?? seen).backgrounds
        : seen.backgrounds;
      const onDesign = [base, ...panels].some((fill) => onBackground(behind, fill, box));
      // A title where the template's own slides put theirs is on the artwork as designed
      // (Progress's titles across a slanted wedge): judged by its contrast, and by a picture's
      // detail clashing with it.
      const designed = titleAsDesigned && known.title;
      if ((seen.busy && seen.clash > CLASH_SHARE) || (under.length && !onDesign && !designed))
        overArtwork.push(word.text);
    }
    if (lowContrast.length) {
      const worst = lowContrast.reduce((a, b) => (b.ratio < a.ratio ? b : a));
      add(
        'contrast',
        lowContrast.map(({ word }) => word.text),
        {
          colour: toHex(worst.ink),
          ratio: Math.round(worst.ratio * 10) / 10,
          needed: worst.needed,
        },
      );
    }
    add('over-artwork', overArtwork);
  }
  const heights = Object.values(bodyHeights);
  const bodySpread = heights.length
    ? Math.round((Math.max(...heights) / Math.min(...heights)) * 100) / 100
    : 1;
  return { findings, bodyHeights, bodySpread };
}

/** The fills under `box` that are pieces of a texture (see texturePieces). */
function textureUnder(box: Box, fills: Fill[], slideArea: number): Fill[] {
  const pieces = fills
    .filter((fill) => area(intersection(fill.box, box)) > 0)
    .map((fill) => ({ ...fill.box, picture: !!fill.picture, fill }));
  return texturePieces(pieces, slideArea).map((piece) => (piece as (typeof pieces)[number]).fill);
}

/**
 * Words of the slide's text that the page does not show: run off the slide (pdftotext leaves
 * out what lies outside the page) or never drawn. A word split or joined differently by the PDF
 * still counts as printed when its letters appear in the page's text (read both ways: a
 * right-to-left line's words come from the left), and so does one whose letters the PDF gives
 * in another order (an Arabic lam-alef ligature comes out in writing order inside a word given
 * in drawing order).
 */
function lostWords(words: Map<string, DeckWord>, page: PrintedPage): string[] {
  const printed = new Set(page.words.map((word) => norm(word.text)));
  const inOrder = page.words.map((word) => norm(word.text));
  // Right-to-left lines are given word by word from the left: read both ways.
  const all = [inOrder.join(''), [...inOrder].reverse().join('')];
  const letters = new Set([...printed].map(sortedLetters));
  return [...words.keys()].filter(
    (word) =>
      !printed.has(word) &&
      !all.some((text) => text.includes(word)) &&
      !letters.has(sortedLetters(word)),
  );
}

const sortedLetters = (word: string) => [...word].sort().join('');

/**
 * Whether what is behind a word is the slide's background there: one of its colours (a solid
 * fill, a picture's cells there) or, for a gradient, a blend of two neighbouring stops.
 */
function onBackground(backgrounds: Rgb[], base: Fill, box: Box): boolean {
  const expected = fillColoursUnder(base, box);
  if (!expected?.length) return true;
  const pairs = base.picture
    ? expected.map((colour) => [colour, colour] as const)
    : expected.map(
        (colour, i) => [colour, expected[Math.min(i + 1, expected.length - 1)]] as const,
      );
  return backgrounds.every((seen) =>
    pairs.some(([from, to]) => offBlend(seen, from, to) < BACKGROUND_DISTANCE),
  );
}

/** A wedge, a triangle, a band at a slant: its frame sits on it when it covers this share. */
const ON_OUTLINE = 0.95;

/**
 * Whether a fill under a word is a panel the word is meant to be read on: a rectangle that holds
 * its glyphs (a title band), or a shape that is not its box (a triangle, a slanted band) on
 * which the word's whole frame lies where the shape really is. A word of a frame that crosses a
 * triangle's edge is over the triangle, however well its letters fit inside it.
 */
export function isPanel(fill: Fill, glyphs: Box, frames: Box[]): boolean {
  if (fill.picture || !contains(fill.box, glyphs)) return false;
  if (!fill.outline) return true;
  const covered = (frame: Box) =>
    fill.outline!.reduce((sum, strip) => sum + area(intersection(strip, frame)), 0);
  return frames.some((frame) => covered(frame) >= ON_OUTLINE * area(frame));
}

/** Boxes of what the slide draws itself (pictures, tables, filled shapes): text on them is theirs. */
function ownBoxes(tree: Element): Box[] {
  const filled = (shape: Element) =>
    ['a:solidFill', 'a:gradFill', 'a:blipFill', 'a:pattFill'].some((fill) =>
      path(shape, 'p:spPr', fill),
    );
  return [
    ...descendants(tree, 'p:pic'),
    ...descendants(tree, 'p:graphicFrame'),
    ...descendants(tree, 'p:sp').filter(filled),
  ]
    .map((shape) => boxOf(path(shape, 'p:spPr', 'a:xfrm') ?? path(shape, 'p:xfrm')))
    .filter((box): box is Box => !!box);
}

const contains = (outer: Box, inner: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.w <= outer.x + outer.w &&
  inner.y + inner.h <= outer.y + outer.h;

const emuBox = (word: Pick<PrintedWord, 'x0' | 'y0' | 'x1' | 'y1'>): Box => ({
  x: word.x0 * EMU_PER_POINT,
  y: word.y0 * EMU_PER_POINT,
  w: (word.x1 - word.x0) * EMU_PER_POINT,
  h: (word.y1 - word.y0) * EMU_PER_POINT,
});
