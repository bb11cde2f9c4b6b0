import type { Document } from '@xmldom/xmldom';
import type { PlannedSlide } from '@deckforge/proto';
import { attribute, descendants, path } from '../../ooxml/xml';
import { balancedColumnsInset, type TextFrame, type TextMeasurer } from '../fit';
import { EMU_PER_POINT } from '../template';

/** Space between text columns (points): what text-measure budgets between them. */
const COLUMN_GAP_PT = 18;

/**
 * Sets the body placeholder's text in the columns text fitting chose (an agenda of many short
 * items in two): `numCol` on the slide's own body properties, which PowerPoint and LibreOffice
 * fill top to bottom, then the next column; a bottom inset ends the first column after half
 * the items (balancedColumnsInset), given the body's `frame`. pptxgenjs does not write columns.
 */
export function bodyColumns(
  slide: Document,
  planned: PlannedSlide,
  frame?: TextFrame,
  measurer?: TextMeasurer,
): void {
  const columns = planned.fit?.bodyColumns;
  if (!columns || columns < 2) return;
  const bottom =
    columns === 2 && planned.kind === 'bullets' && frame && measurer
      ? balancedColumnsInset(planned.bullets, frame, planned.fit?.bodyScale ?? 1, measurer)
      : undefined;
  for (const shape of descendants(slide, 'p:sp')) {
    const ph = path(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph');
    const type = attribute(ph, 'type');
    if (!ph || type === 'title' || type === 'ctrTitle') continue;
    const properties = path(shape, 'p:txBody', 'a:bodyPr');
    if (!properties) continue;
    properties.setAttribute('numCol', String(columns));
    properties.setAttribute('spcCol', String(Math.round(COLUMN_GAP_PT * EMU_PER_POINT)));
    if (bottom !== undefined)
      properties.setAttribute('bIns', String(Math.round(bottom * EMU_PER_POINT)));
  }
}
