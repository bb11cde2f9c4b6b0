import { readFile } from 'node:fs/promises';
import { PNG } from 'pngjs';

/** Space kept around the ink when a page is cut to it. */
const MARGIN = 8;

/**
 * A drawn page (a PNG) cut to its ink — what is neither white nor transparent — and laid on
 * white (a transparent background would vanish on a dark slide), with the share of the page the
 * ink covers. Undefined when the page is blank.
 */
export async function cropToInk(path: string): Promise<{ png: Buffer; ink: number } | undefined> {
  const page = PNG.sync.read(await readFile(path));
  const { width, height, data } = page;
  let [left, top, right, bottom, ink] = [width, height, -1, -1, 0];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      if (data[at + 3] <= 16 || Math.min(data[at], data[at + 1], data[at + 2]) >= 245) continue;
      ink++;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  if (right < 0) return undefined;
  [left, top] = [Math.max(0, left - MARGIN), Math.max(0, top - MARGIN)];
  [right, bottom] = [Math.min(width - 1, right + MARGIN), Math.min(height - 1, bottom + MARGIN)];
  const crop = new PNG({ width: right - left + 1, height: bottom - top + 1, colorType: 2 });
  for (let y = top; y <= bottom; y++)
    for (let x = left; x <= right; x++) {
      const from = (y * width + x) * 4;
      const to = ((y - top) * crop.width + (x - left)) * 4;
      const alpha = data[from + 3] / 255;
      for (let channel = 0; channel < 3; channel++)
        crop.data[to + channel] = Math.round(data[from + channel] * alpha + 255 * (1 - alpha));
      crop.data[to + 3] = 255;
    }
  return { png: PNG.sync.write(crop, { colorType: 2 }), ink: ink / (width * height) };
}
