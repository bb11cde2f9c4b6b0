import type { Box } from './template-analysis';

/** Cells across a box's longer side: a text line's height on a cover, give or take. */
const CELLS = 48;

/**
 * The rectangles of `box` that no piece overlaps and that cannot grow without overlapping one,
 * largest first, found on a grid (a cell any piece touches is taken; the answer errs towards
 * less room, never towards text over artwork). A triangle's strips leave the wedges of white
 * between coloured triangles; a cover's text may fit one of them.
 */
export function clearRectangles(box: Box, pieces: Box[], cells = CELLS): Box[] {
  if (box.w <= 0 || box.h <= 0) return [];
  const columns = box.w >= box.h ? cells : Math.max(1, Math.round((cells * box.w) / box.h));
  const rows = box.h > box.w ? cells : Math.max(1, Math.round((cells * box.h) / box.w));
  const cellW = box.w / columns;
  const cellH = box.h / rows;
  const taken = (column: number, row: number) => {
    const x = box.x + column * cellW;
    const y = box.y + row * cellH;
    return pieces.some((p) => p.x < x + cellW && x < p.x + p.w && p.y < y + cellH && y < p.y + p.h);
  };
  // Free cells above each cell of the current row, then the widest run of each height (the
  // largest rectangles in a histogram, row by row).
  const heights = new Array<number>(columns).fill(0);
  const found = new Map<string, Box>();
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++)
      heights[column] = taken(column, row) ? 0 : heights[column] + 1;
    const stack: number[] = [];
    for (let column = 0; column <= columns; column++) {
      const height = column < columns ? heights[column] : 0;
      while (stack.length && heights[stack[stack.length - 1]] >= height) {
        const top = stack.pop()!;
        const tall = heights[top];
        if (tall === 0) continue;
        const left = stack.length ? stack[stack.length - 1] + 1 : 0;
        const key = `${left}:${column}:${row - tall + 1}:${row}`;
        found.set(key, {
          x: box.x + left * cellW,
          y: box.y + (row - tall + 1) * cellH,
          w: (column - left) * cellW,
          h: tall * cellH,
        });
      }
      stack.push(column);
    }
  }
  return [...found.values()].sort((a, b) => b.w * b.h - a.w * a.h);
}
