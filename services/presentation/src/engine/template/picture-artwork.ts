import { createHash } from 'node:crypto';
import type { Artwork } from './free-area';
import { decodedPicture, type DecodedPicture } from './picture-colours';
import type { Box } from './template-analysis';
/** Cells across the picture: a line of body text on a slide is about one cell high. */
const COLUMNS = 48;
/** A cell whose luminance varies this much (standard deviation, 0–255) is busy: a motif, a photo. */
const BUSY = 9;
/** Neighbouring flat cells this close in colour (RGB distance) are one flat area (a gradient is). */
const STEP = 14;
/** A flat area of at least this share of the picture is where text is meant to go. */
const CLEAR_SHARE = 0.03;
/** With less flat area than this, the picture is a photo throughout: text is meant to sit on it. */
const PHOTO_SHARE = 0.15;
/** Motifs smaller than this share of the picture are specks (a cartridge, a petal), not artwork. */
const SPECK_SHARE = 0.01;
/** A motif this busy on average is drawn (a gauntlet, sweets); hazier ones are scenery. */
const MOTIF_SPREAD = 18;
/** At most this many motifs are kept, the largest first (each as up to three boxes). */
const MAX_MOTIFS = 4;

/**
 * Where a picture draws a motif — the knight's gauntlet of a background, a bowl of sweets, a
 * curve — as boxes in fractions of its width and height (0–1). A background picture is a flat
 * area (one colour, or a gradient) that text is meant to go on, and motifs around it; the cells
 * that are busy or cut off from the flat area are the motifs. A picture that is a photo
 * throughout has none (the template means its text to sit on it), nor has a picture that does
 * not decode. Answers are kept by the picture's digest: layouts share their master's picture,
 * and every render of a template asks again.
 */
export function pictureArtwork(bytes: Buffer): Box[] {
  const digest = createHash('sha1').update(bytes).digest('hex');
  const known = KNOWN.get(digest);
  if (known) return known;
  const image = decodedPicture(bytes);
  const found = image ? motifs(cellGrid(image)) : [];
  if (KNOWN.size >= MAX_KNOWN) KNOWN.delete(KNOWN.keys().next().value!);
  KNOWN.set(digest, found);
  return found;
}

const KNOWN = new Map<string, Box[]>();
const MAX_KNOWN = 200;

/** The motifs of a picture stretched over `picture` (EMU), as boxes on the slide. */
export function artworkOver(picture: Box, motifs: Box[]): Artwork[] {
  return motifs.map((box) => ({
    picture: true,
    x: Math.round(picture.x + box.x * picture.w),
    y: Math.round(picture.y + box.y * picture.h),
    w: Math.round(box.w * picture.w),
    h: Math.round(box.h * picture.h),
  }));
}

interface Cell {
  r: number;
  g: number;
  b: number;
  /** Standard deviation of luminance inside the cell. */
  spread: number;
}

interface CellGrid {
  columns: number;
  rows: number;
  cells: Cell[];
}

function cellGrid({ width, height, data }: DecodedPicture): CellGrid {
  const columns = Math.min(COLUMNS, width);
  const rows = Math.max(1, Math.min(height, Math.round((columns * height) / width)));
  const sums = Array.from({ length: columns * rows }, () => ({
    r: 0,
    g: 0,
    b: 0,
    l: 0,
    l2: 0,
    n: 0,
  }));
  const step = Math.max(1, Math.floor(Math.sqrt((width * height) / 250_000)));
  for (let y = 0; y < height; y += step)
    for (let x = 0; x < width; x += step) {
      const i = (y * width + x) * 4;
      const alpha = data[i + 3] / 255;
      // Transparent pixels show the slide behind: white, most often.
      const r = data[i] * alpha + 255 * (1 - alpha);
      const g = data[i + 1] * alpha + 255 * (1 - alpha);
      const b = data[i + 2] * alpha + 255 * (1 - alpha);
      const l = 0.299 * r + 0.587 * g + 0.114 * b;
      const s = sums[Math.floor((y * rows) / height) * columns + Math.floor((x * columns) / width)];
      s.r += r;
      s.g += g;
      s.b += b;
      s.l += l;
      s.l2 += l * l;
      s.n++;
    }
  const cells = sums.map((s) => {
    const n = Math.max(1, s.n);
    const mean = s.l / n;
    return {
      r: s.r / n,
      g: s.g / n,
      b: s.b / n,
      spread: Math.sqrt(Math.max(0, s.l2 / n - mean * mean)),
    };
  });
  return { columns, rows, cells };
}

const distance = (a: Cell, b: Cell) => Math.hypot(a.r - b.r, a.g - b.g, a.b - b.b);

/** Groups of cells joined side by side where `joins(a, b)` holds (indices into the grid). */
function regions(
  grid: CellGrid,
  member: (i: number) => boolean,
  joins: (a: number, b: number) => boolean,
): number[][] {
  const { columns, rows } = grid;
  const seen = new Uint8Array(columns * rows);
  const out: number[][] = [];
  for (let start = 0; start < seen.length; start++) {
    if (seen[start] || !member(start)) continue;
    const region = [start];
    seen[start] = 1;
    for (let at = 0; at < region.length; at++) {
      const i = region[at];
      const x = i % columns;
      const neighbours = [
        x > 0 ? i - 1 : -1,
        x < columns - 1 ? i + 1 : -1,
        i - columns,
        i + columns,
      ];
      for (const j of neighbours) {
        if (j < 0 || j >= seen.length || seen[j] || !member(j) || !joins(i, j)) continue;
        seen[j] = 1;
        region.push(j);
      }
    }
    out.push(region);
  }
  return out;
}

function motifs(grid: CellGrid): Box[] {
  const total = grid.cells.length;
  const flat = (i: number) => grid.cells[i].spread < BUSY;
  const areas = regions(grid, flat, (a, b) => distance(grid.cells[a], grid.cells[b]) < STEP)
    .filter((region) => region.length >= CLEAR_SHARE * total)
    .sort((a, b) => b.length - a.length);
  const clear = new Uint8Array(total);
  for (const region of areas) for (const i of region) clear[i] = 1;
  if (clear.reduce((sum, value) => sum + value, 0) < PHOTO_SHARE * total) return [];
  // Hazy scenery (a faded castle behind the title) is part of the ground: text is set on it.
  const found = regions(
    grid,
    (i) => !clear[i],
    () => true,
  )
    .filter((region) => region.length >= SPECK_SHARE * total)
    .filter((region) => mean(grid, region).spread >= MOTIF_SPREAD)
    .sort((a, b) => b.length - a.length)
    .slice(0, MAX_MOTIFS);
  return found.flatMap((region) => bands(region, grid));
}

/** The average spread of a region's cells (and their colour). */
function mean(grid: CellGrid, region: number[]): Cell {
  const sum = { r: 0, g: 0, b: 0, spread: 0 };
  for (const i of region)
    for (const key of ['r', 'g', 'b', 'spread'] as const) sum[key] += grid.cells[i][key];
  const n = region.length;
  return { r: sum.r / n, g: sum.g / n, b: sum.b / n, spread: sum.spread / n };
}

/**
 * A motif as up to three boxes, cut across its rows (or its columns) where that leaves the
 * least empty room in the boxes: a curve along the bottom and up one side is not one box over
 * the whole slide.
 */
function bands(region: number[], grid: CellGrid): Box[] {
  const byRows = bandsAlong(region, grid, 'rows');
  const byColumns = bandsAlong(region, grid, 'columns');
  const cover = (boxes: Box[]) => boxes.reduce((sum, box) => sum + box.w * box.h, 0);
  return cover(byRows) <= cover(byColumns) ? byRows : byColumns;
}

function bandsAlong(region: number[], grid: CellGrid, along: 'rows' | 'columns'): Box[] {
  const { columns, rows } = grid;
  const lines = along === 'rows' ? rows : columns;
  // The extent of the motif across each line: [min, max] cell, or none.
  const extent: Array<[number, number] | undefined> = Array.from(
    { length: lines },
    () => undefined,
  );
  for (const i of region) {
    const [line, across] =
      along === 'rows'
        ? [Math.floor(i / columns), i % columns]
        : [i % columns, Math.floor(i / columns)];
    const known = extent[line];
    extent[line] = known
      ? [Math.min(known[0], across), Math.max(known[1], across)]
      : [across, across];
  }
  const used = extent.flatMap((value, line) => (value ? [line] : []));
  const first = used[0];
  const last = used[used.length - 1];
  const span = (from: number, to: number) => {
    let low = Infinity;
    let high = -Infinity;
    for (let line = from; line <= to; line++) {
      const value = extent[line];
      if (value) [low, high] = [Math.min(low, value[0]), Math.max(high, value[1])];
    }
    return high < low ? undefined : ([low, high] as const);
  };
  const cost = (from: number, to: number) => {
    const s = span(from, to);
    return s ? (to - from + 1) * (s[1] - s[0] + 1) : 0;
  };
  // Best cut of lines first..last into at most three runs (few lines: every cut is tried).
  let best = { cost: cost(first, last), cuts: [] as number[] };
  for (let a = first + 1; a <= last; a++) {
    const two = cost(first, a - 1) + cost(a, last);
    if (two < best.cost) best = { cost: two, cuts: [a] };
    for (let b = a + 1; b <= last; b++) {
      const three = cost(first, a - 1) + cost(a, b - 1) + cost(b, last);
      if (three < best.cost) best = { cost: three, cuts: [a, b] };
    }
  }
  const bounds = [first, ...best.cuts, last + 1];
  const out: Box[] = [];
  for (let k = 0; k + 1 < bounds.length; k++) {
    const s = span(bounds[k], bounds[k + 1] - 1);
    if (!s) continue;
    const [from, to] = [bounds[k], bounds[k + 1]];
    const [size, crossSize] = along === 'rows' ? [rows, columns] : [columns, rows];
    const start = from / size;
    const length = (to - from) / size;
    const crossStart = s[0] / crossSize;
    const crossLength = (s[1] - s[0] + 1) / crossSize;
    out.push(
      along === 'rows'
        ? { x: crossStart, y: start, w: crossLength, h: length }
        : { x: start, y: crossStart, w: length, h: crossLength },
    );
  }
  return out;
}
