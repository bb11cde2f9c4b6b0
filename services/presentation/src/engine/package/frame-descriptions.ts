import type { Document } from '@xmldom/xmldom';
import type { PlannedSlide } from '@deckforge/proto';
import { descendants, path } from '../../ooxml/xml';

/**
 * Alt text for the tables and charts of a slide (graphic frames, which pptxgenjs leaves
 * without a description for tables): a screen reader says what the table or chart shows.
 */
export function describeFrames(slide: Document, planned: PlannedSlide): void {
  if (planned.kind !== 'table' && planned.kind !== 'chart') return;
  const description =
    planned.caption ??
    (planned.kind === 'table'
      ? `Table: ${planned.partOf ?? planned.title} (${planned.table.header.join(', ')})`
      : `Chart: ${planned.partOf ?? planned.title}`);
  for (const frame of descendants(slide, 'p:graphicFrame')) {
    const properties = path(frame, 'p:nvGraphicFramePr', 'p:cNvPr');
    if (properties && !properties.getAttribute('descr'))
      properties.setAttribute('descr', description.slice(0, 500));
  }
}
