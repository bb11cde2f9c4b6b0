import type { Element } from '@xmldom/xmldom';
import { children, numberAttribute, path } from '../../ooxml/xml';
import type { Fill } from './slide-look';
import { colourElementOf, type Rgb } from './theme-colours';
import type { Box } from './template-analysis';

/** How opaque a shape's solid fill is (a:alpha, 0–1); 1 when it says nothing. */
export function fillOpacity(properties: Element): number {
  const solid = children(properties).find((c) => c.nodeName === 'a:solidFill');
  const alpha = path(colourElementOf(solid) ?? properties, 'a:alpha');
  const value = numberAttribute(alpha, 'val');
  return value === undefined ? 1 : Math.min(1, Math.max(0, value / 100_000));
}

/**
 * A small fill at most this opaque is a glint (Lights' bokeh circles, white at 10–30 %): the
 * design's texture, which text may lie on and is read against (blended, see flattenTranslucent),
 * not artwork in its way.
 */
const FAINT_OPACITY = 0.35;

/**
 * A glint is small: under a twentieth of a 16:9 slide (EMU²). A larger faint shape is a panel
 * the design sets text on (Piano's title bar, white at 30 % over black).
 */
const GLINT_AREA = 0.05 * 12_192_000 * 6_858_000;

/**
 * Whether a shape is a glint: small (see GLINT_AREA), drawing only a faint fill (see
 * FAINT_OPACITY), no words, no line.
 */
export function isFaintShape(shape: Element, box: Box): boolean {
  const properties = path(shape, 'p:spPr');
  if (!properties || (shape.textContent ?? '').trim()) return false;
  if (box.w * box.h >= GLINT_AREA) return false;
  if (!children(properties).some((c) => c.nodeName === 'a:solidFill')) return false;
  const line = path(properties, 'a:ln');
  const themedLine = numberAttribute(path(shape, 'p:style', 'a:lnRef'), 'idx') ?? 0;
  const lined = line ? !path(line, 'a:noFill') : themedLine > 0;
  return !lined && fillOpacity(properties) <= FAINT_OPACITY;
}

const inside = (outer: Fill['box'], x: number, y: number) =>
  x >= outer.x && x <= outer.x + outer.w && y >= outer.y && y <= outer.y + outer.h;

/**
 * The colours a half-transparent fill is really drawn in: its colour laid over what is under
 * its middle (the topmost fill of known colours drawn before it there, else the background),
 * as a renderer blends them; over a gradient, blended with each of its stops. A white bar at
 * 30 % on a black band is dark grey, not white: text set on it must be light; a pale yellow
 * veil at 4 % over an orange gradient is orange. Over a picture, it is the picture's colours
 * where text lies, veiled (a gradient of one stop laid `over` it: LibreOffice's Freshes lays a
 * half-transparent teal over its sky photo); over other fills of unknown colour (a pattern), it is left as it is. A gradient
 * with half-transparent stops (Lights' white glow, 20 % at its edges) keeps what it is laid
 * over (`over`), to be blended where text lies.
 */
export function flattenTranslucent(fills: Fill[], background: Fill): Fill[] {
  const out: Fill[] = [];
  for (const fill of fills) {
    const { opacity = 1, ...rest } = fill;
    const colour = rest.colours?.length === 1 ? rest.colours[0] : undefined;
    const x = fill.box.x + fill.box.w / 2;
    const y = fill.box.y + fill.box.h / 2;
    const under = [background, ...out].reverse().find((f) => inside(f.box, x, y));
    const beneath = under?.colours?.length ? under.colours : undefined;
    if (under && rest.gradient?.stops.some((stop) => stop.opacity < 1))
      out.push({ ...rest, over: under });
    else if (opacity < 1 && colour && under && showsPicture(under))
      out.push({ ...rest, gradient: { stops: [{ at: 0, colour, opacity }] }, over: under });
    else
      out.push(
        opacity < 1 && colour && beneath
          ? { ...rest, colours: beneath.map((below) => blend(colour, below, opacity)) }
          : rest,
      );
  }
  return out;
}

/** Whether a picture shows in `fill`: its own, or one it is laid over half-transparent. */
export const showsPicture = (fill: Fill): boolean =>
  !!fill.picture || (!!fill.over && showsPicture(fill.over));

/** `top` laid at `opacity` over `bottom`, as renderers blend them. */
export const blend = (top: Rgb, bottom: Rgb, opacity: number): Rgb => ({
  r: Math.round(top.r * opacity + bottom.r * (1 - opacity)),
  g: Math.round(top.g * opacity + bottom.g * (1 - opacity)),
  b: Math.round(top.b * opacity + bottom.b * (1 - opacity)),
});
