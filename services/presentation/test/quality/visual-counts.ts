import type { Element } from '@xmldom/xmldom';
import JSZip from 'jszip';
import { readRelationships, readXmlPart, slidePartsInOrder } from '../../src/ooxml/opc-package';
import { attribute, descendants, numberAttribute, path } from '../../src/ooxml/xml';
import { type Box, boxOf, type TemplateInfo } from '../../src/engine/template';

/** What a deck shows besides text, and where its elements collide or leave the slide. */
export interface VisualCounts {
  pictures: number;
  tables: number;
  charts: number;
  /** Distinct layouts the slides use. */
  layouts: number;
  /** "slide 4: picture overlaps text" for every pair of elements that overlap. */
  overlaps: string[];
  /** "slide 7: table" for every element that reaches past the slide's edge. */
  offSlide: string[];
}

/** Overlaps smaller than this share of the smaller element are touching edges, not collisions. */
const OVERLAP_SHARE = 0.02;
/** EMU an element may reach past the edge (rounding). */
const EDGE_TOLERANCE = 12_700;

interface Placed {
  what: string;
  box: Box;
}

/**
 * Counts pictures (not media posters), native tables (a:tbl) and charts (c:chart) per deck
 * and the distinct layouts used, and finds elements that overlap one another or leave the
 * slide. Text placeholders without text and decorations of the layout are not elements of the
 * slide. Reads only the .pptx.
 */
export async function countVisuals(bytes: Buffer, info: TemplateInfo): Promise<VisualCounts> {
  const zip = await JSZip.loadAsync(bytes);
  const counts: VisualCounts = {
    pictures: 0,
    tables: 0,
    charts: 0,
    layouts: 0,
    overlaps: [],
    offSlide: [],
  };
  const layouts = new Set<string>();
  const slides = await slidePartsInOrder(zip);
  for (const [index, part] of slides.entries()) {
    const slide = (await readXmlPart(zip, part))!;
    const rels = await readRelationships(zip, part);
    const layoutPart = rels.find((rel) => rel.type === 'slideLayout')?.target;
    if (layoutPart) layouts.add(layoutPart);
    const layout = info.layouts.find((candidate) => candidate.part === layoutPart);
    const elements: Placed[] = [];
    for (const picture of descendants(slide, 'p:pic')) {
      const media =
        descendants(picture, 'a:videoFile').length + descendants(picture, 'a:audioFile').length;
      if (!media) counts.pictures++;
      const box = boxOf(path(picture, 'p:spPr', 'a:xfrm'));
      if (box) elements.push({ what: media ? 'media' : 'picture', box });
    }
    for (const frame of descendants(slide, 'p:graphicFrame')) {
      const isTable = descendants(frame, 'a:tbl').length > 0;
      const isChart = descendants(frame, 'c:chart').length > 0;
      if (isTable) counts.tables++;
      if (isChart) counts.charts++;
      const box = frameBox(frame);
      if (!box) continue;
      if (isTable) box.h = tableHeight(frame) ?? box.h;
      elements.push({ what: isTable ? 'table' : isChart ? 'chart' : 'object', box });
    }
    for (const shape of descendants(slide, 'p:sp')) {
      const text = descendants(shape, 'a:t')
        .map((t) => t.textContent ?? '')
        .join('')
        .trim();
      if (!text) continue;
      const ph = path(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph');
      const inherited =
        ph &&
        layout?.placeholders.find((p) =>
          attribute(ph, 'idx') !== undefined
            ? p.idx === attribute(ph, 'idx')
            : p.type === (attribute(ph, 'type') ?? 'body'),
        );
      const box = boxOf(path(shape, 'p:spPr', 'a:xfrm')) ?? inherited?.box;
      if (box)
        elements.push({ what: ph ? `${attribute(ph, 'type') ?? 'body'} text` : 'text', box });
    }
    const where = `slide ${index + 1}`;
    for (const element of elements)
      if (
        element.box.x < -EDGE_TOLERANCE ||
        element.box.y < -EDGE_TOLERANCE ||
        element.box.x + element.box.w > info.slideWidth + EDGE_TOLERANCE ||
        element.box.y + element.box.h > info.slideHeight + EDGE_TOLERANCE
      )
        counts.offSlide.push(`${where}: ${element.what}`);
    for (let a = 0; a < elements.length; a++)
      for (let b = a + 1; b < elements.length; b++) {
        const shared = intersection(elements[a].box, elements[b].box);
        const smaller = Math.min(area(elements[a].box), area(elements[b].box));
        if (smaller > 0 && shared > OVERLAP_SHARE * smaller)
          counts.overlaps.push(`${where}: ${elements[a].what} overlaps ${elements[b].what}`);
      }
  }
  counts.layouts = layouts.size;
  return counts;
}

/** A table's drawn height: the sum of its rows (the frame's own height is only a hint). */
function tableHeight(frame: Element): number | undefined {
  const rows = descendants(frame, 'a:tr').map((row) => numberAttribute(row, 'h') ?? 0);
  const total = rows.reduce((a, b) => a + b, 0);
  // Rows without a height (0: as tall as their text) leave the frame's own height.
  return total > 0 && rows.every((row) => row > 0) ? total : undefined;
}

function frameBox(frame: Element): Box | undefined {
  const offset = path(frame, 'p:xfrm', 'a:off');
  const extent = path(frame, 'p:xfrm', 'a:ext');
  if (!offset || !extent) return undefined;
  return {
    x: numberAttribute(offset, 'x') ?? 0,
    y: numberAttribute(offset, 'y') ?? 0,
    w: numberAttribute(extent, 'cx') ?? 0,
    h: numberAttribute(extent, 'cy') ?? 0,
  };
}

const area = (box: Box) => Math.max(0, box.w) * Math.max(0, box.h);
function intersection(a: Box, b: Box): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}
