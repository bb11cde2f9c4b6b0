import type JSZip from 'jszip';
import type { Element } from '@xmldom/xmldom';
import { readRelationships, readXmlPart } from '../../ooxml/opc-package';
import { attribute, children, descendants, numberAttribute, path } from '../../ooxml/xml';
import { backgroundArtwork } from './background-artwork';
import { area, freeArea } from './free-area';
import { grownBody } from './prototype-room';
import { type RunStyle, sampleRunStyle } from './sample-text-style';
import { boxOf, decorationsOf } from './shape-geometry';
import type { Box, LayoutInfo } from './template-analysis';

/** The kinds of slide a prototype can stand for. */
export type PrototypeKind = 'title' | 'section' | 'content' | 'closing';

/**
 * One of the template's own slides whose look (background, pictures, artwork) lives on the slide
 * itself: generated slides of its kinds are drawn as copies of it, with its text replaced.
 */
export interface SlidePrototype {
  /** `ppt/slides/slide3.xml` of the template. */
  part: string;
  /** 1-based position in the template. */
  position: number;
  layoutPart: string;
  kinds: PrototypeKind[];
  /**
   * Where the prototype's title and body text sit (EMU; its own boxes or its layout's), the body
   * grown into the room the slide leaves free around it (see grownBody).
   */
  title?: Box;
  body?: Box;
  /** The size (points) the prototype's own title and body text are set in, when its runs say. */
  titleSizePt?: number;
  bodySizePt?: number;
  /** How the prototype's own title and body text are set (weight, colour, typeface). */
  titleStyle?: RunStyle;
  bodyStyle?: RunStyle;
  /** The motifs inside its background picture (see backgroundArtwork), which content avoids. */
  motifs?: Box[];
}

/** A picture or shape covering this share of the slide is the slide's background. */
const BACKGROUND_SHARE = 0.9;
export const TITLES = ['title', 'ctrTitle'];
export const BODIES = ['body', 'obj', 'subTitle'];

interface Candidate extends Omit<SlidePrototype, 'kinds'> {
  titleLike: boolean;
  /** Its title and body boxes where text is placed (see placed; the designed body ranks the candidates). */
  place: () => Promise<Pick<SlidePrototype, 'title' | 'body' | 'motifs'>>;
}

/**
 * Finds the prototypes of a deck used as a template: when at least half of its slides carry a
 * look of their own (a picture or gradient background, or a picture over the whole slide), the
 * first title-like slide stands for title slides, the last other title-like one (else the deck's
 * last slide) for closing slides, and the slide with the largest body for content (and a second such slide, when there
 * is one, for section dividers). A template whose look lives on its layouts gets none.
 */
export async function findPrototypes(
  zip: JSZip,
  slideParts: string[],
  layouts: LayoutInfo[],
  size: { slideWidth: number; slideHeight: number },
): Promise<SlidePrototype[]> {
  const slideArea = size.slideWidth * size.slideHeight;
  const candidates: Candidate[] = [];
  for (const [index, part] of slideParts.entries()) {
    const slide = await readXmlPart(zip, part);
    const root = slide && path(slide, 'p:sld');
    const tree = root && path(root, 'p:cSld', 'p:spTree');
    if (!root || !tree) continue;
    // A photo on a sample slide is content; a background (its own, or a full-bleed picture)
    // is the look.
    const artwork = decorationsOf(tree);
    const fullBleed = artwork.some((box) => area(box) >= BACKGROUND_SHARE * slideArea);
    if (!hasOwnBackground(root) && !fullBleed) continue;
    const rels = await readRelationships(zip, part);
    const layoutPart = rels.find((rel) => rel.type === 'slideLayout')?.target;
    const layout = layouts.find((candidate) => candidate.part === layoutPart);
    if (!layout || !layoutPart) continue;
    const boxes = textBoxes(tree, layout);
    if (!boxes.title) continue;
    const { title, body } = boxes;
    const room = body && {
      others: [title, ...artwork, ...(layout.decorations ?? []), ...otherShapes(tree, body)],
      sideways: !fullBleed && !hasPictureBackground(root),
    };
    candidates.push({
      part,
      position: index + 1,
      layoutPart,
      ...boxes,
      place: () => placed(zip, part, { title, body, room, layoutBody: layoutBody(layout) }, size),
      titleLike: layout.type === 'title' || layout.placeholders.some((p) => p.type === 'ctrTitle'),
    });
  }
  if (candidates.length === 0 || candidates.length * 2 < slideParts.length) return [];
  const chosen = new Map<Candidate, PrototypeKind[]>();
  const assign = (candidate: Candidate | undefined, kind: PrototypeKind) => {
    if (candidate) chosen.set(candidate, [...(chosen.get(candidate) ?? []), kind]);
  };
  const titleLike = candidates.filter((candidate) => candidate.titleLike);
  const withBody = candidates
    .filter((candidate) => !candidate.titleLike && candidate.body)
    .sort((a, b) => area(b.body!) - area(a.body!) || a.position - b.position);
  const title = titleLike[0] ?? candidates[0];
  assign(title, 'title');
  // Content never goes on the cover: without a content-like slide it takes the layouts' look.
  const content = withBody[0];
  // Decks end on their closing slide: the last title-like one, else the deck's last slide.
  const last = candidates[candidates.length - 1];
  const closing =
    [...titleLike].reverse().find((candidate) => candidate !== title) ??
    (last.position === slideParts.length && last !== title && last !== content ? last : title);
  assign(closing, 'closing');
  assign(content, 'content');
  assign(withBody.find((candidate) => candidate !== content) ?? content, 'section');
  // Where text goes is measured for the chosen few: it decodes the slide's background picture.
  return Promise.all(
    [...chosen.entries()].map(async ([{ titleLike: _, place, ...candidate }, kinds]) => ({
      ...candidate,
      ...(await place()),
      kinds,
    })),
  );
}

/**
 * The prototype's title and body boxes clear of the motifs inside the slide's background
 * picture (a gauntlet the designer's short sample text stayed clear of, where a generated
 * list or a long title would run into it); the body first grown into the room the slide
 * leaves free around it (see grownBody).
 */
async function placed(
  zip: JSZip,
  part: string,
  boxes: {
    title: Box;
    body?: Box;
    room?: { others: Box[]; sideways: boolean };
    /** Where the layout puts body text (a cover's subtitle) when the slide has no body. */
    layoutBody?: Box;
  },
  size: { slideWidth: number; slideHeight: number },
): Promise<Pick<SlidePrototype, 'title' | 'body' | 'motifs'>> {
  const slide = { x: 0, y: 0, w: size.slideWidth, h: size.slideHeight };
  const motifs = await backgroundArtwork(zip, part, slide);
  const clear = (box: Box) => freeArea(box, motifs, area(slide));
  const { title, body, room, layoutBody } = boxes;
  const grown =
    body &&
    room &&
    grownBody(body, room.others, { width: slide.w, height: slide.h }, room.sideways);
  // Without a body of its own the slide's text goes where its layout's is, clear of the motifs.
  const cleared = !body && layoutBody ? clear(layoutBody) : undefined;
  const moved = cleared && area(cleared) < area(layoutBody!) ? cleared : undefined;
  const bodyBox = grown ? clear(grown) : moved;
  return {
    title: clear(title),
    ...(bodyBox ? { body: bodyBox } : {}),
    ...(motifs.length ? { motifs } : {}),
  };
}

const layoutBody = (layout: LayoutInfo) =>
  BODIES.map((type) => layout.placeholders.find((p) => p.type === type)).find(Boolean)?.box;

function hasPictureBackground(root: Element): boolean {
  return !!path(root, 'p:cSld', 'p:bg', 'p:bgPr', 'a:blipFill');
}

/** The boxes of the slide's shapes other than its body: its title, pictures, other text. */
function otherShapes(tree: Element, body: Box): Box[] {
  const same = (box: Box) =>
    box.x === body.x && box.y === body.y && box.w === body.w && box.h === body.h;
  return children(tree)
    .map((shape) => boxOf(path(shape, 'p:spPr', 'a:xfrm')))
    .filter((box): box is Box => !!box && box.w > 0 && box.h > 0 && !same(box));
}

function hasOwnBackground(root: Element): boolean {
  const background = path(root, 'p:cSld', 'p:bg');
  if (!background) return false;
  const properties = path(background, 'p:bgPr');
  return !!properties && !!(path(properties, 'a:blipFill') || path(properties, 'a:gradFill'));
}

type TextBoxes = Pick<
  Candidate,
  'title' | 'body' | 'titleSizePt' | 'bodySizePt' | 'titleStyle' | 'bodyStyle'
>;

/**
 * The boxes of a slide's title and body placeholders (its own, else its layout's), and the
 * size and style their sample text is set in.
 */
function textBoxes(tree: Element, layout: LayoutInfo): TextBoxes {
  const out: TextBoxes = {};
  for (const shape of children(tree, 'p:sp')) {
    const ph = path(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph');
    if (!ph) continue;
    const type = attribute(ph, 'type') ?? 'obj';
    const idx = attribute(ph, 'idx');
    const role = TITLES.includes(type) ? 'title' : BODIES.includes(type) ? 'body' : undefined;
    if (!role || out[role]) continue;
    const inherited =
      layout.placeholders.find((p) => idx !== undefined && p.idx === idx) ??
      layout.placeholders.find((p) =>
        role === 'title' ? TITLES.includes(p.type) : BODIES.includes(p.type),
      );
    const box = boxOf(path(shape, 'p:spPr', 'a:xfrm')) ?? inherited?.box;
    if (!box || box.w <= 0 || box.h <= 0) continue;
    out[role] = box;
    // The designer's sample text often carries the size the design needs (the layout's may be
    // far larger): the first run with a size, else the paragraph's default.
    const size =
      descendants(shape, 'a:rPr')
        .map((run) => numberAttribute(run, 'sz'))
        .find((value) => !!value) ??
      descendants(shape, 'a:endParaRPr')
        .map((run) => numberAttribute(run, 'sz'))
        .find((value) => !!value);
    if (size) out[role === 'title' ? 'titleSizePt' : 'bodySizePt'] = size / 100;
    const style = sampleRunStyle(shape);
    if (style) out[role === 'title' ? 'titleStyle' : 'bodyStyle'] = style;
  }
  return out;
}
