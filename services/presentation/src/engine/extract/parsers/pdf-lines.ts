import { normalise } from './document-builder';
import { joinAccents } from './pdf-accents';

/** PDF text as lines: pdf.js's positioned runs put back together, running heads and feet left out. */

export interface TextItem {
  str: string;
  transform: number[];
  width?: number;
  height: number;
  hasEOL: boolean;
}

export interface PdfLine {
  text: string;
  size: number;
  /** Baseline, points from the bottom of the page. */
  y: number;
  /** Where the line starts, points from the left of the page (read from the text layer). */
  x?: number;
  /** Runs set far apart on one baseline (two gaps or more): a row of labels or cells. */
  spread?: boolean;
  page: number;
  /** In the top or bottom tenth of the page, where running heads and page numbers live. */
  margin: boolean;
  /** Lines read by OCR: the paragraph Tesseract found them in (it decides where paragraphs end). */
  paragraph?: string;
}

type Line = PdfLine;

/** A gap between runs of one line this many times the type's size sets them apart. */
const SPREAD_GAP = 1.5;

/**
 * The lines of a page's text runs, in points from the page's bottom left corner (`view`: pdf.js's
 * [left, bottom, right, top]).
 */
export function linesOf(items: TextItem[], page: number, view: number[]): Line[] {
  const [left, bottom, , top] = view;
  const lines: Line[] = [];
  const height = top - bottom;
  const band = height / 10;
  let text = '';
  let size = 0;
  let y: number | undefined;
  let startX: number | undefined;
  let endX: number | undefined;
  let gaps = 0;
  const push = () => {
    const clean = normalise(joinAccents(text));
    if (clean && y !== undefined)
      lines.push({
        text: clean,
        size: round(size),
        y,
        ...(startX !== undefined ? { x: startX } : {}),
        ...(gaps >= 2 ? { spread: true } : {}),
        page,
        margin: y < band || y > height - band,
      });
    text = '';
    size = 0;
    y = undefined;
    startX = undefined;
    endX = undefined;
    gaps = 0;
  };
  for (const item of items) {
    if (typeof item.str !== 'string') continue;
    const itemSize = Math.hypot(item.transform[2], item.transform[3]) || item.height;
    const itemY = item.transform[5] - bottom;
    if (y !== undefined && Math.abs(itemY - y) > Math.max(itemSize, size) * 0.6) push();
    if (item.str) {
      y ??= itemY;
      // Runs set apart without a space character ("2.1" then "The Problem") are two words.
      const x = item.transform[4] - left;
      startX ??= x;
      if (
        endX !== undefined &&
        x - endX > itemSize * 0.25 &&
        !/\s$/.test(text) &&
        !/^\s/.test(item.str)
      )
        text += ' ';
      // A gap left empty, or filled by pdf.js with a wide space of its own.
      const blank = /^\s+$/.test(item.str) ? (item.width ?? 0) : 0;
      if ((endX !== undefined && x - endX > itemSize * SPREAD_GAP) || blank > itemSize * SPREAD_GAP)
        gaps++;
      text += item.str;
      endX = item.width !== undefined ? x + item.width : undefined;
      size = Math.max(size, itemSize);
    }
    if (item.hasEOL) push();
  }
  push();
  return lines;
}

export /**
 * Page numbers in small type, and lines repeated at the same place on most pages (running heads
 * and feet, at any size: a head set larger than the body is still no heading), in the top and
 * bottom margins only, so repeated body text stays.
 */
function withoutRunningText(lines: Line[], pages: number, body: number): Line[] {
  // Positions on a 4-point grid: a running head read by OCR moves a little from page to page.
  // Numbers count as the same in small type ("Page 3 of 9"), not in a heading ("Chapter 3").
  const keyOf = (line: Line) =>
    `${isHeadingSize(line.size, body) ? line.text : line.text.replace(/\d+/g, '#')}@${Math.round(line.y / 4)}`;
  const seen = new Map<string, Set<number>>();
  for (const line of lines.filter((candidate) => candidate.margin))
    (seen.get(keyOf(line)) ?? seen.set(keyOf(line), new Set()).get(keyOf(line))!).add(line.page);
  return lines.filter((line) => {
    if (!line.margin) return true;
    if (pages >= 3 && seen.get(keyOf(line))!.size > pages / 2) return false;
    return (
      isHeadingSize(line.size, body) ||
      !/^(page\s*)?\d{1,4}(\s*(of|\/)\s*\d{1,4})?$/i.test(line.text)
    );
  });
}

export /** The size most characters are set in. */
function bodySize(lines: Line[]): number {
  const weight = new Map<number, number>();
  for (const line of lines) weight.set(line.size, (weight.get(line.size) ?? 0) + line.text.length);
  return [...weight.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 12;
}

export const isHeadingSize = (size: number, body: number) =>
  size >= body * 1.15 && size - body >= 1;

const round = (value: number) => Math.round(value * 2) / 2;
