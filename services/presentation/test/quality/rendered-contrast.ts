import JSZip from 'jszip';
import { readXmlPart, slidePartsInOrder } from '../../src/ooxml/opc-package';
import { children, descendants, numberAttribute, path } from '../../src/ooxml/xml';
import {
  boxOf,
  type PartCache,
  slideLook,
  type Box,
  runLook,
  textAnchor,
  BODY_CONTRAST,
  contrast,
  isLargeText,
  LARGE_CONTRAST,
  type Rgb,
  toHex,
} from '../../src/engine/template';
import { textBoxOf } from '../../src/engine/package';
import { type Pixmap, pixelAt } from './pixmap';
import { colourBins } from './word-pixels';

/** Words drawn with too little contrast against the pixels behind them. */
export interface ContrastFinding {
  /** 1-based. */
  slide: number;
  /** The first words of the text. */
  text: string;
  /** The colour the text is drawn with (hex) and the worst contrast found behind it. */
  colour: string;
  ratio: number;
  needed: number;
}

/** Pixels this close (RGB distance) to the text's colour are its glyphs. */
const GLYPH_DISTANCE = 48;
/** A cell shows text when this share of its pixels are glyph pixels. */
const GLYPH_SHARE = 0.01;
/** Text is unreadable when this share of its cells fail (one cell over a stray line is not). */
const FAILING_SHARE = 0.2;

/**
 * Judges the contrast of every text run as LibreOffice drew it (`pageOf`: the image of a slide, by 0-based index):
 * the slide is cut into cells about a line high around each text box; in a cell showing glyphs
 * of the run's colour, the colour most of the other pixels share is what the text is read
 * against. Text whose cells fall under WCAG's 4.5:1 (3:1 for large text and titles) is reported.
 */
export async function renderedContrast(
  deck: Buffer,
  pageOf: (index: number) => Promise<Pixmap | undefined>,
): Promise<ContrastFinding[]> {
  const zip = await JSZip.loadAsync(deck);
  const presentation = await readXmlPart(zip, 'ppt/presentation.xml');
  const size = presentation && path(presentation, 'p:presentation', 'p:sldSz');
  const slideWidth = numberAttribute(size, 'cx') ?? 12_192_000;
  const cache: PartCache = new Map();
  const findings: ContrastFinding[] = [];
  for (const [index, part] of (await slidePartsInOrder(zip)).entries()) {
    const page = await pageOf(index);
    const look = await slideLook(zip, part, cache);
    const slide = await readXmlPart(zip, part);
    const tree = slide && path(slide, 'p:sld', 'p:cSld', 'p:spTree');
    if (!page || !look || !tree) continue;
    const scale = page.width / slideWidth;
    for (const shape of children(tree, 'p:sp')) {
      const box = boxOf(path(shape, 'p:spPr', 'a:xfrm')) ?? textBoxOf(shape, look);
      if (!box) continue;
      const groups = new Map<
        string,
        { colour: Rgb; needed: number; sizePt: number; words: string[] }
      >();
      for (const run of descendants(shape, 'a:r')) {
        const text = (path(run, 'a:t')?.textContent ?? '').trim();
        const drawn = text ? runLook(run, shape, look) : undefined;
        if (!drawn?.colour) continue;
        const needed =
          drawn.isTitle || isLargeText(drawn.sizePt, drawn.bold) ? LARGE_CONTRAST : BODY_CONTRAST;
        const key = `${toHex(drawn.colour)}/${needed}`;
        const group = groups.get(key) ?? {
          colour: drawn.colour,
          needed,
          sizePt: drawn.sizePt,
          words: [],
        };
        group.words.push(...text.split(/\s+/));
        group.sizePt = Math.min(group.sizePt, drawn.sizePt);
        groups.set(key, group);
      }
      const area = scaled(box, scale);
      const anchor = textAnchor(shape, look);
      for (const group of groups.values()) {
        const sizePx = group.sizePt * 12_700 * scale;
        // Where the first line (top, bottom) or the middle line must be drawn, give or take.
        const line = Math.min(area.h, 1.5 * sizePx);
        const top =
          anchor === 'b'
            ? area.y + area.h - line
            : anchor === 'ctr'
              ? area.y + (area.h - line) / 2
              : area.y;
        const ratio = worstContrast(page, area, group.colour, group.needed, sizePx, {
          top,
          bottom: top + line,
        });
        if (ratio !== undefined && ratio < group.needed)
          findings.push({
            slide: index + 1,
            text: group.words.slice(0, 8).join(' '),
            colour: toHex(group.colour),
            ratio: Math.round(ratio * 10) / 10,
            needed: group.needed,
          });
      }
    }
  }
  return findings;
}

const scaled = (box: Box, scale: number): Box => ({
  x: box.x * scale,
  y: box.y * scale,
  w: box.w * scale,
  h: box.h * scale,
});

/**
 * The worst contrast of `colour` against the background of the cells of `box` that show its
 * glyphs, when enough of them fail to matter; undefined when no glyphs of that colour are seen.
 */
function worstContrast(
  page: Pixmap,
  box: Box,
  colour: Rgb,
  needed: number,
  sizePx: number,
  lines: { top: number; bottom: number },
): number | undefined {
  const cell = Math.max(8, Math.round(sizePx * 1.3));
  const x0 = Math.max(0, Math.floor(box.x));
  const y0 = Math.max(0, Math.floor(box.y));
  const x1 = Math.min(page.width, Math.ceil(box.x + box.w));
  const y1 = Math.min(page.height, Math.ceil(box.y + box.h));
  const ratios: number[] = [];
  let linesSeen = false;
  let linesLost = false;
  for (let cy = y0; cy < y1; cy += cell)
    for (let cx = x0; cx < x1; cx += cell * 3) {
      const background = cellBackground(
        page,
        cx,
        cy,
        Math.min(cx + cell * 3, x1),
        Math.min(cy + cell, y1),
        colour,
      );
      const onLines = cy + cell / 2 >= lines.top && cy + cell / 2 <= lines.bottom;
      if (background === 'uniform') linesLost ||= onLines;
      else if (background) {
        linesSeen ||= onLines;
        ratios.push(contrast(colour, background));
      }
    }
  // Where the text's lines must be, nothing but the text's own colour: the text is invisible
  // (black on a black band, though keys lower in the box give other cells their contrast).
  if (linesLost && !linesSeen) return 1;
  if (ratios.length === 0) {
    // No glyphs seen apart from their surroundings: text the colour of what fills its box.
    const fill = modeColour(page, x0, y0, x1, y1);
    return fill && contrast(colour, fill) < needed ? contrast(colour, fill) : undefined;
  }
  const failing = ratios.filter((ratio) => ratio < needed).length;
  return failing >= Math.max(1, FAILING_SHARE * ratios.length)
    ? Math.min(...ratios)
    : Math.min(...ratios.filter((r) => r >= needed));
}

/**
 * The colour most non-glyph pixels of a cell share, when the cell shows glyphs of `colour`;
 * 'uniform' when nearly all of it is that colour.
 */
function cellBackground(
  page: Pixmap,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  colour: Rgb,
): Rgb | 'uniform' | undefined {
  let glyphs = 0;
  const rest: Rgb[] = [];
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      const p = pixelAt(page, x, y);
      if (Math.hypot(p.r - colour.r, p.g - colour.g, p.b - colour.b) < GLYPH_DISTANCE) glyphs++;
      else rest.push(p);
    }
  const total = glyphs + rest.length;
  if (total === 0 || glyphs < Math.max(3, GLYPH_SHARE * total)) return undefined;
  // All of the text's colour: an empty stretch of the box, or text lost in it (see worstContrast).
  if (glyphs > 0.9 * total) return 'uniform';
  return colourBins(rest)[0]?.colour;
}

/** The colour most pixels of an area share (every second pixel sampled). */
function modeColour(page: Pixmap, x0: number, y0: number, x1: number, y1: number): Rgb | undefined {
  const pixels: Rgb[] = [];
  for (let y = y0; y < y1; y += 2)
    for (let x = x0; x < x1; x += 2) pixels.push(pixelAt(page, x, y));
  return colourBins(pixels)[0]?.colour;
}
