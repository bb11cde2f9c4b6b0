import type JSZip from 'jszip';
import type { Document, Element } from '@xmldom/xmldom';
import type { SourceSection } from '../extracted-source';
import { readXmlPart } from '../../ooxml/opc-package';
import { normalise } from './document-builder';

const DIAGRAM = 'http://schemas.openxmlformats.org/drawingml/2006/diagram';
const DRAWING = 'http://schemas.openxmlformats.org/drawingml/2006/main';
/** Points of a SmartArt data model that carry the person's text (the default type is a node). */
const TEXT_POINTS = new Set(['node', 'asst']);
/** Deepest bullet level a point gets (an org chart's fourth tier and below share it). */
const MAX_LEVEL = 4;

/** A point of a SmartArt diagram: its text and its depth in the diagram's hierarchy. */
export interface DiagramPoint {
  text: string;
  level: number;
}

/**
 * The text of a package's SmartArt diagrams (`word/diagrams/`, `ppt/diagrams/`,
 * `xl/diagrams/`), which no converter reads: one section of bullets per diagram, from its data
 * model's nodes in order, each at its depth (an org chart's president, vice-presidents and
 * managers). `placed`: data parts already read where they stand (a slide's), left out here.
 */
export async function diagramSections(
  zip: JSZip,
  folder: string,
  placed: ReadonlySet<string> = new Set(),
): Promise<SourceSection[]> {
  const parts = Object.keys(zip.files)
    .filter((name) => name.startsWith(folder) && /\/data\d+\.xml$/.test(name))
    .filter((name) => !placed.has(name))
    .sort();
  const sections: SourceSection[] = [];
  for (const part of parts) {
    const points = await diagramPoints(zip, part);
    if (points.length)
      sections.push({
        level: 1,
        blocks: points.map(({ text, level }) => ({ type: 'bullet', text, level })),
      });
  }
  return sections;
}

/** The points of one diagram's data part, in order; none when it cannot be read. */
export async function diagramPoints(zip: JSZip, part: string): Promise<DiagramPoint[]> {
  const document = await readXmlPart(zip, part).catch(() => undefined);
  if (!document) return [];
  const depth = depthsOf(document);
  return Array.from(document.getElementsByTagNameNS(DIAGRAM, 'pt'))
    .filter((point) => TEXT_POINTS.has(point.getAttribute('type') || 'node'))
    .map((point) => ({
      text: normalise(
        Array.from(point.getElementsByTagNameNS(DRAWING, 't'))
          .map((t) => t.textContent ?? '')
          .join(' '),
      ),
      level: Math.min(
        MAX_LEVEL,
        Math.max(0, (depth(point.getAttribute('modelId') ?? '') ?? 1) - 1),
      ),
    }))
    .filter((point) => point.text);
}

/**
 * How deep each point is below the diagram's root: parent-of connections (the default kind)
 * lead from a point to its children; the root's children are at depth 1.
 */
function depthsOf(document: Document): (id: string) => number | undefined {
  const parent = new Map<string, string>();
  for (const connection of Array.from(
    document.getElementsByTagNameNS(DIAGRAM, 'cxn'),
  ) as Element[]) {
    if ((connection.getAttribute('type') || 'parOf') !== 'parOf') continue;
    parent.set(connection.getAttribute('destId') ?? '', connection.getAttribute('srcId') ?? '');
  }
  return (id) => {
    let depth = 0;
    for (let at = id; parent.has(at) && depth <= parent.size; at = parent.get(at)!) depth++;
    return depth || undefined;
  };
}
