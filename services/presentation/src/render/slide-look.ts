import type JSZip from 'jszip';
import type { Document, Element } from '@xmldom/xmldom';
import { readRelationships, readXmlPart } from '../ooxml/opc-package';
import { attribute, children, numberAttribute, path } from '../ooxml/xml';
import { boxOf } from './shape-geometry';
import type { Box } from './template-analysis';
import {
  type ColourContext,
  colourElementOf,
  colourMap,
  colourScheme,
  resolveColour,
  type Rgb,
} from './theme-colours';

/**
 * What is behind a slide's text and what colour its text takes, read along the chain
 * slide → layout → master → theme (ECMA-376 19.3.1.38 inheritance), so that text colours can
 * be checked against what is really drawn under them.
 */
export interface SlideLook {
  context: ColourContext;
  /** The background's colours (one for a solid fill, the stops of a gradient); none: a picture or pattern. */
  background?: Rgb[];
  /** Filled shapes drawn under the slide's text: the master's and layout's artwork, the slide's own. */
  fills: Fill[];
  /** Master and layout trees and the master's text styles, for inherited run properties. */
  layoutTree?: Element;
  masterTree?: Element;
  textStyles?: Element;
}

export interface Fill {
  box: Box;
  /** Colours of the fill; none: a picture or pattern (unknown). */
  colours?: Rgb[];
}

/** Parsed parts by name: the layouts and masters many slides share are read once. */
export type PartCache = Map<string, Promise<Document | undefined>>;

const cached = (zip: JSZip, part: string, cache: PartCache) => {
  if (!cache.has(part)) cache.set(part, readXmlPart(zip, part));
  return cache.get(part)!;
};

const TRUE_ATTR = (value: string | undefined) => !['0', 'false'].includes(value ?? '');

/** The look of one slide (or a layout, read as a slide without text of its own). */
export async function slideLook(
  zip: JSZip,
  slidePart: string,
  cache: PartCache = new Map(),
): Promise<SlideLook | undefined> {
  const root = (await cached(zip, slidePart, cache))?.documentElement;
  if (!root) return undefined;
  const kind = root.nodeName;
  const slideRoot = kind === 'p:sld' ? root : undefined;
  const layoutPart =
    kind === 'p:sldLayout'
      ? slidePart
      : slideRoot
        ? (await readRelationships(zip, slidePart)).find((r) => r.type === 'slideLayout')?.target
        : undefined;
  const layout = layoutPart
    ? ((await cached(zip, layoutPart, cache))?.documentElement ?? undefined)
    : undefined;
  const masterPart =
    kind === 'p:sldMaster'
      ? slidePart
      : layoutPart &&
        (await readRelationships(zip, layoutPart)).find((r) => r.type === 'slideMaster')?.target;
  const master = masterPart
    ? ((await cached(zip, masterPart, cache))?.documentElement ?? undefined)
    : undefined;
  const themePart =
    masterPart &&
    (await readRelationships(zip, masterPart)).find((r) => r.type === 'theme')?.target;
  const theme = themePart
    ? ((await cached(zip, themePart, cache))?.documentElement ?? undefined)
    : undefined;
  const scheme = colourScheme(theme);
  let map = colourMap(master && path(master, 'p:clrMap'));
  for (const part of [layout, slideRoot])
    map = colourMap(part && path(part, 'p:clrMapOvr', 'a:overrideClrMapping'), map);
  const context: ColourContext = { scheme, map };
  const withBackground = [slideRoot, layout, master].find(
    (part) => part && path(part, 'p:cSld', 'p:bg'),
  );
  const background = withBackground
    ? backgroundColours(path(withBackground, 'p:cSld', 'p:bg')!, context, theme)
    : [{ r: 255, g: 255, b: 255 }];
  // Master shapes show unless the layout (or the slide) hides them; layout shapes unless the slide does.
  const showsLayout = !slideRoot || TRUE_ATTR(attribute(slideRoot, 'showMasterSp'));
  const showsMaster = showsLayout && (!layout || TRUE_ATTR(attribute(layout, 'showMasterSp')));
  const treeOf = (part: Element | undefined) => part && path(part, 'p:cSld', 'p:spTree');
  const fills = [
    ...(showsMaster ? filledShapes(treeOf(master), context, theme) : []),
    ...(showsLayout ? filledShapes(treeOf(layout), context, theme) : []),
  ];
  return {
    context,
    ...(background ? { background } : {}),
    fills,
    layoutTree: treeOf(layout),
    masterTree: treeOf(master),
    textStyles: master && path(master, 'p:txStyles'),
  };
}

/** Colours of a `p:bg`: its own fill, or the theme's background fill style it refers to. */
function backgroundColours(
  bg: Element,
  context: ColourContext,
  theme: Element | undefined,
): Rgb[] | undefined {
  const properties = path(bg, 'p:bgPr');
  if (properties) return fillColours(properties, context);
  const reference = path(bg, 'p:bgRef');
  if (!reference) return undefined;
  const placeholder = resolveColour(colourElementOf(reference), context);
  const index = numberAttribute(reference, 'idx') ?? 0;
  // 1001 and up: the theme's background fill styles; 1–999: its fill styles.
  const list =
    theme &&
    path(
      theme,
      'a:themeElements',
      'a:fmtScheme',
      index >= 1001 ? 'a:bgFillStyleLst' : 'a:fillStyleLst',
    );
  const style = list && children(list)[index >= 1001 ? index - 1001 : index - 1];
  if (!style) return placeholder ? [placeholder] : undefined;
  const wrapper = { ...context, ...(placeholder ? { placeholder } : {}) };
  return fillColoursOf(style, wrapper);
}

/** The colours of the first fill element among `parent`'s children. */
export function fillColours(parent: Element, context: ColourContext): Rgb[] | undefined {
  const fill = children(parent).find((c) =>
    ['a:solidFill', 'a:gradFill', 'a:blipFill', 'a:pattFill', 'a:noFill'].includes(c.nodeName),
  );
  return fill ? fillColoursOf(fill, context) : undefined;
}

function fillColoursOf(fill: Element, context: ColourContext): Rgb[] | undefined {
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
  if (fill.nodeName === 'a:noFill') return [];
  return undefined;
}

/**
 * Non-placeholder shapes with a fill (own, or the theme style they refer to) and pictures:
 * what text laid over them is read against.
 */
function filledShapes(
  tree: Element | undefined,
  context: ColourContext,
  theme: Element | undefined,
): Fill[] {
  const out: Fill[] = [];
  for (const shape of tree ? children(tree) : []) {
    const nonVisual = children(shape).find((c) => c.nodeName.startsWith('p:nv'));
    if (nonVisual && path(nonVisual, 'p:nvPr', 'p:ph')) continue;
    if (shape.nodeName === 'p:pic') {
      const box = boxOf(path(shape, 'p:spPr', 'a:xfrm'));
      if (box) out.push({ box });
      continue;
    }
    if (shape.nodeName !== 'p:sp') continue;
    const box = boxOf(path(shape, 'p:spPr', 'a:xfrm'));
    const properties = path(shape, 'p:spPr');
    if (!box || !properties) continue;
    let colours = fillColours(properties, context);
    if (colours === undefined && !path(properties, 'a:noFill')) {
      const reference = path(shape, 'p:style', 'a:fillRef');
      const index = numberAttribute(reference, 'idx') ?? 0;
      if (reference && index > 0) {
        const list = theme && path(theme, 'a:themeElements', 'a:fmtScheme', 'a:fillStyleLst');
        const style = list && children(list)[index - 1];
        const placeholder = resolveColour(colourElementOf(reference), context);
        colours = style
          ? fillColoursOf(style, { ...context, ...(placeholder ? { placeholder } : {}) })
          : undefined;
      } else continue;
    }
    if (colours && colours.length === 0) continue;
    out.push({ box, ...(colours ? { colours } : {}) });
  }
  return out;
}
