import type JSZip from 'jszip';
import type { SourceSection } from '../extracted-source';
import { readXmlPart } from '../../ooxml/opc-package';
import { normalise } from './document-builder';

const DIAGRAM = 'http://schemas.openxmlformats.org/drawingml/2006/diagram';
const DRAWING = 'http://schemas.openxmlformats.org/drawingml/2006/main';
/** Points of a SmartArt data model that carry the person's text (the default type is a node). */
const TEXT_POINTS = new Set(['node', 'asst']);

/**
 * The text of a package's SmartArt diagrams (`word/diagrams/`, `ppt/diagrams/`,
 * `xl/diagrams/`), which no converter reads: one section of bullets per diagram, from its data
 * model's nodes in order.
 */
export async function diagramSections(zip: JSZip, folder: string): Promise<SourceSection[]> {
  const parts = Object.keys(zip.files)
    .filter((name) => name.startsWith(folder) && /\/data\d+\.xml$/.test(name))
    .sort();
  const sections: SourceSection[] = [];
  for (const part of parts) {
    const document = await readXmlPart(zip, part).catch(() => undefined);
    if (!document) continue;
    const texts = Array.from(document.getElementsByTagNameNS(DIAGRAM, 'pt'))
      .filter((point) => TEXT_POINTS.has(point.getAttribute('type') || 'node'))
      .map((point) =>
        normalise(
          Array.from(point.getElementsByTagNameNS(DRAWING, 't'))
            .map((t) => t.textContent ?? '')
            .join(' '),
        ),
      )
      .filter(Boolean);
    if (texts.length)
      sections.push({
        level: 1,
        blocks: texts.map((text) => ({ type: 'bullet', text, level: 0 })),
      });
  }
  return sections;
}
