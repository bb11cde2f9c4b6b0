import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { tethered } from '@deckforge/kit/process';
import type { PdfTools } from './pdf-layout';

const run = promisify(execFile);

/** A picture as a PDF declares it: its page and its stored size in pixels. */
interface DeclaredPicture {
  page: number;
  width: number;
  height: number;
  mask: boolean;
}

/**
 * Every picture a PDF holds, from the sizes its image dictionaries declare (poppler's
 * `pdfimages -list`): nothing is decoded, so a 40000×40000 picture costs what a small one does.
 */
async function declaredPictures(
  path: string,
  tools: PdfTools,
  timeoutMs = 30_000,
): Promise<DeclaredPicture[]> {
  const { stdout } = await run(...tethered(tools.pdfimages, ['-list', path]), {
    timeout: timeoutMs,
    maxBuffer: 16 * 1024 * 1024,
  });
  // page num type width height color comp bpc enc interp object ID x-ppi y-ppi size ratio
  return stdout
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => /^\d+$/.test(fields[0] ?? '') && /^\d+$/.test(fields[3] ?? ''))
    .map((fields) => ({
      page: Number(fields[0]),
      width: Number(fields[3]),
      height: Number(fields[4]),
      // A soft mask is drawn with its picture: it is not a picture of its own.
      mask: /^s?mask$/.test(fields[2]),
    }));
}

/** The pages holding a picture of more than `maxPixels`, and how many such pictures there are. */
export async function oversizePictures(
  path: string,
  tools: PdfTools,
  maxPixels: number,
): Promise<{ pages: Set<number>; count: number }> {
  const oversize = (await declaredPictures(path, tools)).filter(
    (picture) => picture.width * picture.height > maxPixels,
  );
  return {
    pages: new Set(oversize.map((picture) => picture.page)),
    count: oversize.filter((picture) => !picture.mask).length,
  };
}
