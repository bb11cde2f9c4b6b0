import { decode as decodeJpeg } from 'jpeg-js';
import { imageSize } from 'image-size';
import { PNG } from 'pngjs';
import type { Box } from './template-analysis';
import type { Rgb } from './theme-colours';

/** A picture, decoded when its colours are first asked for. */
export interface LazyPicture {
  /** The picture's file, for what else is read from it (see pictureArtwork). */
  bytes: Buffer;
  grid(): PictureGrid | undefined;
}

export function lazyPicture(bytes: Buffer): LazyPicture {
  let grid: PictureGrid | undefined | null = null;
  return {
    bytes,
    grid: () => {
      if (grid === null) grid = pictureGrid(bytes);
      return grid;
    },
  };
}

/** A picture reduced to the average colours of a grid of cells (row by row). */
export interface PictureGrid {
  columns: number;
  rows: number;
  cells: Rgb[];
}

/** Cells across: a line of body text on a 16:9 slide spans a cell or two in height. */
const COLUMNS = 32;
/**
 * Pictures larger than this (pixels) are not decoded (decoding in JavaScript takes about a
 * second per 5 megapixels, once per picture): their colours stay unknown, and the checker
 * judges the rendering. A 4K photo is decoded: at 4 megapixels, LibreOffice's Freshes (a
 * 4.9-megapixel sky) kept its accent-blue key figures on the blue sky, unmended.
 */
const MAX_PIXELS = 9_000_000;

/**
 * The colour grid of a PNG or JPEG (other formats, and pictures that do not decode: undefined).
 * Transparent pixels count as white, what a slide shows through them most often.
 */
function pictureGrid(bytes: Buffer): PictureGrid | undefined {
  const image = decodedPicture(bytes);
  if (!image) return undefined;
  const { width, height, data } = image;
  const columns = Math.min(COLUMNS, width);
  const rows = Math.max(1, Math.min(height, Math.round((columns * height) / width)));
  const sums = Array.from({ length: columns * rows }, () => ({ r: 0, g: 0, b: 0, n: 0 }));
  // Every pixel of small pictures; a sample of at most ~250,000 of large ones.
  const step = Math.max(1, Math.floor(Math.sqrt((width * height) / 250_000)));
  for (let y = 0; y < height; y += step)
    for (let x = 0; x < width; x += step) {
      const i = (y * width + x) * 4;
      const alpha = data[i + 3] / 255;
      const cell =
        sums[Math.floor((y * rows) / height) * columns + Math.floor((x * columns) / width)];
      cell.r += data[i] * alpha + 255 * (1 - alpha);
      cell.g += data[i + 1] * alpha + 255 * (1 - alpha);
      cell.b += data[i + 2] * alpha + 255 * (1 - alpha);
      cell.n++;
    }
  const cells = sums.map((s) => (s.n ? { r: s.r / s.n, g: s.g / s.n, b: s.b / s.n } : WHITE));
  return { columns, rows, cells };
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/** A picture's RGBA pixels, row by row. */
export interface DecodedPicture {
  width: number;
  height: number;
  data: Uint8Array;
}

/** A PNG or JPEG decoded (undefined: another format, too large, or broken). */
export function decodedPicture(bytes: Buffer): DecodedPicture | undefined {
  try {
    const { width = 0, height = 0 } = imageSize(bytes);
    if (width * height > MAX_PIXELS) return undefined;
    if (
      bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    ) {
      return PNG.sync.read(bytes);
    }
    if (bytes[0] === 0xff && bytes[1] === 0xd8)
      return decodeJpeg(bytes, {
        useTArray: true,
        formatAsRGBA: true,
        maxResolutionInMP: MAX_PIXELS / 1_000_000,
        maxMemoryUsageInMB: 1024,
      });
  } catch {
    // A picture that does not decode is judged by the rendered slide alone.
  }
  return undefined;
}

/** The cells of a picture stretched over `picture` (EMU) that lie under `box`. */
export function coloursUnder(grid: PictureGrid, picture: Box, box: Box): Rgb[] {
  const column = (x: number) =>
    Math.min(
      grid.columns - 1,
      Math.max(0, Math.floor(((x - picture.x) / picture.w) * grid.columns)),
    );
  const row = (y: number) =>
    Math.min(grid.rows - 1, Math.max(0, Math.floor(((y - picture.y) / picture.h) * grid.rows)));
  const out: Rgb[] = [];
  for (let r = row(box.y); r <= row(box.y + box.h - 1); r++)
    for (let c = column(box.x); c <= column(box.x + box.w - 1); c++)
      out.push(grid.cells[r * grid.columns + c]);
  return out;
}
