import type { Document } from '@xmldom/xmldom';
import type { PlannedSlide } from '@deckforge/proto';
import { attribute, descendants, path } from '../../ooxml/xml';
import { EMU_PER_POINT } from '../template';

/** Space between text columns (points): what text-measure budgets between them. */
const COLUMN_GAP_PT = 18;

/**
 * Sets the body placeholder's text in the columns text fitting chose (an agenda of many short
 * items in two): `numCol` on the slide's own body properties, which PowerPoint and LibreOffice
 * fill top to bottom, then the next column. pptxgenjs does not write columns.
 */
export function bodyColumns(slide: Document, planned: PlannedSlide): void {
  const columns = planned.fit?.bodyColumns;
  if (!columns || columns < 2) return;
  for (const shape of descendants(slide, 'p:sp')) {
    const ph = path(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph');
    const type = attribute(ph, 'type');
    if (!ph || type === 'title' || type === 'ctrTitle') continue;
    const properties = path(shape, 'p:txBody', 'a:bodyPr');
    if (!properties) continue;
    properties.setAttribute('numCol', String(columns));
    properties.setAttribute('spcCol', String(Math.round(COLUMN_GAP_PT * EMU_PER_POINT)));
  }
}
