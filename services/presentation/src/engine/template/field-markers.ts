import { randomUUID } from 'node:crypto';
import type JSZip from 'jszip';
import type { Element } from '@xmldom/xmldom';
import { readXmlPart, writeXmlPart } from '../../ooxml/opc-package';
import { children, descendants, path } from '../../ooxml/xml';

const A_NS = 'http://schemas.openxmlformats.org/drawingml/2006/main';
/** Masters and layouts: their free shapes are drawn on every slide that uses them. */
const SHARED_PART = /^ppt\/(slideMasters\/slideMaster|slideLayouts\/slideLayout)\d+\.xml$/;

/**
 * The text LibreOffice writes for a field in a master's free text box, and the field it stands
 * for (ST_TextFieldType); none: a field that only shows what the author typed in their copy.
 * PowerPoint knows fields only as fields, so the marker is drawn as it is: LibreOffice's Lights
 * showed "<date/time>" in the corner of every slide.
 */
const MARKERS: Record<string, string | undefined> = {
  '<date/time>': 'datetime1',
  '<number>': 'slidenum',
  '<footer>': undefined,
  '<header>': undefined,
};

const MARKER_TEXT = /&lt;(?:date\/time|number|footer|header)&gt;/;

/** Whether a part is a master or layout whose text holds a field marker (see MARKERS). */
export const hasFieldMarkers = (part: string, text: string) =>
  SHARED_PART.test(part) && MARKER_TEXT.test(text);

/**
 * Turns every run of the masters' and layouts' own text boxes in `parts` (those with markers,
 * see hasFieldMarkers; placeholders are never drawn on the slides, their prompts are replaced)
 * that is only a field marker into that field, or removes it.
 */
export async function mendFieldMarkers(zip: JSZip, parts: string[]): Promise<void> {
  for (const part of parts) {
    const document = await readXmlPart(zip, part);
    if (!document) continue;
    const runs = descendants(document, 'p:sp')
      .filter((shape) => !path(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph'))
      .flatMap((shape) => descendants(shape, 'a:r'))
      .filter((run) => (path(run, 'a:t')?.textContent ?? '').trim() in MARKERS);
    for (const run of runs) mendRun(run);
    writeXmlPart(zip, part, document);
  }
}

function mendRun(run: Element): void {
  const type = MARKERS[(path(run, 'a:t')?.textContent ?? '').trim()];
  if (!type) {
    run.parentNode?.removeChild(run);
    return;
  }
  const field = run.ownerDocument!.createElementNS(A_NS, 'a:fld');
  field.setAttribute('id', `{${randomUUID().toUpperCase()}}`);
  field.setAttribute('type', type);
  for (const child of children(run)) field.appendChild(child);
  run.parentNode?.replaceChild(field, run);
}
