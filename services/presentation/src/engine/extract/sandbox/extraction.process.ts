import { readFile } from 'node:fs/promises';
import workerpool from 'workerpool';
import { countTokens } from 'gpt-tokenizer';
import type { DocumentFormat } from '../file-formats';
import { UnreadableFile } from '../extraction-failure';
import { titleOfOneLine, type ParsedDocument } from '../parsers/document-builder';
import { parseDocx } from '../parsers/docx.parser';
import { parseHtml } from '../parsers/html.parser';
import { probeImage, type ImageProbe } from '../parsers/image-probe';
import { parseMarkdown } from '../parsers/markdown.parser';
import { recognizeText } from '../parsers/ocr.reader';
import { parsePdf } from '../parsers/pdf.parser';
import { parsePlainText } from '../parsers/plain-text.parser';
import { parsePptx } from '../parsers/pptx.parser';
import { FigureFiles } from '../parsers/figure-files';
import type { PdfTools } from '../parsers/pdf-layout';
import { parseCsv, parseXlsx } from '../parsers/spreadsheet.parser';
import { decodeHtml, requireText } from '../parsers/text-decoding';
import type { ZipLimits } from '../parsers/zip-guard';

/**
 * Runs inside an extraction worker process (workerpool): everything that parses untrusted
 * bytes, so that a hostile file can exhaust only this process's time and heap. Failures come
 * back as values (error objects lose their fields crossing processes).
 */

export interface DocumentLimits {
  maxPages: number;
  zip: ZipLimits;
  /** Pictures of more megapixels are left out, never decoded (IMAGE_MAX_MEGAPIXELS). */
  maxMegapixels: number;
  /** Pages of one PDF read by OCR at most, and the time their recognition may take. */
  ocr: { maxPages: number; timeoutMs: number };
}

export type ThreadTask =
  | {
      task: 'document';
      format: DocumentFormat;
      path: string;
      limits: DocumentLimits;
      /** A folder for the document's figures (left out: figures are not kept). */
      figuresDir?: string;
      /** poppler's tools, which find and render a PDF's figures and its scanned pages. */
      pdfTools?: PdfTools;
      /** The tesseract binary, which reads the text of scanned pages. */
      tesseract?: string;
      /** LibreOffice, which draws the Windows metafiles (EMF, WMF) of Office files. */
      soffice?: string;
    }
  | { task: 'probe-image'; path: string; maxMegapixels: number }
  | { task: 'ocr'; path: string; tesseract?: string }
  | { task: 'count-tokens'; text: string };

export type ThreadAnswer<T> =
  { ok: true; value: T } | { ok: false; reason: string; permanent: boolean };

export type ThreadValue<T extends ThreadTask['task']> = T extends 'document'
  ? ParsedDocument
  : T extends 'probe-image'
    ? ImageProbe
    : T extends 'ocr'
      ? { text?: string }
      : { tokens: number };

async function run(task: ThreadTask): Promise<ThreadAnswer<unknown>> {
  try {
    return { ok: true, value: await perform(task) };
  } catch (error) {
    if (error instanceof UnreadableFile)
      return { ok: false, reason: error.reason, permanent: error.permanent };
    throw error;
  }
}

async function perform(task: ThreadTask): Promise<unknown> {
  switch (task.task) {
    case 'document': {
      const figures = new FigureFiles(
        task.figuresDir,
        task.limits.maxMegapixels * 1_000_000,
        task.soffice,
      );
      const document = titleOfOneLine(
        await parseDocument(task, await readFile(task.path), figures),
      );
      const skipped = (document.skippedPictures ?? 0) + figures.skipped;
      return skipped ? { ...document, skippedPictures: skipped } : document;
    }
    case 'probe-image':
      return probeImage(await readFile(task.path), task.maxMegapixels);
    case 'ocr':
      return { text: await recognizeText(task.path, { tesseract: task.tesseract }) };
    case 'count-tokens':
      return { tokens: countTokens(task.text) };
  }
}

async function parseDocument(
  task: Extract<ThreadTask, { task: 'document' }>,
  bytes: Buffer,
  figures: FigureFiles,
): Promise<ParsedDocument> {
  const { limits, figuresDir: workDir, pdfTools: tools } = task;
  if (bytes.length === 0) throw new UnreadableFile('it is empty');
  switch (task.format) {
    case 'txt':
      return parsePlainText(bytes);
    case 'md':
      return parseMarkdown(bytes);
    case 'html':
      return parseHtml(requireText(decodeHtml(bytes)), figures);
    case 'docx':
      return parseDocx(bytes, limits.zip, figures);
    case 'pdf':
      return parsePdf(
        bytes,
        limits.maxPages,
        workDir && tools
          ? {
              path: task.path,
              tools,
              workDir,
              files: figures,
              maxPixels: limits.maxMegapixels * 1_000_000,
            }
          : undefined,
        workDir && tools && task.tesseract
          ? {
              path: task.path,
              tools: { pdftoppm: tools.pdftoppm, tesseract: task.tesseract },
              workDir,
              ...limits.ocr,
            }
          : undefined,
      );
    case 'pptx':
      return parsePptx(bytes, limits.zip, figures);
    case 'xlsx':
      return parseXlsx(bytes, limits.zip, figures);
    case 'csv':
      return parseCsv(bytes);
  }
}

if (!workerpool.isMainThread) workerpool.worker({ run });
