import {
  area,
  type Box,
  freeArea,
  intersection,
  type LayoutInfo,
  type TemplateInfo,
} from '../template';

/** A panel over this share of the slide is the page that content sits on (see collides). */
const PANEL_SHARE = 0.6;
/** A panel short of this share of the slide leaves a frame around it (the slide's edge is none). */
const FRAMED_SHARE = 0.97;

/**
 * The slide below the title, inside margins of 5 % of the slide, less what the layout's
 * artwork covers, and inside the panel the title sits on when the template frames its pages
 * (LibreOffice's Inspiration: a white page on a grey frame, where a chart ran onto the frame).
 */
export function belowTitle(
  title: Box | undefined,
  template: TemplateInfo,
  layout?: LayoutInfo,
): Box {
  const marginX = template.slideWidth * 0.05;
  const marginY = template.slideHeight * 0.05;
  const top = title ? title.y + title.h + marginY / 2 : template.slideHeight * 0.2;
  const room = {
    x: marginX,
    y: top,
    w: template.slideWidth - 2 * marginX,
    h: Math.max(template.slideHeight * 0.3, template.slideHeight - marginY - top),
  };
  const page = title && panelUnder(title, template, layout);
  const inside = page ? intersection(room, inset(page, marginY / 2)) : room;
  return freeArea(inside, layout?.decorations ?? [], template.slideWidth * template.slideHeight);
}

/**
 * The smallest panel of the layout's artwork (not a picture) that holds the title and covers
 * most of the slide but leaves a frame around it, if any.
 */
function panelUnder(title: Box, template: TemplateInfo, layout?: LayoutInfo): Box | undefined {
  const slide = { x: 0, y: 0, w: template.slideWidth, h: template.slideHeight };
  const share = (box: Box) => area(intersection(box, slide)) / area(slide);
  return (layout?.decorations ?? [])
    .filter((box) => !('picture' in box && box.picture))
    .filter((box) => share(box) >= PANEL_SHARE && share(box) < FRAMED_SHARE)
    .filter((box) => area(intersection(box, title)) >= 0.9 * area(title))
    .sort((a, b) => area(a) - area(b))[0];
}

const inset = (box: Box, by: number): Box => ({
  x: box.x + by,
  y: box.y + by,
  w: Math.max(0, box.w - 2 * by),
  h: Math.max(0, box.h - 2 * by),
});
