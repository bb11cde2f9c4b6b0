import type { ParsedFigure } from './document-builder';
import type { FigureFiles } from './figure-files';
import { recognizeText } from './ocr.reader';

/** Pictures of one document read for text at most (each takes a second or more). */
const MAX_READ_FIGURES = 12;
/** Larger pictures are not read: recognition time grows with pixels, and text is legible below. */
const MAX_READ_MEGAPIXELS = 12;
/**
 * Time spent reading pictures of one document at most, well inside the extraction time limit
 * (EXTRACT_TIMEOUT_MS, 60 s by default): a document of many photos is read, not timed out.
 */
const READ_BUDGET_MS = 25_000;

/**
 * Reads the text inside a document's pictures (Word, PowerPoint): a scanned page pasted into
 * a Word file, a slide that is a screenshot. The text is kept with the figure, so that it is
 * counted, planned from and used as the picture's caption when it has none. Runs inside the
 * extraction process, which bounds its time.
 */
export async function readFigureText(
  figures: ParsedFigure[] | undefined,
  files: FigureFiles,
): Promise<void> {
  const readable = (figures ?? []).filter(
    (figure) => (figure.width * figure.height) / 1_000_000 <= MAX_READ_MEGAPIXELS,
  );
  const deadline = Date.now() + READ_BUDGET_MS;
  for (const figure of readable.slice(0, MAX_READ_FIGURES)) {
    if (Date.now() > deadline) break;
    const path = files.pathOf(figure);
    if (!path) continue;
    const text = await recognizeText(path).catch(() => undefined);
    if (text) figure.ocrText = text;
  }
}
