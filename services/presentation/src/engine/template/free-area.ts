import type { Box } from './template-analysis';

/** Overlaps under this share of the smaller box are touching edges, not collisions. */
const TOUCHING = 0.01;
/** Artwork covering this share of the slide is a background: text is meant to sit on it. */
const BACKGROUND_SHARE = 0.6;
/** At most this many obstacles are cut around (the largest overlaps first). */
const MAX_OBSTACLES = 8;

/**
 * A box of a template's artwork; `picture` when it is a picture or a motif inside a background
 * picture (see pictureArtwork): text is not laid over either unless it sits wholly on it.
 */
export interface Artwork extends Box {
  picture?: boolean;
  /** The whole box of the shape this is a strip of (see outlinePieces). */
  outline?: Box;
  /** Every strip of that shape: where it really covers a box. */
  strips?: Box[];
}

const isPicture = (box: Artwork) => !!box.picture;
/** Pictures, motifs and strips of an outline are kept as they are: they follow what they cover. */
const keptApart = (box: Artwork) => isPicture(box) || !!box.outline;
/** The shape a piece belongs to: a strip's whole outline, else the piece itself. */
const shapeOf = (box: Artwork): Box => box.outline ?? box;

export const area = (box: Box) => Math.max(0, box.w) * Math.max(0, box.h);

export function intersection(a: Box, b: Box): Box {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const right = Math.min(a.x + a.w, b.x + b.w);
  const bottom = Math.min(a.y + a.h, b.y + b.h);
  return { x, y, w: Math.max(0, right - x), h: Math.max(0, bottom - y) };
}

const contains = (outer: Box, inner: Box, slack: number) =>
  outer.x <= inner.x + slack &&
  outer.y <= inner.y + slack &&
  outer.x + outer.w >= inner.x + inner.w - slack &&
  outer.y + outer.h >= inner.y + inner.h - slack;

/** A shape covering this share of a box where it really is (its strips) is the box's backdrop. */
const BACKDROP_COVER = 0.95;

/**
 * Whether `obstacle` is in the way of text in `box`: it overlaps more than at the edges, and it
 * is neither a background (most of the slide) nor a backdrop (a panel the whole box sits on).
 * A strip of an outline overlaps where the shape really is; a background is judged by the
 * shape's whole box, a backdrop by where the shape really covers the box: a slanted band under
 * a title is one, a triangle whose box holds the title but whose edge cuts across it is not.
 */
export function collides(
  box: Box,
  obstacle: Artwork,
  slideArea: number,
  tolerance = TOUCHING,
): boolean {
  const shared = area(intersection(box, obstacle));
  if (shared <= tolerance * Math.min(area(box), area(obstacle) || Infinity)) return false;
  const whole = shapeOf(obstacle);
  if (area(whole) >= BACKGROUND_SHARE * slideArea) return false;
  if (!obstacle.strips) return !contains(whole, box, Math.min(box.w, box.h) * 0.02);
  const covered = obstacle.strips.reduce((sum, strip) => sum + area(intersection(strip, box)), 0);
  return covered < BACKDROP_COVER * area(box);
}

/**
 * Pieces that overlap or touch one another drawn as one (a light bulb made of twenty shapes is
 * one obstacle; a scatter of small marks stays a scatter). Pictures and the motifs inside them
 * are kept as they are: a motif's boxes already follow its outline, and joined to the panel
 * beside it a picture would make the whole slide one box. Nor does a cluster grow into a
 * background (see collides): a panel behind a cover's blocks, or blocks that touch across the
 * slide, would turn the artwork into a backdrop that text may sit on.
 */
export function clusters(boxes: Artwork[], slideArea: number): Artwork[] {
  const known = CLUSTERS.get(boxes)?.get(slideArea);
  if (known) return known;
  // Merging is quadratic per pass: a master with hundreds of pieces keeps them apart.
  if (boxes.length > MAX_CLUSTERED) return boxes;
  // Rules join no cluster: a rule along the slide's edge would join everything it touches.
  const line = (box: Box) => Math.min(box.w, box.h) <= RULE_SHARE * Math.max(box.w, box.h);
  const background = (box: Box) => area(box) >= BACKGROUND_SHARE * slideArea;
  const apart = (box: Artwork) => keptApart(box) || line(box) || background(box);
  let merged = boxes.filter((box) => !apart(box)).map((box) => ({ ...box }));
  for (let changed = true; changed;) {
    changed = false;
    outer: for (let a = 0; a < merged.length; a++)
      for (let b = a + 1; b < merged.length; b++) {
        if (!touching(merged[a], merged[b])) continue;
        const joined = union(merged[a], merged[b]);
        if (background(joined)) continue;
        merged[a] = joined;
        merged = merged.filter((_, index) => index !== b);
        changed = true;
        break outer;
      }
  }
  merged.push(...boxes.filter((box) => apart(box) && (box.w > 0 || box.h > 0)));
  CLUSTERS.set(boxes, (CLUSTERS.get(boxes) ?? new Map()).set(slideArea, merged));
  return merged;
}

/** Clusters per list of decorations (a layout's list is asked once per placeholder). */
const CLUSTERS = new WeakMap<Artwork[], Map<number, Artwork[]>>();
const MAX_CLUSTERED = 300;
/** Shapes this thin for their length (a fiftieth) are rules and lines. */
const RULE_SHARE = 0.02;

const touching = (a: Box, b: Box) =>
  a.x <= b.x + b.w && b.x <= a.x + a.w && a.y <= b.y + b.h && b.y <= a.y + a.h;

export function union(a: Box, b: Box): Box {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    w: Math.max(a.x + a.w, b.x + b.w) - x,
    h: Math.max(a.y + a.h, b.y + b.h) - y,
  };
}

/** A pattern: this many small pieces over one text box are a texture, not obstacles. */
const PATTERN_PIECES = 5;
const PATTERN_PIECE_SHARE = 0.03;
/** A free area smaller than this share of the box means the design puts its text there. */
const DESIGNED_OVERLAP = 0.4;

/**
 * The pieces of `pieces` that make a texture: small shapes (not pictures), when there are
 * enough of them (a honeycomb, a scatter of dots); none otherwise. Text may sit on a texture.
 */
export function texturePieces(pieces: Artwork[], slideArea: number): Artwork[] {
  const small = pieces.filter(
    (piece) => !isPicture(piece) && area(shapeOf(piece)) < PATTERN_PIECE_SHARE * slideArea,
  );
  return new Set(small.map(shapeOf)).size >= PATTERN_PIECES ? small : [];
}

/**
 * The artwork text in `box` would lie over: pieces that collide with it (see collides), unless
 * they are a texture (see texturePieces), whether or not the design means its text to sit there.
 */
export function artworkInWay(box: Box, decorations: Artwork[], slideArea: number): Artwork[] {
  const inWay = clusters(decorations, slideArea).filter((obstacle) =>
    collides(box, obstacle, slideArea),
  );
  const texture = texturePieces(inWay, slideArea);
  return inWay.filter((o) => !texture.includes(o));
}

/**
 * The artwork in the way of text in `box`, as the renderer avoids it and the quality checker
 * reports it: pieces that collide (see collides), unless they are a texture of many small
 * pieces, or shapes that cover so much of the box that the template plainly means its text to
 * sit on them. A picture, or a motif inside one, is always in the way.
 */
export function obstaclesFor(box: Box, decorations: Artwork[], slideArea: number): Artwork[] {
  const pieces = artworkInWay(box, decorations, slideArea);
  if (pieces.length === 0) return [];
  const free = largest(box, sortedByOverlap(box, pieces), slideArea);
  return area(free) < DESIGNED_OVERLAP * area(box) ? pieces.filter(isPicture) : pieces;
}

/**
 * The largest rectangle of `box` that no obstacle is in the way of: the placeholder minus the
 * layout's and master's artwork that covers it (a logo, a band, a picture).
 */
export function freeArea(box: Box, decorations: Artwork[], slideArea: number): Box {
  // At most MAX_OBSTACLES are carved at once: a scatter of marks along a title (Yellow Idea's)
  // leaves some in the way, which the next round carves, until none is (as the checker asks).
  let free = box;
  for (let round = 0; round < CARVING_ROUNDS; round++) {
    const pieces = obstaclesFor(free, decorations, slideArea);
    if (pieces.length === 0) return free;
    free = largest(free, sortedByOverlap(free, pieces), slideArea);
  }
  return free;
}

const CARVING_ROUNDS = 4;

/**
 * The share of `box` that artwork covers (0–1): pieces that collide with it (see collides),
 * each where it really is (a triangle's strips, not its box). A body half under coloured
 * triangles is a cover's, however its layout is named.
 */
export function coveredShare(box: Box, decorations: Artwork[], slideArea: number): number {
  const pieces = clusters(decorations, slideArea).filter((piece) =>
    collides(box, piece, slideArea),
  );
  const covered = pieces.reduce((sum, piece) => sum + area(intersection(box, piece)), 0);
  return area(box) ? Math.min(1, covered / area(box)) : 0;
}

/** A clear area smaller than this share of the box: the artwork is everywhere, keep the box. */
const CLEAR_SHARE = 0.25;

/**
 * The largest rectangle of `box` clear of every piece of artwork that collides with it, small
 * marks and textures included: a picture, video, table or chart is opaque and would hide them
 * (text, by contrast, may sit on a texture; see obstaclesFor).
 */
export function clearArea(box: Box, decorations: Artwork[], slideArea: number): Box {
  const pieces = clusters(decorations, slideArea).filter((obstacle) =>
    collides(box, obstacle, slideArea),
  );
  if (pieces.length === 0) return box;
  const clear = largest(box, sortedByOverlap(box, pieces), slideArea);
  return area(clear) < CLEAR_SHARE * area(box) ? box : clear;
}

const sortedByOverlap = (box: Box, obstacles: Artwork[]) =>
  [...obstacles]
    .sort((a, b) => area(intersection(box, b)) - area(intersection(box, a)))
    .slice(0, MAX_OBSTACLES);

/**
 * Artwork in the way of a box is in the way of any part carved out of it that it overlaps: the
 * box did not sit wholly on it, so a part that does (the band of piano keys below a black
 * panel, the end of a title frame on a coloured triangle) is no backdrop of the text, only
 * artwork under it.
 */
const inWayOfPart = (part: Box, obstacle: Artwork, slideArea: number, carved: boolean) =>
  collides(part, obstacle, slideArea) ||
  (carved && area(intersection(part, obstacle)) > TOUCHING * Math.min(area(part), area(obstacle)));

function largest(box: Box, obstacles: Artwork[], slideArea: number, carved = false): Box {
  const index = obstacles.findIndex((obstacle) => inWayOfPart(box, obstacle, slideArea, carved));
  if (index < 0) return box;
  const o = obstacles[index];
  const rest = obstacles.slice(index + 1);
  const parts: Box[] = [
    { x: box.x, y: box.y, w: o.x - box.x, h: box.h },
    { x: o.x + o.w, y: box.y, w: box.x + box.w - (o.x + o.w), h: box.h },
    { x: box.x, y: box.y, w: box.w, h: o.y - box.y },
    { x: box.x, y: o.y + o.h, w: box.w, h: box.y + box.h - (o.y + o.h) },
  ].filter((part) => part.w > 0 && part.h > 0);
  let best: Box = { ...box, w: 0, h: 0 };
  for (const part of parts) {
    const candidate = largest(part, rest, slideArea, true);
    if (area(candidate) > area(best)) best = candidate;
  }
  return best;
}
