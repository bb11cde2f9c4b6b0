import type { Document } from '@xmldom/xmldom';
import type JSZip from 'jszip';
import { readXmlPart } from '../../ooxml/opc-package';
import { attribute, children, descendants, path } from '../../ooxml/xml';

/** PowerPoint's own default, "Medium Style 2 – Accent 1", for templates that name none. */
const BUILT_IN_DEFAULT = '{5C22544A-7EE6-4342-B048-85BDC9FD1C3A}';

/** The template's default table style (ppt/tableStyles.xml, `def`). */
export async function defaultTableStyle(template: JSZip): Promise<string> {
  const styles = await readXmlPart(template, 'ppt/tableStyles.xml').catch(() => undefined);
  const list = styles && path(styles, 'a:tblStyleLst');
  return attribute(list, 'def') || BUILT_IN_DEFAULT;
}

/**
 * Every table of a slide takes the template's table style, with a header row and banded rows:
 * in PowerPoint's Table Design it is the template's own style (the cells' explicit theme
 * colours keep it looking the same in every application).
 */
export function styleTables(slide: Document, styleId: string): void {
  for (const table of descendants(slide, 'a:tbl')) {
    let properties = path(table, 'a:tblPr');
    if (!properties) {
      properties = slide.createElementNS(table.namespaceURI, 'a:tblPr');
      table.insertBefore(properties, table.firstChild);
    }
    properties.setAttribute('firstRow', '1');
    properties.setAttribute('bandRow', '1');
    if (children(properties, 'a:tableStyleId').length) continue;
    const id = slide.createElementNS(table.namespaceURI, 'a:tableStyleId');
    id.appendChild(slide.createTextNode(styleId));
    properties.appendChild(id);
  }
}
