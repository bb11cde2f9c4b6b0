import type { Element } from '@xmldom/xmldom';
import { attribute, children, numberAttribute, path } from '../../ooxml/xml';
import type { Artwork } from './free-area';
import type { Box } from './template-analysis';

type Point = readonly [number, number];

/** A shape's outline is followed in this many horizontal strips. */
const STRIPS = 8;
/** An outline covering more than this share of its box is drawn as the box. */
const BOXLIKE = 0.85;

/** Preset shapes drawn as polygons, in units of their box (adjustments at their defaults). */
const PRESETS: Record<string, Point[]> = {
  triangle: [
    [0.5, 0],
    [1, 1],
    [0, 1],
  ],
  rtTriangle: [
    [0, 0],
    [0, 1],
    [1, 1],
  ],
  diamond: [
    [0.5, 0],
    [1, 0.5],
    [0.5, 1],
    [0, 0.5],
  ],
};

/**
 * A shape of a template's artwork as the area it really covers: a triangle, a slanted band or a
 * wedge (custom geometry or a preset polygon) covers half its box or less, and text may use the
 * rest. The outline is cut into horizontal strips, each the width the outline spans there; every
 * strip keeps the shape's whole box as `outline` and all its strips as `strips`, so that the
 * pieces are still one shape (see clusters and obstaclesFor) that covers a box where it really is
 * (see collides). Undefined when the shape is its box (a rectangle, a rotated shape,
 * arcs): then the box stands for it.
 */
export function outlinePieces(shape: Element, box: Box, count = STRIPS): Artwork[] | undefined {
  const xfrm = path(shape, 'p:spPr', 'a:xfrm');
  if (!xfrm || (numberAttribute(xfrm, 'rot') ?? 0) % 21_600_000 !== 0) return undefined;
  const polygons = polygonsOf(path(shape, 'p:spPr'));
  if (!polygons?.length || box.w <= 0 || box.h <= 0) return undefined;
  const flipH = attribute(xfrm, 'flipH') === '1';
  const flipV = attribute(xfrm, 'flipV') === '1';
  const onSlide = polygons.map((polygon) =>
    polygon.map(([x, y]): Point => [
      box.x + (flipH ? 1 - x : x) * box.w,
      box.y + (flipV ? 1 - y : y) * box.h,
    ]),
  );
  const pieces = strips(onSlide, box, count);
  const covered = pieces.reduce((sum, piece) => sum + piece.w * piece.h, 0);
  if (covered > BOXLIKE * box.w * box.h) return undefined;
  const whole = { ...box };
  return pieces.map((piece) => ({ ...piece, outline: whole, strips: pieces }));
}

/** The polygons of a shape's geometry in units of its box; undefined for curves and arcs. */
function polygonsOf(properties: Element | undefined): Point[][] | undefined {
  const preset = attribute(properties && path(properties, 'a:prstGeom'), 'prst');
  if (preset) {
    const adjusted = path(properties!, 'a:prstGeom', 'a:avLst');
    return PRESETS[preset] && !(adjusted && children(adjusted).length)
      ? [PRESETS[preset]]
      : undefined;
  }
  const list = properties && path(properties, 'a:custGeom', 'a:pathLst');
  if (!list) return undefined;
  const out: Point[][] = [];
  for (const drawn of children(list, 'a:path')) {
    if (attribute(drawn, 'fill') === 'none') continue;
    const w = numberAttribute(drawn, 'w');
    const h = numberAttribute(drawn, 'h');
    if (!w || !h) return undefined;
    let polygon: Point[] = [];
    for (const step of children(drawn)) {
      if (step.nodeName === 'a:close') continue;
      if (!['a:moveTo', 'a:lnTo'].includes(step.nodeName)) return undefined;
      if (step.nodeName === 'a:moveTo' && polygon.length) out.push(polygon);
      if (step.nodeName === 'a:moveTo') polygon = [];
      const point = path(step, 'a:pt');
      const x = Number(attribute(point, 'x'));
      const y = Number(attribute(point, 'y'));
      if (!Number.isFinite(x) || !Number.isFinite(y)) return undefined;
      polygon.push([x / w, y / h]);
    }
    if (polygon.length) out.push(polygon);
  }
  return out.filter((polygon) => polygon.length >= 3);
}

/**
 * The horizontal extent of the polygons in each of `count` strips of `box` (where an edge
 * crosses the strip's top or bottom, and the corners inside it), strips of equal extent joined.
 */
function strips(polygons: Point[][], box: Box, count: number): Box[] {
  const out: Box[] = [];
  const height = box.h / count;
  for (let i = 0; i < count; i++) {
    const top = box.y + i * height;
    const bottom = top + height;
    const xs: number[] = [];
    for (const polygon of polygons)
      polygon.forEach(([x, y], at) => {
        if (y >= top && y <= bottom) xs.push(x);
        const [nx, ny] = polygon[(at + 1) % polygon.length];
        for (const line of [top, bottom])
          if ((y - line) * (ny - line) < 0) xs.push(x + ((line - y) / (ny - y)) * (nx - x));
      });
    if (xs.length < 2) continue;
    const left = Math.min(...xs);
    const right = Math.max(...xs);
    if (right <= left) continue;
    const last = out.at(-1);
    if (last && last.y + last.h >= top - 1 && last.x === left && last.x + last.w === right)
      last.h += height;
    else out.push({ x: left, y: top, w: right - left, h: height });
  }
  return out;
}
