import { mkdtemp, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ParsedFigure } from './document-builder';
import { captionNumber } from '../../../text/captions';
import type { FigureFiles } from './figure-files';
import { graphicsOf, type Ops } from './pdf-graphics';
import { oversizePictures } from './pdf-pictures';
import { ruledTable } from './pdf-tables';
import { centre, contains, type LabelArea, labelArea, touches, vectorPlots } from './pdf-labels';
import { captionBelow, figureRegion, labelledRegion, titleAbove } from './pdf-regions';
import type { SourceTable } from '../extracted-source';
import {
  layOutPdf,
  renderRegion,
  type LaidOutPage,
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
  /** The body's size as the text layer gives it, for telling labels from prose alike. */
  bodyPt?: number;
}

interface OpenPdf {
  numPages: number;
  getPage(page: number): Promise<Parameters<typeof graphicsOf>[0]>;
}

/**
 * Pictures covering less of the page than this are logos, icons and ornaments; on a poster's
 * large page, a picture of a 200-point square (7 cm) is a figure whatever its share.
 */
const MIN_PAGE_SHARE = 0.03;
const FIGURE_AREA = 40_000;
/** Labels beside a stored picture that make it a chart to draw with them. */
const MIN_LABELS = 3;
/** A picture over half the page is the page's background. */
const BACKGROUND_SHARE = 0.5;
/** pdftoppm processes at once: they wait on the disk as much as on a core. */
const RENDERS_AT_ONCE = 4;

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
  const labelAreas = new Map<number, LabelArea[]>();
  for (const page of pages) {
    const areas: LabelArea[] = [];
    labelAreas.set(page.number, areas);
    const numbered = page.texts.filter((text) => captionNumber(text.text));
    const captions = numbered.filter((text) => captionNumber(text.text)!.startsWith('figure'));
    const scan = !!source.scans?.has(page.number);
    // Drawing a region of a page draws (decodes) the oversize pictures on it too.
    const drawable = !oversize.pages.has(page.number);
    const graphics =
      numbered.length || (drawable && !scan && hasLabels(page))
        ? await graphicsOn(pdf, page.number, OPS)
        : [];
    for (const caption of numbered.filter((text) => !captions.includes(text))) {
      const table = ruledTable(page, caption, graphics);
      if (table) tables.push(table);
    }
    const regions: PageBox[] = [];
    const render = (region: PageBox, details: Omit<FigureInput, 'bytes' | 'page'>) => {
      const output = join(layoutDir, `region-${page.number}-${regions.length}`);
      regions.push(region);
      jobs.push(async () => ({
        bytes: await readFile(
          await renderRegion(source.path, source.tools, page.number, region, output),
        ),
        ...details,
        page: page.number,
      }));
    };
    for (const caption of drawable ? captions : []) {
      const region = figureRegion(page, caption, graphics, body);
      if (!region) continue;
      areas.push({ figure: region, reach: region, whole: true });
      render(region, { caption: caption.text });
    }
    const pictures = (scan ? [] : page.images).filter(
      (image) =>
        image.w * image.h >= Math.min(MIN_PAGE_SHARE * page.width * page.height, FIGURE_AREA) &&
        !regions.some((region) => contains(region, centre(image))),
    );
    for (const image of pictures) {
      const caption = captionBelow(page, image);
      const title = caption ? undefined : titleAbove(page, image);
      // A picture behind the page's text (a background) has no labels: the text is the page's.
      const background = image.w * image.h >= BACKGROUND_SHARE * page.width * page.height;
      if (!background) areas.push(labelArea(image, true));
      // A chart stored as a picture with its axes and legend as text is drawn with them.
      const labelled = labelledRegion(page, image, source.bodyPt ?? body, true);
      if (!background && drawable && labelled.labels >= MIN_LABELS) {
        render(labelled.region, { ...(caption ? { caption: caption.text } : {}), title });
        continue;
      }
      jobs.push(async () => {
        const bytes = await readFile(image.file).catch(() => undefined);
        return bytes && { bytes, caption: caption?.text, title, page: page.number };
      });
    }
    // Charts drawn as vectors without a caption: rendered, their labels theirs.
    for (const plot of drawable && !scan ? vectorPlots(page, graphics) : []) {
      if ([...regions, ...pictures].some((box) => touches(box, plot))) continue;
      areas.push(labelArea(plot));
      const { region } = labelledRegion(page, plot, source.bodyPt ?? body);
      const caption = captionBelow(page, region);
      render(region, caption ? { caption: caption.text } : { title: titleAbove(page, region) });
    }
  }
  const inputs = await inParallel(jobs, RENDERS_AT_ONCE);
  const figures: ParsedFigure[] = [];
  const titles = new Map<ParsedFigure, string>();
  for (const input of inputs) {
    if (!input) continue;
    const figure = await source.files.add(input.bytes, {
      ...(input.caption ? { caption: input.caption } : {}),
      location: { page: input.page },
    });
    if (!figure) continue;
    figures.push(figure);
    if (input.title) titles.set(figure, input.title);
  }
  return { figures, tables, labelAreas, titles, skippedPictures: oversize.count };
}

/**
 * A PDF's figures and ruled tables, per page where its figures' labels are (see labelArea), and
 * the title right above a figure without a caption (where the document's heading for it is).
 */
export interface PdfVisuals {
  figures: ParsedFigure[];
  tables: SourceTable[];
  labelAreas: Map<number, LabelArea[]>;
  titles: Map<ParsedFigure, string>;
  /** Pictures over the pixel budget, left out without being decoded. */
  skippedPictures: number;
}

interface FigureInput {
  bytes: Buffer;
  caption?: string;
  title?: string;
  page: number;
}

/** Six lines of three words or fewer: a page that may hold a chart's axis labels and legend. */
const hasLabels = (page: LaidOutPage) =>
  page.texts.filter((text) => text.text.split(/\s+/).length <= 3).length >= 6;

/** What a page draws besides text (none on a turned page: its boxes would not be the page's). */
async function graphicsOn(pdf: OpenPdf, number: number, OPS: Ops): Promise<PageBox[]> {
  const proxy = await pdf.getPage(number);
  return proxy.rotate % 360 === 0 ? graphicsOf(proxy, OPS) : [];
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

/** The size most characters are set in. */
function bodySize(pages: LaidOutPage[]): number {
  const weight = new Map<number, number>();
  for (const text of pages.flatMap((page) => page.texts))
    weight.set(text.sizePt, (weight.get(text.sizePt) ?? 0) + text.text.length);
  return [...weight.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
}
