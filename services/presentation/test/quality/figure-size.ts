import type { Element } from '@xmldom/xmldom';
import { attribute, children, descendants, path } from '../../src/ooxml/xml';
import {
  area,
  boxOf,
  clearArea,
  intersection,
  type Box,
  type LayoutInfo,
  type TemplateInfo,
  union,
} from '../../src/engine/template';
import { inheritedPlaceholder } from './text-placement';

/** A figure gets at least this share of what its slide's free area could hold of it (issue #29). */
const FIGURE_SHARE = 0.5;
const TITLES = ['title', 'ctrTitle'];

/**
 * Whether the figures of a slide (its pictures and charts, together) are drawn smaller than
 * FIGURE_SHARE of the largest box of their shape that the slide's free area holds: the largest
 * side of the slide its title leaves (below it, as a rule), clear of the template's artwork
 * (`motifs`: those inside its background pictures, see backgroundArtwork) and of the slide's
 * other text (the points beside or under it, its caption). Measured against
 * their own shape, so that a wide banner is not found small for leaving a 4:3 room's top empty.
 * Media are not figures: a recording is drawn as a poster or an icon.
 */
export function smallFigure(
  tree: Element,
  layout: LayoutInfo | undefined,
  info: TemplateInfo,
  motifs: Box[] = [],
): boolean {
  const figures = figureBoxes(tree);
  if (figures.length === 0) return false;
  const slide = { x: 0, y: 0, w: info.slideWidth, h: info.slideHeight };
  const room = withinMargins(freeRoom(slide, titleBox(tree, layout)), layout);
  const slideArea = slide.w * slide.h;
  const texts = textBoxes(tree, layout);
  const free = clearArea(room, [...(layout?.decorations ?? []), ...motifs, ...texts], slideArea);
  const drawn = bounds(figures);
  const possible = contained(free, drawn.w / drawn.h);
  return area(drawn) < FIGURE_SHARE * area(possible);
}

/** The slide's pictures (not a recording's poster) and charts. */
function figureBoxes(tree: Element): Box[] {
  const pictures = descendants(tree, 'p:pic').filter(
    (picture) =>
      !descendants(picture, 'a:videoFile').length && !descendants(picture, 'a:audioFile').length,
  );
  const charts = descendants(tree, 'p:graphicFrame').filter(
    (frame) => descendants(frame, 'c:chart').length > 0,
  );
  return [
    ...pictures.map((picture) => boxOf(path(picture, 'p:spPr', 'a:xfrm'))),
    ...charts.map((frame) => boxOf(path(frame, 'p:xfrm'))),
  ].filter((box): box is Box => !!box && box.w > 0 && box.h > 0);
}

/**
 * The boxes of the slide's text other than its title (points beside or under a figure, its
 * caption): the figure has the room they leave.
 */
function textBoxes(tree: Element, layout: LayoutInfo | undefined): Box[] {
  const spTree = path(tree, 'p:cSld', 'p:spTree') ?? tree;
  return children(spTree, 'p:sp').flatMap((shape) => {
    const ph = path(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph');
    if (ph && TITLES.includes(attribute(ph, 'type') ?? '')) return [];
    if (!descendants(shape, 'a:t').some((t) => t.textContent?.trim())) return [];
    const box =
      boxOf(path(shape, 'p:spPr', 'a:xfrm')) ??
      (ph && layout ? inheritedPlaceholder(ph, layout)?.box : undefined);
    return box ? [box] : [];
  });
}

/** The box of the slide's title: its own, else its layout placeholder's. */
function titleBox(tree: Element, layout: LayoutInfo | undefined): Box | undefined {
  const spTree = path(tree, 'p:cSld', 'p:spTree') ?? tree;
  for (const shape of children(spTree, 'p:sp')) {
    const ph = path(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph');
    if (!ph || !TITLES.includes(attribute(ph, 'type') ?? '')) continue;
    if (!descendants(shape, 'a:t').some((t) => t.textContent?.trim())) continue;
    return (
      boxOf(path(shape, 'p:spPr', 'a:xfrm')) ?? (layout && inheritedPlaceholder(ph, layout)?.box)
    );
  }
  return undefined;
}

/** The largest of the four sides of the slide around its title (the whole slide without one). */
function freeRoom(slide: Box, title: Box | undefined): Box {
  if (!title) return slide;
  const bottom = title.y + title.h;
  const right = title.x + title.w;
  const sides: Box[] = [
    { ...slide, y: bottom, h: slide.h - bottom },
    { ...slide, h: title.y },
    { ...slide, x: right, w: slide.w - right },
    { ...slide, w: title.x },
  ];
  return sides.sort((a, b) => area(b) - area(a))[0];
}

/**
 * The room within the margins the layout's placeholders keep from the slide's edges (their
 * bounds), where they leave some: no template means a figure to touch the edge.
 */
function withinMargins(room: Box, layout: LayoutInfo | undefined): Box {
  const boxes = (layout?.placeholders ?? []).flatMap((placeholder) =>
    placeholder.box ? [placeholder.box] : [],
  );
  if (boxes.length === 0) return room;
  const inside = intersection(room, bounds(boxes));
  return area(inside) > 0 ? inside : room;
}

/** The box around all of `boxes` (not empty). */
const bounds = (boxes: Box[]): Box => boxes.reduce(union);

/** The largest box of aspect ratio `ratio` (width over height) inside `room`. */
function contained(room: Box, ratio: number): Box {
  const w = Math.min(room.w, room.h * ratio);
  return { x: room.x, y: room.y, w, h: w / ratio };
}
