import { UnreadableFile } from '../extraction-failure';
import { textQuality } from './text-quality';
import { DocumentBuilder, type ParsedDocument } from './document-builder';
import { cleanHeading, isFormula, readsAsHeading } from './headings';
import { anchorPdfFigures } from './pdf-anchors';
import { findPdfFigures, type PdfFigureSource, type PdfVisuals } from './pdf-figures';
import { withoutLabels } from './pdf-labels';
import { pageDrawings } from './pdf-drawings';
import { readPicturedPages, type PdfOcrSource, type PdfPageText } from './pdf-ocr';
import {
  bodySize,
  isHeadingSize,
  linesOf,
  type PdfLine,
  type TextItem,
  withoutRunningText,
} from './pdf-lines';

type Line = PdfLine;

const BULLET = /^(?:[•·◦▪‣○●■□–-]|\d{1,3}[.)])\s+/;
/** "5.1 Raft basics", "2.3.1 Robust constellations": a numbered subsection heading at body size. */
const NUMBERED_HEADING = /^(\d{1,2}(?:\.\d{1,2}){1,3})\.?\s+\p{Lu}[^.!?:;]{1,70}$/u;

/**
 * Text of a figure or an equation, not prose: axis ticks and legends ("10.00%", "15 12 9 6 3"),
 * lines mostly of figures and symbols.
 */
function isFigureText(text: string): boolean {
  const visible = text.replace(/\s+/g, '');
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  return visible.length > 0 && text.length <= 80 && letters < visible.length * 0.4;
}

/**
 * PDF text with pdf.js (through unpdf), page by page. Lines are rebuilt from positioned text;
 * lines noticeably larger than the body text become headings (level by size), the rest joins
 * into paragraphs and bullets. Page numbers and running headers/footers are dropped.
 */
export async function parsePdf(
  bytes: Uint8Array,
  maxPages: number,
  figures?: PdfFigureSource,
  ocr?: PdfOcrSource,
): Promise<ParsedDocument> {
  const { getDocumentProxy } = await import('unpdf');
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes), {
      isEvalSupported: false,
      verbosity: 0,
      // Reading a page's drawings (figures) decodes its pictures: never one over the budget.
      ...(figures ? { maxImageSize: figures.maxPixels } : {}),
    });
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException')
      throw new UnreadableFile(
        'this PDF is password-protected; save a copy without the password and upload that',
      );
    throw new UnreadableFile('it is damaged or not a PDF file');
  }
  try {
    if (pdf.numPages > maxPages)
      throw new UnreadableFile(
        `it has ${pdf.numPages.toLocaleString('en-US')} pages; at most ${maxPages.toLocaleString('en-US')} are supported`,
      );
    const pages: PdfPageText[] = [];
    for (let page = 1; page <= pdf.numPages; page++) {
      const proxy = await pdf.getPage(page);
      const [left, bottom, right, top] = proxy.view;
      const content = await proxy.getTextContent();
      const items = content.items as TextItem[];
      const lines = linesOf(items, page, proxy.view);
      // As extracted, control characters included: glyph codes below the space are garbage.
      const raw = items.map((item) => item.str ?? '').join(' ');
      pages.push({ number: page, width: right - left, height: top - bottom, lines, raw });
    }
    const withoutLayer = pages.filter((page) => page.lines.length === 0).map((page) => page.number);
    // Pages whose text is only a picture are read by OCR, in place of their text layer.
    if (ocr) await readPicturedPages(pages, ocr);
    const lines = pages.flatMap((page) => page.lines);
    const kept = withoutRunningText(lines, pdf.numPages, bodySize(lines));
    if (kept.length === 0) {
      // A PDF of pictures (photographs, drawings, a page no recogniser can read) is a picture
      // document: its pictures become picture slides, as a Word file of pictures does.
      const pictures = figures && (await findFiguresOrNone(pdf, figures, new Set()));
      if (pictures?.figures.length)
        return anchorPdfFigures(new DocumentBuilder().build(pdf.numPages), pictures);
      // A layer of characters nobody can read is not "no text": say what is wrong with it.
      const unreadable = textQuality(pages.map((page) => page.raw).join('\n')) === 'garbage';
      // Without pictures either, its drawn pages are its content (a plan, a diagram); not when
      // they are lettering in fonts that do not say which letters they are.
      const drawings = figures && !unreadable ? await pageDrawings(pages, figures) : [];
      if (drawings.length)
        return anchorPdfFigures(new DocumentBuilder().build(pdf.numPages), {
          ...NO_VISUALS,
          figures: drawings,
        });
      throw new UnreadableFile(
        unreadable
          ? `its text cannot be read (its fonts do not say which letters they show)${ocr ? ', and none could be recognised in its pages' : ''}`
          : ocr
            ? 'it contains no text, and none could be recognised in its pages'
            : 'it contains no text (a scan without a text layer)',
      );
    }
    if (!figures) return buildDocument(kept, pdf.numPages);
    // The picture of a page read by OCR is the scan itself, not a figure.
    const scans = new Set(withoutLayer.filter((page) => kept.some((line) => line.page === page)));
    const body = bodySize(kept);
    const visuals = await findFiguresOrNone(pdf, { ...figures, bodyPt: body }, scans);
    // What is read inside and beside the figures (axis labels, legends) is theirs, not prose.
    const heights = new Map(pages.map((page) => [page.number, page.height]));
    const text = withoutLabels(kept, visuals.labelAreas, heights, body);
    return anchorPdfFigures(buildDocument(text, pdf.numPages), visuals);
  } catch (error) {
    if (error instanceof UnreadableFile) throw error;
    throw new UnreadableFile('it is damaged or not a PDF file');
  } finally {
    await pdf.destroy();
  }
}

const NO_VISUALS: PdfVisuals = {
  figures: [],
  tables: [],
  labelAreas: new Map(),
  titles: new Map(),
  skippedPictures: 0,
};

/** The PDF's figures; none when its drawings cannot be read (figures are a bonus to its text). */
async function findFiguresOrNone(
  pdf: Parameters<typeof findPdfFigures>[0],
  figures: PdfFigureSource,
  scans: ReadonlySet<number>,
): Promise<PdfVisuals> {
  const { getResolvedPDFJS } = await import('unpdf');
  const { OPS } = await getResolvedPDFJS();
  return findPdfFigures(pdf, OPS, { ...figures, scans }).catch(() => NO_VISUALS);
}

function buildDocument(lines: Line[], pageCount: number): ParsedDocument {
  const body = bodySize(lines);
  const headingSizes = [
    ...new Set(lines.filter((l) => isHeadingSize(l.size, body)).map((l) => l.size)),
  ]
    .sort((a, b) => b - a)
    .slice(0, 3);
  const builder = new DocumentBuilder();
  let paragraph: Line[] = [];
  let bullet = false;
  /** The level of the last sized heading numbered "5 ..." (its "5.1 ..." subsections go under it). */
  let numberedBase: number | undefined;
  const flush = () => {
    if (paragraph.length === 0) return;
    const text = joinLines(paragraph.map((line) => line.text));
    builder.at({ page: paragraph[0].page });
    if (bullet) builder.bullet(text.replace(BULLET, ''));
    else builder.paragraph(text);
    paragraph = [];
  };
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    const previous = paragraph[paragraph.length - 1];
    // Display mathematics cannot be drawn faithfully as slide text: neither heading nor bullet.
    if (isFormula(line.text)) continue;
    const level = headingSizes.indexOf(line.size) + 1;
    if (level > 0 && line.text.length <= 150 && readsAsHeading(line.text)) {
      flush();
      // A heading that wraps continues on the next line of the same size, just below it; a
      // label beside it or above it (a drawing's callouts, another column) is no part of it.
      let text = line.text;
      const wraps = (above: Line, next: Line | undefined) =>
        next?.size === above.size &&
        next.page === above.page &&
        above.y - next.y > 0 &&
        above.y - next.y < above.size * 1.8;
      while (wraps(lines[index], lines[index + 1]) && text.length < 150)
        text += ` ${lines[++index].text}`;
      const heading = cleanHeading(text);
      if (/^\d{1,2}\.?\s+\p{L}/u.test(heading)) numberedBase = level;
      builder.at({ page: line.page }).heading(heading, level);
      continue;
    }
    if (isFigureText(line.text)) continue;
    const numbered = NUMBERED_HEADING.exec(line.text);
    if (numbered && line.size >= body - 0.5 && endsSentence(previous?.text)) {
      flush();
      const depth = numbered[1].split('.').length;
      const level = (numberedBase ?? 1) + depth - 1;
      builder.at({ page: line.page }).heading(cleanHeading(line.text), Math.min(6, level));
      continue;
    }
    const startsBullet = BULLET.test(line.text);
    const continues =
      previous &&
      !startsBullet &&
      (line.paragraph !== undefined
        ? line.paragraph === previous.paragraph
        : nextLine(previous, line) || carriesOn(previous, line));
    if (!continues) {
      flush();
      bullet = startsBullet;
    }
    paragraph.push(line);
  }
  flush();
  return builder.build(pageCount);
}

/** The line under `previous` in the same block: same page and size, at most a line's leading below. */
const nextLine = (previous: Line, line: Line) =>
  previous.page === line.page &&
  Math.abs(previous.size - line.size) <= 0.5 &&
  previous.y - line.y > 0 &&
  previous.y - line.y < line.size * 1.7;

/**
 * A sentence that carries on: `previous` ends mid-sentence on a word (not on an operator of a
 * formula) and this line opens in lower case, in about the same type, on the next page, at the
 * top of the next column, or under it after a looser leading (double spacing). Headings and list
 * items do not start so; a line that wraps is a line of prose, not a label of a few words; rows
 * of a table (several numbers) never carry a sentence.
 */
function carriesOn(previous: Line, line: Line): boolean {
  if (!/[\p{L}\p{N},;\-–’]$/u.test(previous.text) || !/^\p{Ll}/u.test(line.text)) return false;
  if (previous.text.split(/\s+/).length < WRAPPED_WORDS) return false;
  if (isRow(previous.text) || isRow(line.text)) return false;
  if (Math.abs(previous.size - line.size) > Math.max(1, previous.size * 0.15)) return false;
  if (line.page === previous.page + 1) return true;
  if (line.page !== previous.page || previous.x === undefined || line.x === undefined) return false;
  const below = previous.y - line.y;
  // Under it, at the same left edge (a first line may be indented by a few characters).
  if (below > 0) return below < line.size * 2.5 && Math.abs(line.x - previous.x) < line.size * 3;
  // Back up the page: the top of the next column, to the right of this one.
  return line.x > previous.x + line.size * 5;
}

/** Words a line of prose that wraps has at least (a column's width). */
const WRAPPED_WORDS = 5;

/** Three numbers or more: a row of a table or a chart's ticks, not prose. */
const isRow = (text: string) =>
  (text.match(/(?:^|\s)[-+]?\d[\d.,]*%?x?(?=\s|$)/g) ?? []).length >= 3;

/** A paragraph may end here (a heading starts only after a finished paragraph). */
const endsSentence = (text: string | undefined) => !text || /[.!?:)\]"”]$/.test(text);

/** Joins wrapped lines, mending words hyphenated at the line end. */
function joinLines(lines: string[]): string {
  return lines.reduce((text, line) =>
    /[a-z]-$/.test(text) && /^[a-z]/.test(line) ? text.slice(0, -1) + line : `${text} ${line}`,
  );
}
