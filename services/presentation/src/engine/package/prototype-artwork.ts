import { posix } from 'node:path';
import type JSZip from 'jszip';
import type { Document, Element } from '@xmldom/xmldom';
import { readRelationships, readXmlPart, writeXmlPart } from '../../ooxml/opc-package';
import { attribute, children, descendants, path } from '../../ooxml/xml';
import type { LayoutUse } from '../layout';
import { addRelationship } from '../../ooxml/package-parts';
import { applyRunStyle, BODIES, type SlidePrototype, TITLES } from '../template';
const RELATIONSHIP_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/**
 * Gives every slide drawn after a prototype the prototype's look: its background and its
 * artwork (pictures and shapes without text), behind the slide's own content, with the pictures
 * they show copied along. The prototype's own text is not copied: the slide has its own.
 */
export async function applyPrototypes(
  merged: JSZip,
  template: JSZip,
  slideParts: string[],
  uses: LayoutUse[],
): Promise<void> {
  const copied = new Map<string, string>();
  for (const [index, part] of slideParts.entries()) {
    const prototype = uses[index]?.prototype;
    if (!prototype) continue;
    const source = await readXmlPart(template, prototype.part);
    const slide = await readXmlPart(merged, part);
    const sourceData = source && path(source, 'p:sld', 'p:cSld');
    const data = slide && path(slide, 'p:sld', 'p:cSld');
    const tree = data && path(data, 'p:spTree');
    if (!sourceData || !data || !tree || !slide) continue;
    const rels = await readRelationships(template, prototype.part);
    const pieces: Element[] = [];
    const background = path(sourceData, 'p:bg');
    if (background) {
      for (const old of children(data, 'p:bg')) data.removeChild(old);
      const copy = slide.importNode(background, true) as Element;
      data.insertBefore(copy, data.firstChild);
      pieces.push(copy);
    }
    const sourceTree = path(sourceData, 'p:spTree');
    const anchor = path(tree, 'p:grpSpPr')?.nextSibling ?? null;
    for (const shape of sourceTree ? children(sourceTree) : []) {
      if (!isArtwork(shape)) continue;
      const copy = slide.importNode(shape, true) as Element;
      tree.insertBefore(copy, anchor);
      pieces.push(copy);
    }
    for (const piece of pieces) await relink(piece, { merged, template, part, rels, copied });
    styleText(tree, prototype);
    writeXmlPart(merged, part, slide as Document);
  }
}

/** The slide's title and body set the way the prototype's sample text is (see RunStyle). */
function styleText(tree: Element, prototype: SlidePrototype): void {
  for (const shape of children(tree, 'p:sp')) {
    const ph = path(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph');
    if (!ph) continue;
    const type = attribute(ph, 'type') ?? 'obj';
    const style = TITLES.includes(type)
      ? prototype.titleStyle
      : BODIES.includes(type)
        ? prototype.bodyStyle
        : undefined;
    if (style) applyRunStyle(shape, style);
  }
}

/** Pictures, shapes, lines and groups that are not placeholders and hold no text. */
function isArtwork(shape: Element): boolean {
  if (!['p:sp', 'p:pic', 'p:grpSp', 'p:cxnSp'].includes(shape.nodeName)) return false;
  if (descendants(shape, 'p:ph').length > 0) return false;
  if (descendants(shape, 'a:videoFile').length + descendants(shape, 'a:audioFile').length)
    return false;
  return !descendants(shape, 'a:t').some((t) => (t.textContent ?? '').trim());
}

/** Points the copied elements' relationships (r:embed, r:link, r:id) at copies of their parts. */
async function relink(
  element: Element,
  context: {
    merged: JSZip;
    template: JSZip;
    part: string;
    rels: Awaited<ReturnType<typeof readRelationships>>;
    copied: Map<string, string>;
  },
): Promise<void> {
  const { merged, template, part, rels, copied } = context;
  for (const node of [element, ...descendants(element, '*')]) {
    for (const attr of Array.from(node.attributes ?? [])) {
      if (attr.namespaceURI !== RELATIONSHIP_NS) continue;
      const rel = rels.find((candidate) => candidate.id === attr.value);
      if (!rel || rel.external) continue;
      let target = copied.get(rel.target);
      if (!target) {
        const file = template.file(rel.target);
        if (!file) continue;
        target = freeName(merged, rel.target);
        merged.file(target, await file.async('nodebuffer'));
        copied.set(rel.target, target);
      }
      const type = `${RELATIONSHIP_NS}/${rel.type}`;
      const id = await addRelationship(merged, part, type, target);
      node.setAttributeNS(RELATIONSHIP_NS, attr.name, id);
    }
  }
}

/** `ppt/media/image3.jpg` → `ppt/media/prototype-image3.jpg` (or with a number when taken). */
function freeName(zip: JSZip, target: string): string {
  const dir = posix.dirname(target);
  const base = posix.basename(target);
  let name = `${dir}/prototype-${base}`;
  for (let n = 2; zip.file(name); n++) name = `${dir}/prototype${n}-${base}`;
  return name;
}
