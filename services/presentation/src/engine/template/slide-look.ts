import type JSZip from 'jszip';
import type { Document, Element } from '@xmldom/xmldom';
import { readRelationships, readXmlPart } from '../../ooxml/opc-package';
import { attribute, children, numberAttribute, path } from '../../ooxml/xml';
import { coloursUnder, type LazyPicture, lazyPicture } from './picture-colours';
import { shapesWithBoxes } from './shape-geometry';
import { outlinePieces } from './shape-outline';
import { blend, fillOpacity, flattenTranslucent, isFaintShape } from './translucent-fills';
import { type Gradient, gradientOf, gradientUnder } from './gradient-fills';
import { fillColours, fillColoursOf, firstFill } from './fill-colours';
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
  /** The background, a fill over the whole slide. */
  background: Fill;
  /** Filled shapes and pictures drawn under the slide's text: the master's and layout's artwork. */
  fills: Fill[];
  /** Master and layout trees and the master's text styles, for inherited run properties. */
  layoutTree?: Element;
  masterTree?: Element;
  textStyles?: Element;
  /**
   * The master and layout parts whose shapes show on the slide (master first), with their
   * trees: their own text (a slide number in a badge, a footer line) is drawn on it too.
   */
  shownParts?: Array<{ part: string; tree: Element }>;
}

export interface Fill {
  box: Box;
  /** Colours of the fill (one when solid, the stops of a gradient); none: unknown (a pattern). */
  colours?: Rgb[];
  /** A picture stretched over the box. */
  picture?: LazyPicture;
  /** A solid fill's opacity under 1 (see flattenTranslucent); only while the look is read. */
  opacity?: number;
  /** A faint shape's fill (see isFaintShape): texture under text, not artwork in its way. */
  faint?: boolean;
  /**
   * A gradient fill, read where text lies (see gradientUnder); a half-transparent solid fill
   * over a picture is one of a single stop.
   */
  gradient?: Gradient;
  /** What a gradient with half-transparent stops is laid over (see flattenTranslucent). */
  over?: Fill;
  /**
   * Where a shape that is not its box (a triangle, a wedge) really covers, in thin strips (see
   * outlinePieces): text over its box is not always over it.
   */
  outline?: Box[];
}

/** Strips a fill's outline is followed in: enough to tell a frame on a wedge from one across it. */
const FILL_STRIPS = 64;

/** The colours of a fill under `box` (all of a solid or gradient fill, a picture's cells there). */
export function fillColoursUnder(fill: Fill, box: Box): Rgb[] | undefined {
  if (fill.gradient) {
    const seen = gradientUnder(fill.gradient, fill.box, box);
    const below =
      fill.over && seen.some((stop) => stop.opacity < 1)
        ? fillColoursUnder(fill.over, box)
        : undefined;
    if (seen.length)
      return distinct(
        seen.flatMap((stop) =>
          stop.opacity < 1 && below?.length
            ? below.map((colour) => blend(stop.colour, colour, stop.opacity))
            : [stop.colour],
        ),
      );
  }
  if (!fill.picture) return fill.colours;
  const grid = fill.picture.grid();
  return grid && coloursUnder(grid, fill.box, box);
}

/** Each colour once (a gradient of one stop reads the same at every point sampled). */
const distinct = (colours: Rgb[]): Rgb[] => [
  ...new Map(colours.map((c) => [`${c.r},${c.g},${c.b}`, c])).values(),
];

/** Parsed parts by name: the layouts and masters many slides share are read once. */
export type PartCache = Map<string, Promise<Document | undefined>>;

/** Where a look's pictures come from: the part's relationships, decoded once per picture. */
interface PictureSource {
  zip: JSZip;
  part: string;
  pictures: Map<string, LazyPicture>;
}

async function pictureOf(blip: Element | undefined, source: PictureSource) {
  const id = blip && attribute(path(blip, 'a:blip'), 'r:embed');
  if (!id) return undefined;
  const target = (await readRelationships(source.zip, source.part)).find(
    (r) => r.id === id,
  )?.target;
  const file = target && source.zip.file(target);
  if (!file) return undefined;
  if (!source.pictures.has(target))
    source.pictures.set(target, lazyPicture(await file.async('nodebuffer')));
  return source.pictures.get(target);
}

const pictures = new WeakMap<PartCache, Map<string, LazyPicture>>();

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
  if (!pictures.has(cache)) pictures.set(cache, new Map());
  const source = (part: string | undefined): PictureSource => ({
    zip,
    part: part ?? slidePart,
    pictures: pictures.get(cache)!,
  });
  const presentation = await cached(zip, 'ppt/presentation.xml', cache);
  const size = presentation && path(presentation, 'p:presentation', 'p:sldSz');
  const slideBox = {
    x: 0,
    y: 0,
    w: numberAttribute(size, 'cx') ?? 12_192_000,
    h: numberAttribute(size, 'cy') ?? 6_858_000,
  };
  const owners: Array<[Element | undefined, string | undefined]> = [
    [slideRoot, slideRoot ? slidePart : undefined],
    [layout, layoutPart],
    [master, masterPart],
  ];
  const [withBackground, backgroundPart] =
    owners.find(([part]) => part && path(part, 'p:cSld', 'p:bg')) ?? [];
  const background: Fill = withBackground
    ? {
        box: slideBox,
        ...(await backgroundFill(
          path(withBackground, 'p:cSld', 'p:bg')!,
          context,
          theme,
          source(backgroundPart),
        )),
      }
    : { box: slideBox, colours: [{ r: 255, g: 255, b: 255 }] };
  // Master shapes show unless the layout (or the slide) hides them; layout shapes unless the slide does.
  const showsLayout = !slideRoot || TRUE_ATTR(attribute(slideRoot, 'showMasterSp'));
  const showsMaster = showsLayout && (!layout || TRUE_ATTR(attribute(layout, 'showMasterSp')));
  const treeOf = (part: Element | undefined) => part && path(part, 'p:cSld', 'p:spTree');
  const fills = flattenTranslucent(
    [
      ...(showsMaster
        ? await filledShapes(treeOf(master), context, theme, source(masterPart))
        : []),
      ...(showsLayout
        ? await filledShapes(treeOf(layout), context, theme, source(layoutPart))
        : []),
    ],
    background,
  );
  return {
    context,
    background,
    fills,
    layoutTree: treeOf(layout),
    masterTree: treeOf(master),
    textStyles: master && path(master, 'p:txStyles'),
    shownParts: [
      ...(showsMaster && masterPart ? [[masterPart, treeOf(master)] as const] : []),
      ...(showsLayout && layoutPart ? [[layoutPart, treeOf(layout)] as const] : []),
    ].flatMap(([part, tree]) => (tree ? [{ part, tree }] : [])),
  };
}

/** The fill of a `p:bg`: its own, or the theme's background fill style it refers to. */
async function backgroundFill(
  bg: Element,
  context: ColourContext,
  theme: Element | undefined,
  source: PictureSource,
): Promise<Omit<Fill, 'box'>> {
  const properties = path(bg, 'p:bgPr');
  if (properties) return fillOf(properties, context, source);
  const reference = path(bg, 'p:bgRef');
  if (!reference) return {};
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
  if (!style) return placeholder ? { colours: [placeholder] } : {};
  // A theme's picture fill lives in the theme part: its relationships are the theme's.
  const colours = fillColoursOf(style, { ...context, ...(placeholder ? { placeholder } : {}) });
  return colours ? { colours } : {};
}

/** The fill among `parent`'s children: its colours, or the picture it shows. */
async function fillOf(
  parent: Element,
  context: ColourContext,
  source: PictureSource,
): Promise<Omit<Fill, 'box'>> {
  // A shape's picture fill is a:blipFill; a picture's own (p:pic) is p:blipFill.
  const blip = path(parent, 'a:blipFill') ?? path(parent, 'p:blipFill');
  if (blip) {
    const picture = await pictureOf(blip, source);
    return picture ? { picture } : {};
  }
  const colours = fillColours(parent, context);
  const fill = firstFill(parent);
  const gradient = fill?.nodeName === 'a:gradFill' ? gradientOf(fill, context) : undefined;
  return colours ? { colours, ...(gradient ? { gradient } : {}) } : {};
}

/**
 * Non-placeholder shapes with a fill (own, or the theme style they refer to) and pictures,
 * those in groups included: what text laid over them is read against.
 */
async function filledShapes(
  tree: Element | undefined,
  context: ColourContext,
  theme: Element | undefined,
  source: PictureSource,
): Promise<Fill[]> {
  const out: Fill[] = [];
  // Shapes inside groups too (LibreOffice's Grey Elegant: a group of grey blocks under titles).
  for (const { shape, box } of tree ? shapesWithBoxes(tree) : []) {
    const nonVisual = children(shape).find((c) => c.nodeName.startsWith('p:nv'));
    if (nonVisual && path(nonVisual, 'p:nvPr', 'p:ph')) continue;
    if (shape.nodeName === 'p:pic') {
      out.push({ box, ...(await fillOf(shape, context, source)) });
      continue;
    }
    const properties = path(shape, 'p:spPr');
    if (shape.nodeName !== 'p:sp' || !properties || path(properties, 'a:noFill')) continue;
    let fill = await fillOf(properties, context, source);
    if (!fill.colours && !fill.picture) {
      const reference = path(shape, 'p:style', 'a:fillRef');
      const index = numberAttribute(reference, 'idx') ?? 0;
      if (!reference || index === 0) continue;
      const list = theme && path(theme, 'a:themeElements', 'a:fmtScheme', 'a:fillStyleLst');
      const style = list && children(list)[index - 1];
      const placeholder = resolveColour(colourElementOf(reference), context);
      const colours =
        style && fillColoursOf(style, { ...context, ...(placeholder ? { placeholder } : {}) });
      fill = colours ? { colours } : {};
    }
    if (fill.colours?.length === 0) continue;
    const opacity = fillOpacity(properties);
    const outline = outlinePieces(shape, box, FILL_STRIPS);
    out.push({
      box,
      ...fill,
      ...(opacity < 1 ? { opacity } : {}),
      ...(isFaintShape(shape, box) ? { faint: true } : {}),
      ...(outline ? { outline: outline.map(({ x, y, w, h }) => ({ x, y, w, h })) } : {}),
    });
  }
  return out;
}
