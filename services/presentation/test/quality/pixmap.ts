import { readFile } from 'node:fs/promises';
import type { Rgb } from '../../src/engine/template';

/** An 8-bit RGB image, row by row. */
export interface Pixmap {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Reads a binary PPM (P6, maxval 255), as pdftoppm writes by default. */
export async function readPixmap(file: string): Promise<Pixmap> {
  return parsePixmap(await readFile(file));
}

function parsePixmap(bytes: Buffer): Pixmap {
  // Header: "P6", width, height, maxval, separated by whitespace (comments start with #).
  const fields: number[] = [];
  let at = 2;
  if (bytes.toString('latin1', 0, 2) !== 'P6') throw new Error('not a binary PPM');
  while (fields.length < 3) {
    while (/\s/.test(String.fromCharCode(bytes[at]))) at++;
    if (bytes[at] === 0x23) {
      while (bytes[at] !== 0x0a) at++;
      continue;
    }
    const start = at;
    while (!/\s/.test(String.fromCharCode(bytes[at]))) at++;
    fields.push(Number(bytes.toString('latin1', start, at)));
  }
  const [width, height, max] = fields;
  if (max !== 255) throw new Error('only 8-bit PPM is read');
  const data = new Uint8Array(bytes.buffer, bytes.byteOffset + at + 1, width * height * 3);
  return { width, height, data };
}

export const pixelAt = (image: Pixmap, x: number, y: number): Rgb => {
  const i = (y * image.width + x) * 3;
  return { r: image.data[i], g: image.data[i + 1], b: image.data[i + 2] };
};
