import { area, intersection } from './free-area';
import { type Fill, fillColoursUnder, type SlideLook } from './slide-look';
import type { Box } from './template-analysis';
import { BLACK, contrast, type Rgb, WHITE } from './theme-colours';

/** A fill covering this share of a text box is all its text is read against. */
const COVERING = 0.9;
/** A fill covering less than this share of a text box is a detail beside the text, not under it. */
const UNDER = 0.25;
/**
 * Replacement colours, in the template's own terms first: its text and background colours as
 * its colour map pairs them (light text on a dark design), then its accents.
 */
const ACCENTS = [1, 2, 3, 4, 5, 6].map((n) => `accent${n}`);
export const TEXT_COLOURS = ['tx1', 'bg1', 'tx2', 'bg2', ...ACCENTS];
/**
 * For text set in an accent (a key figure), the other accents first, then the template's
 * second text colours: the figure keeps standing out where one of them reads.
 */
export const EMPHASIS = [...ACCENTS, 'tx2', 'bg2', 'tx1', 'bg1'];

/** The lowest contrast of `colour` against any of the colours behind it. */
export const worstContrast = (colour: Rgb, behind: Rgb[]) =>
  Math.min(...behind.map((b) => contrast(colour, b)));

/**
 * The first theme colour (in `order`) that passes against everything behind; when none does
 * (a box over a black band and a light picture), the first that passes where the text's first
 * lines are (`lines`); else black or white, whichever is better there.
 */
export function bestColour(
  look: SlideLook,
  behind: Rgb[],
  needed: number,
  lines?: Rgb[],
  order = TEXT_COLOURS,
): string | Rgb {
  for (const against of lines ? [behind, lines] : [behind])
    for (const name of order) {
      const colour = look.context.scheme[look.context.map[name] ?? name];
      if (colour && worstContrast(colour, against) >= needed) return name;
    }
  const judged = lines ?? behind;
  return worstContrast(BLACK, judged) >= worstContrast(WHITE, judged) ? BLACK : WHITE;
}

/**
 * The colours text in `box` is read against: the background, replaced by a fill covering the
 * box, joined by fills under a good part of it (a picture's colours where it lies under the
 * box) or, given the text's `line` height (EMU), under a whole line of it across a good part
 * of its width (a panel under the first lines of a list, however small a share of the box).
 * Undefined when something of unknown colour lies under it.
 */
export function backdrop(box: Box, fills: Fill[], line = Infinity): Rgb[] | undefined {
  let colours: Rgb[] | undefined;
  const boxArea = area(box);
  if (boxArea <= 0) return undefined;
  for (const fill of fills) {
    const under = intersection(box, fill.box);
    const share = area(under) / boxArea;
    const underLine = under.h >= Math.min(line, box.h) && under.w >= UNDER * box.w;
    if (share < UNDER && !underLine) continue;
    const seen = fillColoursUnder(fill, under);
    colours = share >= COVERING ? seen : colours && seen && [...colours, ...seen];
  }
  return colours;
}
