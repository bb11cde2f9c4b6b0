import type JSZip from 'jszip';
import type { Document, Element } from '@xmldom/xmldom';
import { readRelationships, readXmlPart, relsPartOf, writeXmlPart } from '../../ooxml/opc-package';
import { addOverride, addRelationship, freePart, NS } from '../../ooxml/package-parts';
import { attribute, children, descendants, parseXml, path, serializeXml } from '../../ooxml/xml';
import { baseLayouts } from './base-layouts';
import {
  type DerivedFrames,
  deriveFrames,
  type FrameRole,
  FRAME_ROLES,
  type Frames,
} from './derived-frames';
import { placeholderXml, PLACEHOLDER_TYPES, type FramePlaceholder } from './frame-placeholders';
import { readableArea } from './readable-area';
import { boxOf } from './shape-geometry';
import { type SlideLook, slideLook } from './slide-look';
import { analyzeTemplate, type Box, type LayoutInfo, type TemplateInfo } from './template-analysis';
import { BODY_CONTRAST, LARGE_CONTRAST } from './theme-colours';
import { hasUsableTextArea } from './usable-layouts';

const LAYOUT_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.slideLayout+xml';
const P_NS = 'http://schemas.openxmlformats.org/presentationml/2006/main';
const A_NS = 'http://schemas.openxmlformats.org/drawingml/2006/main';
/** Each role's layout as PowerPoint's own are named and typed (ST_SlideLayoutType). */
const LAYOUTS: Record<FrameRole, { name: string; type: string }> = {
  cover: { name: 'Title Slide', type: 'title' },
  content: { name: 'Title and Content', type: 'obj' },
  section: { name: 'Section Header', type: 'secHead' },
};
/** Point sizes per role on a slide 7.5 inches high (Office's own, a step smaller for long text). */
const SIZES: Record<FrameRole, { title: number; body: number[] }> = {
  cover: { title: 44, body: [24] },
  content: { title: 36, body: [24, 20, 18] },
  section: { title: 40, body: [20] },
};
const REFERENCE_HEIGHT = 6_858_000;
/** A layout leaving a list this much more room than another is the better page to copy. */
const ROOMIER = 1.2;
/** Placeholders a derived layout keeps from the layout it copies: the footer's. */
const KEPT = ['dt', 'ftr', 'sldNum', 'hdr'];

/**
 * Any deck a person brings can be a template, also one whose layouts have no title or body
 * placeholder the renderer can use (decks written by programs: every slide on a blank layout).
 * It gets a cover, a content and a section layout of its own: copies of its owner's page, else
 * of the page of its design that leaves a list most room (see baseLayouts; its background and
 * artwork kept) with a title and a body where the slide leaves
 * room for them (see deriveFrames), in the theme's fonts, at sizes for the slide, in the first theme
 * colour that reads on what lies behind. The package changes; the answer is the analysis of
 * the framed template, or undefined when the template needs no frames or has no room for any.
 */
export async function frameTemplate(
  zip: JSZip,
  template: TemplateInfo,
): Promise<TemplateInfo | undefined> {
  if (hasUsableTextArea(template)) return undefined;
  const { layouts, owned } = await baseLayouts(zip, template);
  let chosen: Derivation | undefined;
  for (const layout of layouts) {
    const derived = await derive(zip, template, layout);
    // The owner's page wins when it has room; else the layout that leaves a list most room.
    if (derived && owned) {
      chosen = derived;
      break;
    }
    if (derived && (!chosen || room(derived) > ROOMIER * room(chosen))) chosen = derived;
  }
  if (!chosen) return undefined;
  const { base, masterPart, master, layoutList, look, frames } = chosen;
  const layoutXml = await zip.file(base.part)!.async('string');
  const rels = await zip.file(relsPartOf(base.part))?.async('nodebuffer');
  const lists = masterHasLists(master) ? undefined : ('list' as const);
  // A cover's or divider's subtitle lines up with its title.
  const align = attribute(
    path(master, 'p:sldMaster', 'p:txStyles', 'p:titleStyle', 'a:lvl1pPr'),
    'algn',
  );
  let id = await largestLayoutId(zip);
  for (const role of FRAME_ROLES) {
    const part = freePart(zip, 'ppt/slideLayouts/slideLayout', '.xml');
    const placeholders = framePlaceholders(role, frames[role], template, look, { lists, align });
    zip.file(part, framedLayout(layoutXml, role, placeholders));
    if (rels) zip.file(relsPartOf(part), rels);
    await addOverride(zip, part, LAYOUT_TYPE);
    const relationship = await addRelationship(
      zip,
      masterPart,
      `${NS.officeRelationships}/slideLayout`,
      part,
    );
    const entry = master.createElementNS(P_NS, 'p:sldLayoutId');
    entry.setAttribute('id', String(++id));
    entry.setAttributeNS(NS.officeRelationships, 'r:id', relationship);
    layoutList.appendChild(entry);
  }
  writeXmlPart(zip, masterPart, master);
  return analyzeTemplate(zip);
}

interface Derivation {
  base: LayoutInfo;
  masterPart: string;
  master: Document;
  layoutList: Element;
  look: SlideLook;
  frames: DerivedFrames;
}

/** The frames `base` leaves room for, with what writing its derived layouts needs. */
async function derive(
  zip: JSZip,
  template: TemplateInfo,
  base: LayoutInfo,
): Promise<Derivation | undefined> {
  const rels = await readRelationships(zip, base.part);
  const masterPart = rels.find((rel) => rel.type === 'slideMaster')?.target;
  const master = masterPart && (await readXmlPart(zip, masterPart));
  const layoutList = master && path(master, 'p:sldMaster', 'p:sldLayoutIdLst');
  const look = await slideLook(zip, base.part);
  if (!masterPart || !master || !layoutList || !look) return undefined;
  // Places where a list reads at 4.5:1; a title, set larger, needs 3:1 and reads there too.
  const readable = (box: Box) => readableArea(box, look, BODY_CONTRAST).box;
  const frames = deriveFrames(template, base.decorations ?? [], masterFrames(master), readable);
  return frames && { base, masterPart, master, layoutList, look, frames };
}

const room = ({ frames }: Derivation) => frames.content.body.w * frames.content.body.h;

/** Where the master puts its title and body, when it has placeholders for them. */
function masterFrames(master: Document): Partial<Frames> {
  const out: Partial<Frames> = {};
  for (const shape of descendants(master, 'p:sp')) {
    const ph = path(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph');
    const box = boxOf(path(shape, 'p:spPr', 'a:xfrm'));
    if (!ph || !box) continue;
    const type = attribute(ph, 'type') ?? 'obj';
    if (type === 'title') out.title ??= box;
    else if (type === 'body' || type === 'obj') out.body ??= box;
  }
  return out;
}

/** Whether the master's body style sets its lists (bullets, numbers or none at all). */
function masterHasLists(master: Document): boolean {
  const level = path(master, 'p:sldMaster', 'p:txStyles', 'p:bodyStyle', 'a:lvl1pPr');
  return !!level && ['a:buChar', 'a:buAutoNum', 'a:buBlip', 'a:buNone'].some((b) => path(level, b));
}

function framePlaceholders(
  role: FrameRole,
  frames: Frames,
  size: { slideHeight: number },
  look: SlideLook,
  master: { lists?: 'list'; align?: string },
): FramePlaceholder[] {
  const scale = size.slideHeight / REFERENCE_HEIGHT;
  const points = (value: number) => Math.max(12, Math.round(value * scale));
  const colour = (box: Box, needed: number) => readableArea(box, look, needed).colour;
  const types = PLACEHOLDER_TYPES[role];
  return [
    {
      type: types.title,
      box: frames.title,
      sizes: [points(SIZES[role].title)],
      colour: colour(frames.title, LARGE_CONTRAST),
      anchor: role === 'content' ? 'ctr' : 'b',
    },
    {
      type: types.body,
      box: frames.body,
      sizes: SIZES[role].body.map(points),
      colour: colour(frames.body, BODY_CONTRAST),
      anchor: 't',
      ...(role === 'content'
        ? master.lists
          ? { paragraphs: master.lists }
          : {}
        : { paragraphs: 'plain', ...(master.align ? { align: master.align } : {}) }),
    },
  ];
}

/**
 * The base layout as a layout of `role`: its name and type, its text placeholders replaced by
 * the frames' (its footer's kept), its background and artwork as they were.
 */
function framedLayout(baseXml: string, role: FrameRole, placeholders: FramePlaceholder[]): string {
  const document = parseXml(baseXml);
  const root = path(document, 'p:sldLayout')!;
  root.setAttribute('type', LAYOUTS[role].type);
  root.setAttribute('preserve', '1');
  root.removeAttribute('show');
  const slide = path(root, 'p:cSld')!;
  slide.setAttribute('name', LAYOUTS[role].name);
  const tree = path(slide, 'p:spTree')!;
  for (const shape of children(tree)) {
    const nonVisual = children(shape).find((c) => c.nodeName.startsWith('p:nv'));
    const ph = nonVisual && path(nonVisual, 'p:nvPr', 'p:ph');
    if (ph && !KEPT.includes(attribute(ph, 'type') ?? 'obj')) tree.removeChild(shape);
  }
  let id = Math.max(1, ...descendants(tree, 'p:cNvPr').map((c) => Number(attribute(c, 'id')) || 0));
  const fragment = parseXml(
    `<p:spTree xmlns:p="${P_NS}" xmlns:a="${A_NS}">` +
      placeholders.map((placeholder) => placeholderXml(placeholder, ++id)).join('') +
      '</p:spTree>',
  );
  for (const shape of children(fragment.documentElement as unknown as Element))
    tree.appendChild(document.importNode(shape, true));
  return serializeXml(document);
}

/** The largest master or layout id of the presentation: new layouts' ids follow it. */
async function largestLayoutId(zip: JSZip): Promise<number> {
  const parts = Object.keys(zip.files).filter(
    (name) => name === 'ppt/presentation.xml' || /^ppt\/slideMasters\/[^/]+\.xml$/.test(name),
  );
  let largest = 2_147_483_648;
  for (const part of parts) {
    const xml = await zip.file(part)!.async('string');
    for (const match of xml.matchAll(/<(?:\w+:)?sld(?:Master|Layout)Id\b[^>]*?\bid="(\d+)"/g))
      largest = Math.max(largest, Number(match[1]));
  }
  return largest;
}
