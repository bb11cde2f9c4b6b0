import { area, intersection } from './free-area';
import { TEXT_COLOURS, worstContrast } from './readable-colour';
import { type Fill, fillColoursUnder, type SlideLook } from './slide-look';
import type { Box } from './template-analysis';
import { BLACK, type Rgb, WHITE } from './theme-colours';

/** Cells per side the box is judged in. */
const GRID = 12;
/** A colour reading on this share of the largest readable area is as good (the template's first wins). */
const AS_GOOD = 0.9;

/**
 * The largest part of `box` where text of one colour reads on everything behind it, and that
 * colour: a body spanning a teal panel and the navy band under it keeps to the panel (no colour
 * reads on both), a title across a sidebar keeps beside it. The colour is the template's first
 * (see TEXT_COLOURS) that reads on nearly as much as the best does, black or white when none
 * of them does; unknown fills (patterns) count as readable.
 */
export function readableArea(
  box: Box,
  look: SlideLook,
  needed: number,
): { box: Box; colour: string | Rgb } {
  const fills = [look.background, ...look.fills];
  const cell = { w: box.w / GRID, h: box.h / GRID };
  const behind = Array.from({ length: GRID }, (_, row) =>
    Array.from({ length: GRID }, (_, column) =>
      colourBehind(
        { x: box.x + column * cell.w, y: box.y + row * cell.h, w: cell.w, h: cell.h },
        fills,
      ),
    ),
  );
  const named = TEXT_COLOURS.flatMap((name) => {
    const rgb = look.context.scheme[look.context.map[name] ?? name];
    return rgb ? [{ colour: name as string | Rgb, rgb }] : [];
  });
  const options = [...named, { colour: BLACK, rgb: BLACK }, { colour: WHITE, rgb: WHITE }].map(
    ({ colour, rgb }) => {
      const cells = largestRectangle(
        behind.map((row) =>
          row.map((colours) => !colours || worstContrast(rgb, colours) >= needed),
        ),
      );
      return {
        colour,
        box: {
          x: box.x + cells.column * cell.w,
          y: box.y + cells.row * cell.h,
          w: cells.columns * cell.w,
          h: cells.rows * cell.h,
        },
      };
    },
  );
  const most = Math.max(...options.map((option) => area(option.box)));
  return options.find((option) => area(option.box) >= AS_GOOD * most)!;
}

/** Shares of a cell a fill may miss and still cover it, or cover and still be beside it. */
const EDGE = 0.01;

/**
 * Every colour drawn in a cell, however little of it (see backdrop for a text box's, which
 * overlooks slivers: here they are where a place ends); undefined where one is unknown.
 */
function colourBehind(cell: Box, fills: Fill[]): Rgb[] | undefined {
  let colours: Rgb[] = [];
  for (const fill of fills) {
    const under = intersection(cell, fill.box);
    const share = area(under) / area(cell);
    if (share <= EDGE) continue;
    const seen = fillColoursUnder(fill, under);
    if (!seen) return undefined;
    colours = share >= 1 - EDGE ? seen : [...colours, ...seen];
  }
  return colours;
}

interface Cells {
  row: number;
  column: number;
  rows: number;
  columns: number;
}

/** The largest rectangle of true cells (rows of column heights, the histogram way). */
function largestRectangle(readable: boolean[][]): Cells {
  let best: Cells = { row: 0, column: 0, rows: 0, columns: 0 };
  const heights = new Array<number>(readable[0]?.length ?? 0).fill(0);
  for (const [row, cells] of readable.entries()) {
    cells.forEach((ok, column) => (heights[column] = ok ? heights[column] + 1 : 0));
    for (let left = 0; left < heights.length; left++) {
      let height = Infinity;
      for (let right = left; right < heights.length && heights[right] > 0; right++) {
        height = Math.min(height, heights[right]);
        const columns = right - left + 1;
        if (height * columns > best.rows * best.columns)
          best = { row: row - height + 1, column: left, rows: height, columns };
      }
    }
  }
  return best;
}
