import type { Element } from '@xmldom/xmldom';
import { children, numberAttribute, path } from '../../ooxml/xml';
import type { Box } from './template-analysis';
import { type ColourContext, colourElementOf, resolveColour, type Rgb } from './theme-colours';

/** One stop of a gradient: where it lies (0–1 along it), its colour and how opaque it is. */
export interface GradientStop {
  at: number;
  colour: Rgb;
  opacity: number;
}

/**
 * A gradient fill as drawn over its box (ECMA-376 20.1.8.33): linear along an angle, or a path
 * (radial) gradient from a focus point, its first stop there and its last at the far corners.
 */
export interface Gradient {
  stops: GradientStop[];
  /** A linear gradient's direction: degrees clockwise from left to right. */
  angle?: number;
  /** A path gradient's focus: shares of the box's width and height from its left and top. */
  focus?: { x: number; y: number };
}

const share = (value: number | undefined, fallback: number) =>
  Math.min(1, Math.max(0, (value ?? fallback) / 100_000));

/** The gradient of an `a:gradFill` (undefined when no stop has a colour). */
export function gradientOf(fill: Element, context: ColourContext): Gradient | undefined {
  const stops = children(path(fill, 'a:gsLst') ?? fill, 'a:gs')
    .flatMap((stop) => {
      const element = colourElementOf(stop);
      const colour = resolveColour(element, context);
      if (!colour) return [];
      const alpha = element && numberAttribute(path(element, 'a:alpha'), 'val');
      return [
        { at: share(numberAttribute(stop, 'pos'), 0), colour, opacity: share(alpha, 100_000) },
      ];
    })
    .sort((a, b) => a.at - b.at);
  if (stops.length === 0) return undefined;
  const shade = path(fill, 'a:path');
  if (shade) {
    const rect = path(shade, 'a:fillToRect');
    const [l, t, r, b] = ['l', 't', 'r', 'b'].map((side) => share(numberAttribute(rect, side), 0));
    return { stops, focus: { x: (l + 1 - r) / 2, y: (t + 1 - b) / 2 } };
  }
  return { stops, angle: (numberAttribute(path(fill, 'a:lin'), 'ang') ?? 0) / 60_000 };
}

/**
 * What the gradient shows under `box` (stretched over `fillBox`): its colour and opacity at
 * the corners and the middle of where they meet, and a glow's at their point nearest its focus. Text over one end of a glow or a fade is read
 * against that end, not against every stop.
 */
export function gradientUnder(gradient: Gradient, fillBox: Box, box: Box): GradientStop[] {
  const x0 = Math.max(box.x, fillBox.x);
  const y0 = Math.max(box.y, fillBox.y);
  const x1 = Math.min(box.x + box.w, fillBox.x + fillBox.w);
  const y1 = Math.min(box.y + box.h, fillBox.y + fillBox.h);
  if (x1 <= x0 || y1 <= y0) return [];
  const points = [
    [x0, y0],
    [x1, y0],
    [x0, y1],
    [x1, y1],
    [(x0 + x1) / 2, (y0 + y1) / 2],
  ];
  // A glow is brightest where the box comes nearest its focus (Lights' glow below a list's
  // middle: the corners and the middle all lay in its dim ring, the words' bottom did not).
  if (gradient.focus) {
    const focusX = fillBox.x + gradient.focus.x * fillBox.w;
    const focusY = fillBox.y + gradient.focus.y * fillBox.h;
    points.push([Math.min(x1, Math.max(x0, focusX)), Math.min(y1, Math.max(y0, focusY))]);
  }
  return points.map(([x, y]) =>
    stopAt(gradient, position(gradient, (x - fillBox.x) / fillBox.w, (y - fillBox.y) / fillBox.h)),
  );
}

/** Where a point (shares of the box) lies along the gradient, 0–1. */
function position(gradient: Gradient, u: number, v: number): number {
  if (gradient.focus) {
    const { x, y } = gradient.focus;
    const far = Math.hypot(Math.max(x, 1 - x), Math.max(y, 1 - y));
    return far ? Math.hypot(u - x, v - y) / far : 0;
  }
  const radians = ((gradient.angle ?? 0) * Math.PI) / 180;
  const along = (a: number, b: number) => a * Math.cos(radians) + b * Math.sin(radians);
  const ends = [along(0, 0), along(1, 0), along(0, 1), along(1, 1)];
  const [low, high] = [Math.min(...ends), Math.max(...ends)];
  return high > low ? (along(u, v) - low) / (high - low) : 0;
}

/** The colour and opacity at `at`, between the stops around it. */
function stopAt(gradient: Gradient, at: number): GradientStop {
  const { stops } = gradient;
  const after = stops.findIndex((stop) => stop.at >= at);
  if (after < 0) return { ...stops[stops.length - 1], at };
  if (after === 0) return { ...stops[0], at };
  const [a, b] = [stops[after - 1], stops[after]];
  const t = b.at > a.at ? (at - a.at) / (b.at - a.at) : 0;
  const mix = (p: number, q: number) => Math.round(p + (q - p) * t);
  return {
    at,
    colour: {
      r: mix(a.colour.r, b.colour.r),
      g: mix(a.colour.g, b.colour.g),
      b: mix(a.colour.b, b.colour.b),
    },
    opacity: a.opacity + (b.opacity - a.opacity) * t,
  };
}
