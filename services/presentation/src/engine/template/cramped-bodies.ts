import { area } from './free-area';
import { grownBody } from './prototype-room';
import type { LayoutInfo } from './template-analysis';
import { usable } from './usable-layouts';

const TITLES = new Set(['title', 'ctrTitle']);
const BODIES = new Set(['body', 'obj']);
/** A content layout's body smaller than this share of the slide cannot hold a list. */
const CRAMPED_SHARE = 0.2;
/** Growth worth writing on every slide: the body at least this much larger. */
const WORTH_GROWING = 1.5;

/**
 * Content layouts (a title and one body) whose body is a strip in a slide of free room — as
 * LibreOffice's own templates have them once converted, and some made by other tools — get the
 * body grown into that room (down, up and sideways, as far as the margins, the title, the other
 * placeholders and the artwork allow; see prototype-room.ts), written on each slide (`placed`).
 * Lists are then set at the template's sizes rather than cut into slides of a bullet or two at
 * the floor size. Layouts whose body has room, and the template's own slides' geometry
 * (sample-slides.ts, `placed` already), are left as they are. Changes `layouts` in place.
 */
export function growCrampedBodies(
  layouts: LayoutInfo[],
  slide: { slideWidth: number; slideHeight: number },
): void {
  const size = { width: slide.slideWidth, height: slide.slideHeight };
  for (const layout of layouts) {
    const bodies = layout.placeholders.filter((p) => BODIES.has(p.type) && p.box);
    const title = layout.placeholders.find((p) => TITLES.has(p.type));
    // A cover's or a section header's subtitle line is meant to be a line (the deck's first
    // slide, a title layout; a divider's or closing slide's line under or over its title).
    const cover = layout.opensDeck || layout.type === 'title' || layout.type === 'secHead';
    if (bodies.length !== 1 || !title || cover || layout.placeholders.some((p) => p.type === 'pic'))
      continue;
    const [body] = bodies;
    // A sliver a few millimetres wide is a broken placeholder, not a cramped one (left out).
    if (
      body.placed ||
      !usable(body, slide) ||
      area(body.box!) >= CRAMPED_SHARE * slide.slideWidth * slide.slideHeight
    )
      continue;
    const others = [
      ...layout.placeholders.filter((p) => p !== body && p.box).map((p) => p.box!),
      ...(layout.decorations ?? []),
    ];
    const grown = grownBody(body.box!, others, size, true);
    if (area(grown) < WORTH_GROWING * area(body.box!)) continue;
    body.box = grown;
    body.placed = true;
  }
}
