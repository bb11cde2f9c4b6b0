import { join } from 'node:path';
import type { ParsedFigure } from './document-builder';
import { cropToInk } from './ink-crop';
import type { PdfFigureSource } from './pdf-figures';
import { renderRegion } from './pdf-layout';

/** Pages of a PDF of drawings drawn at most (each may become a picture slide). */
const MAX_PAGES = 12;
/** Less ink than this share of a page is a blank page, an empty form's boxes or a lone glyph. */
const MIN_INK = 0.005;

/**
 * The pages of a PDF that has neither text nor pictures but is drawn (a plan, a diagram, an
 * illustration, lettering turned to outlines that OCR could not read), each drawn and cut to its
 * ink as a figure. Blank pages, empty forms and pages of a few marks give none.
 */
export async function pageDrawings(
  pages: Array<{ number: number; width: number; height: number }>,
  source: PdfFigureSource,
): Promise<ParsedFigure[]> {
  const found: ParsedFigure[] = [];
  for (const page of pages.slice(0, MAX_PAGES)) {
    const region = { x: 0, y: 0, w: page.width, h: page.height };
    const output = join(source.workDir, `drawing-${page.number}`);
    const png = await renderRegion(source.path, source.tools, page.number, region, output).catch(
      () => undefined,
    );
    const cut = png ? await cropToInk(png).catch(() => undefined) : undefined;
    if (!cut || cut.ink < MIN_INK) continue;
    const figure = await source.files.add(cut.png, { location: { page: page.number } });
    if (figure) found.push(figure);
  }
  return found;
}
