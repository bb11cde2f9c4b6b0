import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { tethered } from '@deckforge/kit/process';
import type { Element } from '@xmldom/xmldom';
import { attribute, children, descendants, numberAttribute, parseXml } from '../../../ooxml/xml';
import { normalise } from './document-builder';

const run = promisify(execFile);

/** A rectangle on a page in points, from the top-left corner (y grows downwards). */
export interface PageBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface LaidOutText extends PageBox {
  text: string;
  sizePt: number;
}

interface LaidOutImage extends PageBox {
  /** The picture's file as poppler wrote it (JPEG as stored, other formats as PNG). */
  file: string;
}

export interface LaidOutPage {
  number: number;
  width: number;
  height: number;
  /** Lines of text (runs of one line joined). */
  texts: LaidOutText[];
  /** The runs as pdftohtml gives them: the cells of a table stay apart. */
  runs: LaidOutText[];
  images: LaidOutImage[];
}

/** The PDF tools of poppler (poppler-utils), by path. */
export interface PdfTools {
  pdftoppm: string;
  pdftohtml: string;
  pdfimages: string;
}

/**
 * Where the text lines and pictures of every page are, with the pictures written to `outDir`:
 * one run of poppler's pdftohtml in XML mode (fast, and it writes each picture in its own
 * format without re-encoding a JPEG). The pictures of the pages in `withoutPictures` are never
 * decoded (pdftohtml decodes and writes every picture it lays out: a picture bomb there takes
 * minutes): the text is laid out without any picture, and the pictures of the other pages come
 * from runs over those pages alone.
 */
export async function layOutPdf(
  path: string,
  tools: PdfTools,
  outDir: string,
  withoutPictures: Set<number> = new Set(),
  timeoutMs = 30_000,
): Promise<LaidOutPage[]> {
  const layout = (name: string, ...options: string[]) =>
    layOutRun(path, tools, join(outDir, name), options, timeoutMs);
  if (withoutPictures.size === 0) return layout('layout');
  const pages = await layout('layout', '-i');
  for (const [first, last] of pageRuns(pages.length, withoutPictures)) {
    const pictured = await layout(`pictures-${first}`, '-f', String(first), '-l', String(last));
    for (const page of pictured)
      if (pages[page.number - 1]?.number === page.number)
        pages[page.number - 1].images = page.images;
  }
  return pages;
}

/** Runs of consecutive pages (first, last) of 1..`count` that are not in `left`. */
function pageRuns(count: number, left: Set<number>): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  for (let page = 1; page <= count; page++) {
    if (left.has(page)) continue;
    const last = runs[runs.length - 1];
    if (last && last[1] === page - 1) last[1] = page;
    else runs.push([page, page]);
  }
  return runs;
}

async function layOutRun(
  path: string,
  tools: PdfTools,
  base: string,
  options: string[],
  timeoutMs: number,
): Promise<LaidOutPage[]> {
  await run(
    ...tethered(tools.pdftohtml, [
      '-xml',
      '-q',
      '-nodrm',
      '-zoom',
      '1',
      '-nomerge',
      ...options,
      path,
      base,
    ]),
    { timeout: timeoutMs, maxBuffer: 1024 * 1024 },
  );
  const xml = parseXml(await readFile(`${base}.xml`, 'utf8'));
  const fonts = new Map<string, number>();
  for (const font of descendants(xml, 'fontspec'))
    fonts.set(attribute(font, 'id') ?? '', numberAttribute(font, 'size') ?? 0);
  return descendants(xml, 'page').map((page) => {
    const runs = children(page, 'text')
      .map((text) => ({
        ...boxOf(text),
        text: normalise(text.textContent ?? ''),
        sizePt: fonts.get(attribute(text, 'font') ?? '') ?? 0,
      }))
      .filter((text) => text.text);
    return {
      number: numberAttribute(page, 'number') ?? 0,
      width: numberAttribute(page, 'width') ?? 0,
      height: numberAttribute(page, 'height') ?? 0,
      texts: joinLines(runs),
      runs,
      images: children(page, 'image').map((image) => ({
        ...boxOf(image),
        file: attribute(image, 'src') ?? '',
      })),
    };
  });
}

/**
 * Runs of one line (pdftohtml splits a line where its font changes: "Figure 1:" in bold, then
 * the caption) joined into the line.
 */
function joinLines(texts: LaidOutText[]): LaidOutText[] {
  const lines: LaidOutText[] = [];
  for (const text of texts) {
    const line = lines[lines.length - 1];
    const gap = line ? text.x - (line.x + line.w) : Infinity;
    if (line && Math.abs(text.y - line.y) <= 2 && gap >= -1 && gap <= text.h * 1.5) {
      line.text += ` ${text.text}`;
      line.h = Math.max(line.y + line.h, text.y + text.h) - line.y;
      line.w = text.x + text.w - line.x;
      line.sizePt = Math.max(line.sizePt, text.sizePt);
    } else lines.push({ ...text });
  }
  return lines;
}

const boxOf = (element: Element): PageBox => ({
  x: numberAttribute(element, 'left') ?? 0,
  y: numberAttribute(element, 'top') ?? 0,
  w: numberAttribute(element, 'width') ?? 0,
  h: numberAttribute(element, 'height') ?? 0,
});

/** Renders a region of a page to a PNG with poppler's pdftoppm; returns the file's path. */
export async function renderRegion(
  path: string,
  tools: PdfTools,
  page: number,
  region: PageBox,
  output: string,
  timeoutMs = 30_000,
): Promise<string> {
  // About 1100 px on the longer side (a figure fills at most half to two thirds of a full-HD
  // slide), between 100 and 200 dpi: PNG encoding is most of pdftoppm's time.
  const dpi = Math.round(Math.max(100, Math.min(200, (1100 * 72) / Math.max(region.w, region.h))));
  const px = (points: number) => String(Math.round((points * dpi) / 72));
  await run(
    ...tethered(
      tools.pdftoppm,
      ['-png', '-singlefile', '-f', String(page), '-l', String(page), '-r', String(dpi)]
        .concat(['-x', px(region.x), '-y', px(region.y), '-W', px(region.w), '-H', px(region.h)])
        .concat([path, output]),
    ),
    { timeout: timeoutMs },
  );
  return `${output}.png`;
}

/**
 * The column a caption sits in, as a horizontal span: the whole page when the page is set in
 * one column (no long line starts in its right half) or the caption crosses the middle, else
 * the half it is in.
 */
export function columnOf(page: LaidOutPage, caption: PageBox): { from: number; to: number } {
  const middle = page.width / 2;
  const crosses = (box: PageBox) => box.x < middle - 20 && box.x + box.w > middle + 20;
  const rightColumn = page.texts.some(
    (text) => text.w > page.width * 0.25 && text.x >= middle - 10,
  );
  if (!rightColumn || crosses(caption)) return { from: 0, to: page.width };
  return caption.x < middle ? { from: 0, to: middle } : { from: middle, to: page.width };
}
