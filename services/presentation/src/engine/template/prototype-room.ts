import { area, intersection } from './free-area';
import type { Box } from './template-analysis';

/** Text keeps this share of the slide's smaller side from the slide's edges. */
const SLIDE_MARGIN = 0.04;
/** ... and half of that from the artwork and other text around it. */
const GAP = SLIDE_MARGIN / 2;
/** Artwork covering this share of the slide is a background: text is meant to sit on it. */
const BACKGROUND_SHARE = 0.6;

/**
 * The body area of a prototype slide grown into the room around it: down, up and (when
 * `sideways`) left and right, each edge as far as the slide's margins, or a panel the body sits
 * on, and the other shapes (title, pictures, artwork) allow. A designer's sample slide holds two
 * short lines; a generated list needs the room the design leaves free. A picture background's
 * motif is unknown, so there the body keeps its column and grows only up and down.
 */
export function grownBody(
  body: Box,
  others: Box[],
  slide: { width: number; height: number },
  sideways: boolean,
): Box {
  const margin = SLIDE_MARGIN * Math.min(slide.width, slide.height);
  const gap = GAP * Math.min(slide.width, slide.height);
  const slideArea = slide.width * slide.height;
  const onSlide = others.filter((box) => area(box) < BACKGROUND_SHARE * slideArea);
  // A panel the body sits on is its room; without one, the slide inside its margins.
  const panel = onSlide
    .filter((box) => area(intersection(box, body)) >= area(body) * 0.98)
    .sort((a, b) => area(a) - area(b))[0];
  const room = panel ?? {
    x: margin,
    y: margin,
    w: slide.width - 2 * margin,
    h: slide.height - 2 * margin,
  };
  // Shapes the designer already laid the body over are not in its way.
  const obstacles = onSlide.filter(
    (box) => box !== panel && area(intersection(box, body)) === 0 && !contains(box, room),
  );
  let grown = { ...body };
  const directions = sideways
    ? (['down', 'up', 'left', 'right'] as const)
    : (['down', 'up'] as const);
  for (const direction of directions) grown = extend(grown, direction, room, obstacles, gap);
  return grown;
}

type Direction = 'down' | 'up' | 'left' | 'right';

/** `box` with one edge moved outward as far as `room` and the obstacles in its path allow. */
function extend(box: Box, direction: Direction, room: Box, obstacles: Box[], gap: number): Box {
  const across = (o: Box) =>
    direction === 'down' || direction === 'up'
      ? o.x < box.x + box.w && box.x < o.x + o.w
      : o.y < box.y + box.h && box.y < o.y + o.h;
  const inPath = obstacles.filter(across);
  const bottom = box.y + box.h;
  const right = box.x + box.w;
  switch (direction) {
    case 'down': {
      const limit = Math.min(
        room.y + room.h,
        ...inPath.filter((o) => o.y >= bottom).map((o) => o.y - gap),
      );
      return { ...box, h: Math.max(box.h, limit - box.y) };
    }
    case 'up': {
      const limit = Math.max(
        room.y,
        ...inPath.filter((o) => o.y + o.h <= box.y).map((o) => o.y + o.h + gap),
      );
      const y = Math.min(box.y, limit);
      return { ...box, y, h: bottom - y };
    }
    case 'left': {
      const limit = Math.max(
        room.x,
        ...inPath.filter((o) => o.x + o.w <= box.x).map((o) => o.x + o.w + gap),
      );
      const x = Math.min(box.x, limit);
      return { ...box, x, w: right - x };
    }
    case 'right': {
      const limit = Math.min(
        room.x + room.w,
        ...inPath.filter((o) => o.x >= right).map((o) => o.x - gap),
      );
      return { ...box, w: Math.max(box.w, limit - box.x) };
    }
  }
}

const contains = (outer: Box, inner: Box) =>
  outer.x <= inner.x &&
  outer.y <= inner.y &&
  outer.x + outer.w >= inner.x + inner.w &&
  outer.y + outer.h >= inner.y + inner.h;
