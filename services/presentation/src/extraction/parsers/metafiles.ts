import { readFile } from 'node:fs/promises';
import { PNG } from 'pngjs';

/** Pixels per inch a metafile's own size is measured in (what Office shows at 100 %). */
const SCREEN_DPI = 96;
/** Pixels per inch the metafile is drawn at: twice the screen's, sharp on a slide. */
export const DRAWN_DPI = 2 * SCREEN_DPI;
/** The page LibreOffice Draw places a metafile on (A4), at DRAWN_DPI. */
export const DRAWN_PAGE = {
  width: Math.round(8.27 * DRAWN_DPI),
  height: Math.round(11.69 * DRAWN_DPI),
};
/** Space kept around the drawing when it is cut out of the page. */
const MARGIN = 8;

export interface Metafile {
  extension: 'emf' | 'wmf';
  /** Its size as Office shows it, in pixels at 96 dpi; undefined when the file does not say. */
  width?: number;
  height?: number;
}

/**
 * A Windows metafile (EMF, or WMF with or without its placeable header) by its header, with
 * the size it declares; undefined for anything else. Office files use them for pasted charts,
 * drawings and the pictures of embedded objects.
 */
export function metafileOf(data: Uint8Array): Metafile | undefined {
  if (data.length < 44) return undefined;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  // EMF: record type 1, " EMF" at 40, the picture frame in hundredths of a millimetre at 24.
  if (view.getUint32(0, true) === 1 && view.getUint32(40, true) === 0x464d4520) {
    const [left, top, right, bottom] = [24, 28, 32, 36].map((at) => view.getInt32(at, true));
    const perPixel = 2540 / SCREEN_DPI;
    return { extension: 'emf', ...sized((right - left) / perPixel, (bottom - top) / perPixel) };
  }
  // Placeable WMF: its bounding box in units of which `inch` make an inch.
  if (view.getUint32(0, true) === 0x9ac6cdd7) {
    const [left, top, right, bottom] = [6, 8, 10, 12].map((at) => view.getInt16(at, true));
    const inch = view.getUint16(14, true) || 1440;
    return {
      extension: 'wmf',
      ...sized(((right - left) / inch) * SCREEN_DPI, ((bottom - top) / inch) * SCREEN_DPI),
    };
  }
  // A WMF without that header: in memory (1) or on disk (2), a 9-word header.
  const type = view.getUint16(0, true);
  if ((type === 1 || type === 2) && view.getUint16(2, true) === 9) return { extension: 'wmf' };
  return undefined;
}

function sized(width: number, height: number): Pick<Metafile, 'width' | 'height'> {
  return width > 0 && height > 0 ? { width: Math.round(width), height: Math.round(height) } : {};
}

/**
 * The drawing on a page LibreOffice drew (a PNG of DRAWN_PAGE), cut out of the page's empty
 * space and laid on white (a metafile's background is transparent, which a dark slide would
 * make unreadable). Undefined when the page is empty.
 */
export async function cropDrawnPage(path: string): Promise<Buffer | undefined> {
  const page = PNG.sync.read(await readFile(path));
  const { width, height, data } = page;
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const ink = data[at + 3] > 16 && Math.min(data[at], data[at + 1], data[at + 2]) < 245;
      if (!ink) continue;
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
  return PNG.sync.write(crop, { colorType: 2 });
}
