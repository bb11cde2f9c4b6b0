import { mkdtemp, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ParsedDocument, ParsedFigure } from './document-builder';
import { captionNumber, isCaption } from '../../../text/captions';
import type { FigureFiles } from './figure-files';
import { graphicsOf, type Ops } from './pdf-graphics';
import { oversizePictures } from './pdf-pictures';
import { ruledTable } from './pdf-tables';
import type { SourceTable } from '../extracted-source';
import {
  columnOf,
  layOutPdf,
  renderRegion,
  type LaidOutPage,
  type LaidOutText,
  type PageBox,
  type PdfTools,
} from './pdf-layout';

/** What finding a PDF's figures needs besides the open document. */
export interface PdfFigureSource {
  path: string;
  tools: PdfTools;
  /** A scratch folder (the figures go to `files`). */
  workDir: string;
  files: FigureFiles;
  /** Pictures of more pixels than this are skipped and never decoded (IMAGE_MAX_MEGAPIXELS). */
  maxPixels: number;
  /** Pages that are scans of text (read by OCR): their pictures are the scans, not figures. */
  scans?: ReadonlySet<number>;
}

interface OpenPdf {
  numPages: number;
  getPage(page: number): Promise<Parameters<typeof graphicsOf>[0]>;
}

/** Pictures covering less of the page than this are logos, icons and ornaments. */
const MIN_PAGE_SHARE = 0.03;
/** pdftoppm processes at once: they wait on the disk as much as on a core. */
const RENDERS_AT_ONCE = 4;
/** Space kept around a rendered figure (points). */
const PADDING = 3;

/**
 * The figures of a PDF: every region a figure caption ("Figure 3: ...") marks, rendered from
 * the page with whatever it holds (vector drawings, pictures, labels), and every other picture
 * large enough to be a photograph or a chart, taken as stored. Logos repeated on every page,
 * icons and rules are left out (FigureFiles and the page share above).
 */
export async function findPdfFigures(
  pdf: OpenPdf,
  OPS: Ops,
  source: PdfFigureSource,
): Promise<PdfVisuals> {
  const layoutDir = await mkdtemp(join(source.workDir, 'layout-'));
  // Picture bombs are found from the sizes the PDF declares, before anything decodes them.
  const oversize = await oversizePictures(source.path, source.tools, source.maxPixels);
  const pages = await layOutPdf(source.path, source.tools, layoutDir, oversize.pages);
  const body = bodySize(pages);
  // Regions are found page by page; their renders (one pdftoppm each) run a few at a time.
  const jobs: Array<() => Promise<FigureInput | undefined>> = [];
  const tables: SourceTable[] = [];
  const labels = new Map<number, Set<string>>();
  for (const page of pages) {
    const numbered = page.texts.filter((text) => captionNumber(text.text));
    const captions = numbered.filter((text) => captionNumber(text.text)!.startsWith('figure'));
    const regions: PageBox[] = [];
    if (numbered.length) {
      const proxy = await pdf.getPage(page.number);
      const graphics = proxy.rotate % 360 === 0 ? await graphicsOf(proxy, OPS) : [];
      for (const caption of numbered.filter((text) => !captions.includes(text))) {
        const table = ruledTable(page, caption, graphics);
        if (table) tables.push(table);
      }
      // Drawing a region of a page draws (decodes) the oversize pictures on it too.
      for (const caption of oversize.pages.has(page.number) ? [] : captions) {
        const region = figureRegion(page, caption, graphics, body);
        if (!region) continue;
        const output = join(layoutDir, `region-${page.number}-${regions.length}`);
        regions.push(region);
        const words =
          labels.get(page.number) ?? labels.set(page.number, new Set()).get(page.number)!;
        for (const text of page.texts)
          if (text !== caption && contains(region, centre(text)))
            for (const word of wordsOf(text.text)) words.add(word);
        jobs.push(async () => ({
          bytes: await readFile(
            await renderRegion(source.path, source.tools, page.number, region, output),
          ),
          caption: caption.text,
          page: page.number,
        }));
      }
    }
    for (const image of source.scans?.has(page.number) ? [] : page.images) {
      if (image.w * image.h < MIN_PAGE_SHARE * page.width * page.height) continue;
      if (regions.some((region) => contains(region, centre(image)))) continue;
      const caption = page.texts.find(
        (text) =>
          text.y >= image.y + image.h - 2 &&
          text.y - (image.y + image.h) < 24 &&
          isCaption(text.text),
      );
      jobs.push(async () => {
        const bytes = await readFile(image.file).catch(() => undefined);
        return bytes && { bytes, caption: caption?.text, page: page.number };
      });
    }
  }
  const inputs = await inParallel(jobs, RENDERS_AT_ONCE);
  const figures: ParsedFigure[] = [];
  for (const input of inputs) {
    if (!input) continue;
    const figure = await source.files.add(input.bytes, {
      ...(input.caption ? { caption: input.caption } : {}),
      location: { page: input.page },
    });
    if (figure) figures.push(figure);
  }
  return { figures, tables, labels, skippedPictures: oversize.count };
}

/** A PDF's figures and ruled tables, and per page the words of the labels inside figures. */
export interface PdfVisuals {
  figures: ParsedFigure[];
  tables: SourceTable[];
  labels: Map<number, Set<string>>;
  /** Pictures over the pixel budget, left out without being decoded. */
  skippedPictures: number;
}

const wordsOf = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

interface FigureInput {
  bytes: Buffer;
  caption?: string;
  page: number;
}

/** Runs `jobs` at most `limit` at a time; results in the jobs' order. */
async function inParallel<T>(jobs: Array<() => Promise<T>>, limit: number): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await jobs[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, lane));
  return results;
}

/**
 * The region a caption below a figure marks: in the caption's column, between the caption and
 * the nearest line of body text (or caption) above it, the drawings and pictures there, and
 * the labels on or beside them.
 */
function figureRegion(
  page: LaidOutPage,
  caption: LaidOutText,
  graphics: PageBox[],
  body: number,
): PageBox | undefined {
  const column = columnOf(page, caption);
  const width = column.to - column.from;
  const inColumn = (box: PageBox) =>
    Math.min(box.x + box.w, column.to) - Math.max(box.x, column.from) >=
    0.5 * Math.min(box.w, width);
  const drawings = graphics.filter(
    (box) => box.w * box.h < 0.8 * page.width * page.height && inColumn(box),
  );
  const containers = drawings.filter((box) => box.w * box.h > 2000);
  const isProse = (text: LaidOutText) =>
    (Math.abs(text.sizePt - body) <= 0.6 &&
      text.w >= 0.55 * width &&
      !containers.some((box) => contains(box, centre(text)))) ||
    (text !== caption && isCaption(text.text));
  let ceiling = 0;
  for (const text of page.texts)
    if (inColumn(text) && text.y + text.h <= caption.y && isProse(text))
      ceiling = Math.max(ceiling, text.y + text.h);
  const inBand = (box: PageBox) => box.y >= ceiling - 1 && box.y + box.h <= caption.y + 2;
  const shapes = drawings.filter(inBand);
  if (shapes.length === 0) return undefined;
  let region = shapes.reduce(union);
  // Labels belong to the figure when they sit on or right beside its drawings.
  for (let pass = 0; pass < 2; pass++)
    for (const text of page.texts)
      if (text !== caption && inBand(text) && inColumn(text) && touches(grow(region, 12), text))
        region = union(region, text);
  region = grow(region, PADDING);
  region = {
    x: Math.max(0, region.x),
    y: Math.max(0, region.y),
    w: Math.min(page.width, region.x + region.w) - Math.max(0, region.x),
    h: Math.min(caption.y, region.y + region.h) - Math.max(0, region.y),
  };
  return region.w >= 50 && region.h >= 30 ? region : undefined;
}

/**
 * Places each figure and table in the section whose text holds its caption (that block becomes a caption
 * block, and its whole text the figure's caption), else in the last section begun on or before
 * its page.
 */
export function anchorPdfFigures(document: ParsedDocument, found: PdfVisuals): ParsedDocument {
  dropLabels(document, found.labels);
  const anchor = <T extends ParsedFigure | SourceTable>(figure: T): T => {
    const start = figure.caption?.slice(0, 30);
    for (const [index, section] of document.sections.entries())
      for (const block of section.blocks)
        if (start && block.text.startsWith(start)) {
          block.type = 'caption';
          return { ...figure, caption: block.text.slice(0, 500), section: index };
        }
    const page = figure.location?.page ?? 1;
    const index = document.sections.findLastIndex(
      (section) => (section.location?.page ?? section.blocks[0]?.location?.page ?? 1) <= page,
    );
    return index >= 0 ? { ...figure, section: index } : figure;
  };
  const figures = found.figures.map(anchor);
  const tables = found.tables.map(anchor);
  return {
    ...document,
    ...(found.skippedPictures ? { skippedPictures: found.skippedPictures } : {}),
    ...(figures.length ? { figures } : {}),
    ...(tables.length ? { tables: [...(document.tables ?? []), ...tables] } : {}),
  };
}

/**
 * Text read from inside a figure (axis ticks, legends, labels of boxes) is the figure's, not
 * prose: a short block on a figure's page whose words are nearly all labels of that figure is
 * dropped from the text.
 */
function dropLabels(document: ParsedDocument, labels: Map<number, Set<string>>): void {
  for (const section of document.sections)
    section.blocks = section.blocks.filter((block) => {
      const words = labels.get(block.location?.page ?? 0);
      if (!words || block.type === 'caption') return true;
      const own = wordsOf(block.text);
      if (own.length > 40) return true;
      return own.filter((word) => words.has(word)).length < own.length * 0.9;
    });
}

/** The size most characters are set in. */
function bodySize(pages: LaidOutPage[]): number {
  const weight = new Map<number, number>();
  for (const text of pages.flatMap((page) => page.texts))
    weight.set(text.sizePt, (weight.get(text.sizePt) ?? 0) + text.text.length);
  return [...weight.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
}

const centre = (box: PageBox) => ({ x: box.x + box.w / 2, y: box.y + box.h / 2 });
const contains = (box: PageBox, point: { x: number; y: number }) =>
  point.x >= box.x && point.x <= box.x + box.w && point.y >= box.y && point.y <= box.y + box.h;
const touches = (a: PageBox, b: PageBox) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const grow = (box: PageBox, by: number): PageBox => ({
  x: box.x - by,
  y: box.y - by,
  w: box.w + 2 * by,
  h: box.h + 2 * by,
});
function union(a: PageBox, b: PageBox): PageBox {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    w: Math.max(a.x + a.w, b.x + b.w) - x,
    h: Math.max(a.y + a.h, b.y + b.h) - y,
  };
}
