import type { Element } from '@xmldom/xmldom';
import { children, path } from '../../ooxml/xml';
import { type ColourContext, colourElementOf, resolveColour, type Rgb } from './theme-colours';

/** The fill element among a shape's or background's properties (the first is the one drawn). */
export const firstFill = (parent: Element) =>
  children(parent).find((c) =>
    ['a:solidFill', 'a:gradFill', 'a:blipFill', 'a:pattFill', 'a:noFill'].includes(c.nodeName),
  );

/** The colours of the first fill element among `parent`'s children. */
export function fillColours(parent: Element, context: ColourContext): Rgb[] | undefined {
  const fill = firstFill(parent);
  return fill ? fillColoursOf(fill, context) : undefined;
}

/** The colours of one fill element: its colour, a gradient's stops, a pattern's two. */
export function fillColoursOf(fill: Element, context: ColourContext): Rgb[] | undefined {
  if (fill.nodeName === 'a:solidFill') {
    const colour = resolveColour(colourElementOf(fill), context);
    return colour ? [colour] : undefined;
  }
  if (fill.nodeName === 'a:gradFill') {
    const stops = children(path(fill, 'a:gsLst') ?? fill, 'a:gs')
      .map((stop) => resolveColour(colourElementOf(stop), context))
      .filter((colour): colour is Rgb => !!colour);
    return stops.length ? stops : undefined;
  }
  if (fill.nodeName === 'a:pattFill') {
    // A pattern reads as its two colours.
    const colours = ['a:fgClr', 'a:bgClr']
      .map((name) => resolveColour(colourElementOf(path(fill, name)), context))
      .filter((colour): colour is Rgb => !!colour);
    return colours.length ? colours : undefined;
  }
  if (fill.nodeName === 'a:noFill') return [];
  return undefined;
}
