import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { tethered } from '@deckforge/kit/process';
import { UnreadableFile } from '../extraction-failure';
import { normalise } from './document-builder';
import { betterLanguage, languageOfScript, tesseractLanguage } from './ocr-language';
import { recognizeLines, type OcrLine } from './ocr.reader';
import type { PdfLine } from './pdf-lines';
import { detectLanguage } from '../../../text/language/language';
import { textQuality } from './text-quality';

const run = promisify(execFile);

/** What reading the pictured pages of a PDF needs. */
export interface PdfOcrSource {
  path: string;
  tools: { pdftoppm: string; tesseract: string };
  /** A scratch folder for the rendered pages. */
  workDir: string;
  /** Pages read by OCR at most; a PDF with more such pages is refused. */
  maxPages: number;
  /** Longest the recognition of one PDF may take. */
  timeoutMs: number;
}

/** A page as pdf.js read it: its size in points and the lines of its text layer. */
export interface PdfPageText {
  number: number;
  width: number;
  height: number;
  lines: PdfLine[];
  /** The text layer as extracted (lines drop control characters, which are garbage to judge). */
  raw: string;
}

/** Tesseract reads best at 300 dpi (its documentation); text of 10 points is then 40 px high. */
const DPI = 300;
/**
 * Pixels of one rendered page at most (an A4 page at 300 dpi is 8.7 million): decided from the
 * page's size before anything is drawn, so a page of absurd size is drawn at a lower resolution.
 */
const MAX_PAGE_PIXELS = 12_000_000;
/** A page with fewer visible characters in its text layer has none worth keeping. */
const MIN_PAGE_CHARACTERS = 20;
/** Characters of the text layer the document is judged on. */
const DOCUMENT_SAMPLE = 20_000;
/** Pages rendered and recognised at once (each Tesseract on one core). */
const LANES = 2;

/**
 * Reads by OCR the pages whose text is only a picture: pages without a text layer (scans) and,
 * when the document's text layer is garbage (fonts whose codes are not characters), every page
 * whose own layer is not readable text. Their lines replace the layer's, so that what is counted
 * is what will be used.
 */
export async function readPicturedPages(pages: PdfPageText[], source: PdfOcrSource): Promise<void> {
  const textOf = (page: PdfPageText) => page.lines.map((line) => line.text).join('\n');
  // The document is judged on a sample of every page: a readable cover and abstract set in
  // another font must not hide a body of garbage.
  const share = Math.ceil(DOCUMENT_SAMPLE / Math.max(pages.length, 1));
  const sample = pages.map((page) => page.raw.slice(0, share)).join('\n');
  const garbage = textQuality(sample) === 'garbage';
  const pictured = pages.filter((page) => {
    if (textOf(page).replace(/\s+/g, '').length < MIN_PAGE_CHARACTERS) return true;
    return garbage && textQuality(page.raw) !== 'readable';
  });
  if (pictured.length === 0) return;
  if (pictured.length > source.maxPages)
    throw new UnreadableFile(
      `${pictured.length.toLocaleString('en-US')} of its pages are pictures of text (scans, or text whose font cannot be read); at most ${source.maxPages.toLocaleString('en-US')} such pages can be read`,
    );
  const kept = pages
    .filter((page) => !pictured.includes(page))
    .map(textOf)
    .join('\n');
  const reader = new PageReader(source, await languageOfText(kept, source.tools.tesseract));
  let next = 0;
  const lane = async () => {
    while (next < pictured.length) {
      const page = pictured[next++];
      page.lines = linesOfPage(page, await reader.read(page));
    }
  };
  await Promise.all(Array.from({ length: Math.min(LANES, pictured.length) }, lane));
}

/** The language of the readable pages, as Tesseract's, when they say enough. */
async function languageOfText(text: string, tesseract: string): Promise<string | undefined> {
  if (textQuality(text) !== 'readable' || text.replace(/\s+/g, '').length < 200) return undefined;
  return tesseractLanguage(detectLanguage(text), tesseract);
}

/**
 * Renders and recognises pages within the file's time budget, two at a time. Without a known
 * language, the first page decides it (decideLanguage): at most that page is read three times,
 * every other page once.
 */
class PageReader {
  private readonly deadline: number;
  private language: Promise<string> | undefined;

  constructor(
    private readonly source: PdfOcrSource,
    known: string | undefined,
  ) {
    this.deadline = Date.now() + source.timeoutMs;
    if (known) this.language = Promise.resolve(known);
  }

  async read(page: PdfPageText): Promise<{ lines: OcrLine[]; dpi: number }> {
    const rendered = await this.render(page);
    if (!rendered) return { lines: [], dpi: DPI };
    const { image, dpi } = rendered;
    let first: Promise<OcrLine[]> | undefined;
    this.language ??= this.decideLanguage(image).then(({ language, lines }) => {
      first = Promise.resolve(lines);
      return language;
    });
    const language = await this.language.catch(() => 'eng');
    const lines = await (first ?? recognizeLines(image, this.options(language), 1))
      .catch((error: unknown) => this.failed(error))
      .finally(() => rm(image, { force: true }));
    return { lines, dpi };
  }

  /**
   * The language of the first page, and its lines read in it: English first (most scans), the
   * script's language when English reads little (Tesseract's script detection is unreliable on
   * Latin pages, so it is asked only then), then the language of what was read.
   */
  private async decideLanguage(image: string): Promise<{ language: string; lines: OcrLine[] }> {
    let language = 'eng';
    let lines = await recognizeLines(image, this.options(language), 1);
    if (textQuality(textOfLines(lines)) !== 'readable') {
      const script = await languageOfScript(image, this.options());
      if (script !== language) {
        language = script;
        lines = await recognizeLines(image, this.options(language), 1);
      }
    }
    const better = await betterLanguage(textOfLines(lines), language, this.source.tools.tesseract);
    if (!better) return { language, lines };
    return { language: better, lines: await recognizeLines(image, this.options(better), 1) };
  }

  /** The page as a picture; none when poppler cannot draw it (a damaged page has no text). */
  private async render(page: PdfPageText): Promise<{ image: string; dpi: number } | undefined> {
    const dpi = renderResolution(page.width, page.height);
    const output = join(this.source.workDir, `ocr-page-${page.number}`);
    // Grey PGM: what Tesseract reads first anyway, and no compression to spend time on.
    const args = ['-gray', '-singlefile', '-r', String(dpi), '-f', String(page.number)];
    const image = `${output}.pgm`;
    return run(
      ...tethered(this.source.tools.pdftoppm, [
        ...args,
        '-l',
        String(page.number),
        this.source.path,
        output,
      ]),
      { timeout: this.remaining() },
    ).then(
      () => ({ image, dpi }),
      async (error: unknown) => {
        if ((error as { killed?: boolean }).killed) throw this.tooLong();
        await rm(image, { force: true });
        return undefined;
      },
    );
  }

  private options(language?: string) {
    return { language, tesseract: this.source.tools.tesseract, timeoutMs: this.remaining() };
  }

  private remaining(): number {
    const left = this.deadline - Date.now();
    if (left <= 0) throw this.tooLong();
    return left;
  }

  private failed(error: unknown): never {
    if (error instanceof UnreadableFile) throw error;
    if ((error as { killed?: boolean }).killed || Date.now() >= this.deadline) throw this.tooLong();
    if ((error as { code?: string }).code === 'ENOENT')
      throw new UnreadableFile(
        'its pages are pictures of text, and text recognition (Tesseract) is not installed',
        false,
      );
    throw error;
  }

  private tooLong() {
    return new UnreadableFile('recognising the text of its scanned pages took too long', false);
  }
}

/** The resolution a page is drawn at: 300 dpi, less for a page that would exceed the pixel budget. */
export function renderResolution(width: number, height: number): number {
  const inches = Math.max((width / 72) * (height / 72), 0.01);
  return Math.max(1, Math.min(DPI, Math.floor(Math.sqrt(MAX_PAGE_PIXELS / inches))));
}

const textOfLines = (lines: OcrLine[]) => lines.map((line) => line.text).join('\n');

/** Recognised lines as the parser's lines: points from the page's bottom, paragraphs kept. */
function linesOfPage(page: PdfPageText, read: { lines: OcrLine[]; dpi: number }): PdfLine[] {
  const scale = 72 / read.dpi;
  const band = page.height / 10;
  return read.lines
    .map((line) => {
      const y = page.height - line.bottom * scale;
      return {
        text: normalise(line.text),
        size: Math.round(line.size * scale * 2) / 2,
        y,
        page: page.number,
        margin: y < band || y > page.height - band,
        paragraph: `${page.number}:${line.paragraph}`,
      };
    })
    .filter((line) => line.text);
}
