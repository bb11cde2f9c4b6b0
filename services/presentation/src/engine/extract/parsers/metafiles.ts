/** Pixels per inch a metafile's own size is measured in (what Office shows at 100 %). */
const SCREEN_DPI = 96;
/** Pixels per inch the metafile is drawn at: twice the screen's, sharp on a slide. */
const DRAWN_DPI = 2 * SCREEN_DPI;
/** The page LibreOffice Draw places a metafile on (A4), at DRAWN_DPI. */
export const DRAWN_PAGE = {
  width: Math.round(8.27 * DRAWN_DPI),
  height: Math.round(11.69 * DRAWN_DPI),
};

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
