import type JSZip from 'jszip';
import type { Document, Element } from '@xmldom/xmldom';
import type { SourceSection } from '../extracted-source';
import { readXmlPart } from '../../../ooxml/opc-package';
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

/**
 * The points of one diagram's data part, in the diagram's own order (each point followed by
 * the points below it, by their place among their siblings: an org chart reads boss, then each
 * report with theirs); none when it cannot be read. Every box is a point, boxes with the same
 * text too (an org chart's two "Manager" boxes).
 */
export async function diagramPoints(zip: JSZip, part: string): Promise<DiagramPoint[]> {
  const document = await readXmlPart(zip, part).catch(() => undefined);
  if (!document) return [];
  const { children, depth } = hierarchyOf(document);
  const points = Array.from(document.getElementsByTagNameNS(DIAGRAM, 'pt')) as Element[];
  const byId = new Map(points.map((point) => [point.getAttribute('modelId') ?? '', point]));
  const ordered = new Set<Element>();
  const visit = (point: Element) => {
    if (ordered.has(point)) return;
    ordered.add(point);
    for (const child of children(point.getAttribute('modelId') ?? '')) {
      const found = byId.get(child);
      if (found) visit(found);
    }
  };
  // From the roots (points nobody is the parent of), then anything a loop left out.
  for (const point of points)
    if (depth(point.getAttribute('modelId') ?? '') === undefined) visit(point);
  for (const point of points) visit(point);
  return [...ordered]
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
 * The diagram's tree: parent-of connections (the default kind) lead from a point to its
 * children, in their `srcOrd` order; a point's depth is how far below the root it is (the
 * root's children are at depth 1, the root itself has none).
 */
function hierarchyOf(document: Document) {
  const parent = new Map<string, string>();
  const below = new Map<string, Array<{ id: string; order: number }>>();
  for (const connection of Array.from(
    document.getElementsByTagNameNS(DIAGRAM, 'cxn'),
  ) as Element[]) {
    if ((connection.getAttribute('type') || 'parOf') !== 'parOf') continue;
    const from = connection.getAttribute('srcId') ?? '';
    const to = connection.getAttribute('destId') ?? '';
    parent.set(to, from);
    const siblings = below.get(from) ?? below.set(from, []).get(from)!;
    siblings.push({ id: to, order: Number(connection.getAttribute('srcOrd') ?? siblings.length) });
  }
  return {
    children: (id: string) =>
      [...(below.get(id) ?? [])].sort((a, b) => a.order - b.order).map((child) => child.id),
    depth: (id: string) => {
      let depth = 0;
      for (let at = id; parent.has(at) && depth <= parent.size; at = parent.get(at)!) depth++;
      return depth || undefined;
    },
  };
}
