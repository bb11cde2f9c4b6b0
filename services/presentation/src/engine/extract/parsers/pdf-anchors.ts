import type { ParsedDocument, ParsedFigure } from './document-builder';
import type { SourceTable } from '../extracted-source';
import type { PdfVisuals } from './pdf-figures';

/**
 * Places each figure and table in the section whose text holds its caption (that block becomes a
 * caption block, and its whole text the figure's caption), else in the section headed by the
 * title right above it (a chart's), else in the last section begun on or before its page.
 */
export function anchorPdfFigures(document: ParsedDocument, found: PdfVisuals): ParsedDocument {
  const headed = new Set<number>();
  const anchor = <T extends ParsedFigure | SourceTable>(figure: T): T => {
    const start = figure.caption?.slice(0, 30);
    for (const [index, section] of document.sections.entries())
      for (const block of section.blocks)
        if (start && block.text.startsWith(start)) {
          block.type = 'caption';
          return { ...figure, caption: block.text.slice(0, 500), section: index };
        }
    const title = 'file' in figure ? found.titles.get(figure) : undefined;
    // Charts titled alike ("Code committed since 2010" over three pies) take their headings in turn.
    const titled = title
      ? document.sections.findIndex(
          (section, index) =>
            !!section.heading && sameStart(section.heading, title) && !headed.has(index),
        )
      : -1;
    if (titled >= 0) {
      headed.add(titled);
      return { ...figure, section: titled };
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

/** Whether two texts open alike (a heading cleaned of its numbering, a line as drawn). */
const sameStart = (a: string, b: string) => {
  const key = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '')
      .slice(0, 30);
  return key(a).length > 0 && key(a) === key(b);
};
