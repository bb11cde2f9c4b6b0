import type { Element } from '@xmldom/xmldom';
import { children, path } from '../../ooxml/xml';
import {
  BLACK,
  blend,
  type Rgb,
  type SlideLook,
  TEXT_COLOURS,
  toHex,
  WHITE,
  worstContrast,
} from '../template';

const A_NS = 'http://schemas.openxmlformats.org/drawingml/2006/main';
/** Theme colours a plate may take: the design's backgrounds and text colours. */
const PLATES = ['bg1', 'bg2', 'tx2', 'tx1'];
/** What follows a fill in a shape's properties (schema order). */
const AFTER_FILL = ['a:ln', 'a:effectLst', 'a:effectDag', 'a:scene3d', 'a:sp3d', 'a:extLst'];

/**
 * Whether no colour at all reads on everything behind a text (`behind`: a box across a black
 * band and a white page, half on each): neither a theme colour nor black or white passes.
 */
export function noColourReads(look: SlideLook, behind: Rgb[], needed: number): boolean {
  const colours = [
    ...TEXT_COLOURS.map((name) => look.context.scheme[look.context.map[name] ?? name]),
    BLACK,
    WHITE,
  ];
  return !colours.some((colour) => colour && worstContrast(colour, behind) >= needed);
}

/**
 * Gives a text shape a plate: a fill in a theme colour its text, drawn in `ink`, reads on (so
 * that its words keep their colour), the one nearest a colour behind it (the plate extends one
 * of the panels it straddles), or for a scrim the first in PLATES' order; the design's
 * background colour when the ink reads on none.
 * A plate less than opaque (a scrim over a gradient or a photo) must let the ink read on what
 * it veils. Returns the colours the text is then read against.
 */
export function addPlate(
  shape: Element,
  look: SlideLook,
  ink: Rgb,
  behind: Rgb[],
  needed: number,
  opacity = 1,
): Rgb[] {
  const colourOf = (name: string) => look.context.scheme[look.context.map[name] ?? name];
  const nearness = (colour: Rgb) => Math.min(...behind.map((b) => distance(colour, b)));
  const seen = (plate: Rgb) => behind.map((colour) => blend(plate, colour, opacity));
  const readable = PLATES.map(colourOf).filter(
    (colour): colour is Rgb => !!colour && worstContrast(ink, seen(colour)) >= needed,
  );
  // A scrim takes the first that reads, the design's background before its text colours, so
  // that the slides of a deck share one; an opaque plate extends the panel nearest it.
  const plate =
    (opacity < 1 ? readable : readable.sort((a, b) => nearness(a) - nearness(b)))[0] ??
    colourOf(PLATES[0]) ??
    WHITE;
  const document = shape.ownerDocument!;
  let properties = path(shape, 'p:spPr');
  if (!properties) {
    properties = document.createElementNS(shape.namespaceURI, 'p:spPr');
    const body = path(shape, 'p:txBody') ?? null;
    shape.insertBefore(properties, body);
  }
  const fill = document.createElementNS(A_NS, 'a:solidFill');
  const value = document.createElementNS(A_NS, 'a:srgbClr');
  value.setAttribute('val', toHex(plate));
  if (opacity < 1) {
    const alpha = document.createElementNS(A_NS, 'a:alpha');
    alpha.setAttribute('val', String(Math.round(opacity * 100_000)));
    value.appendChild(alpha);
  }
  fill.appendChild(value);
  const next = children(properties).find((child) => AFTER_FILL.includes(child.nodeName));
  properties.insertBefore(fill, next ?? null);
  return opacity < 1 ? seen(plate) : [plate];
}

const distance = (a: Rgb, b: Rgb) => Math.hypot(a.r - b.r, a.g - b.g, a.b - b.b);
