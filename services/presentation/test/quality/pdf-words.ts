import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** A word as a PDF prints it, its box in points from the page's top left corner. */
export interface PrintedWord {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface PrintedPage {
  /** Points. */
  width: number;
  height: number;
  words: PrintedWord[];
}

const PAGE = /<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g;
const WORD =
  /<word xMin="(-?[\d.]+)" yMin="(-?[\d.]+)" xMax="(-?[\d.]+)" yMax="(-?[\d.]+)">([^<]*)<\/word>/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** Letters of the scripts written right to left, and of those written left to right. */
const RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;
const LEFT_TO_RIGHT = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]/u;

/**
 * Every word of a PDF with its box, page by page, as poppler's `pdftotext -bbox` reads them
 * (poppler is what previews are drawn with already; pdf.js would give text runs, not words).
 * Words wholly outside a page are not printed there: pdftotext leaves them out.
 */
export async function printedWords(pdf: string, pdftotext = 'pdftotext'): Promise<PrintedPage[]> {
  const { stdout } = await promisify(execFile)(pdftotext, ['-bbox', pdf, '-'], {
    maxBuffer: 256 * 1024 * 1024,
    timeout: 120_000,
  });
  return parsePrintedWords(stdout);
}

/**
 * A word in the order it is written: pdftotext gives the letters of Arabic and Hebrew words in
 * the order they are drawn, left to right (مراجعة comes out as ةعجارم).
 */
function logicalOrder(word: string): string {
  return RIGHT_TO_LEFT.test(word) && !LEFT_TO_RIGHT.test(word)
    ? [...word].reverse().join('')
    : word;
}

export function parsePrintedWords(xhtml: string): PrintedPage[] {
  return [...xhtml.matchAll(PAGE)].map(([, width, height, body]) => ({
    width: Number(width),
    height: Number(height),
    words: [...body.matchAll(WORD)].map(([, x0, y0, x1, y1, text]) => ({
      text: logicalOrder(
        text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name]),
      ),
      x0: Number(x0),
      y0: Number(y0),
      x1: Number(x1),
      y1: Number(y1),
    })),
  }));
}
