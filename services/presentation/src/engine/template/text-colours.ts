import type { Element } from '@xmldom/xmldom';
import { attribute, children, numberAttribute, path } from '../../ooxml/xml';
import type { SlideLook } from './slide-look';
import { colourElementOf, resolveColour, type Rgb } from './theme-colours';

/** How a run of text is drawn: its colour, size and weight as inherited. */
export interface RunLook {
  colour?: Rgb;
  sizePt: number;
  bold: boolean;
  isTitle: boolean;
}

const TITLES = ['title', 'ctrTitle'];
const FILLS = ['a:solidFill', 'a:gradFill', 'a:noFill', 'a:pattFill', 'a:blipFill', 'a:grpFill'];

/**
 * The places a run's properties are inherited from, nearest first (ECMA-376 21.1.2.3): its own,
 * the paragraph's, the shape's list style, the layout's and the master's placeholder, the
 * master's text styles (title, body or other).
 */
function runSources(run: Element, shape: Element, look: SlideLook): Element[] {
  const paragraph = run.parentNode as Element;
  const level = (numberAttribute(path(paragraph, 'a:pPr'), 'lvl') ?? 0) + 1;
  const levelOf = (list: Element | undefined) => list && path(list, `a:lvl${level}pPr`, 'a:defRPr');
  const listOf = (s: Element | undefined) => s && path(s, 'p:txBody', 'a:lstStyle');
  const ph = path(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph');
  const type = ph ? (attribute(ph, 'type') ?? 'obj') : undefined;
  const layoutShape = ph && placeholderIn(look.layoutTree, ph);
  const masterShape = ph && placeholderIn(look.masterTree, ph, true);
  const style =
    type === undefined
      ? 'p:otherStyle'
      : TITLES.includes(type)
        ? 'p:titleStyle'
        : ['dt', 'ftr', 'sldNum'].includes(type)
          ? 'p:otherStyle'
          : 'p:bodyStyle';
  return [
    path(run, 'a:rPr'),
    path(paragraph, 'a:pPr', 'a:defRPr'),
    levelOf(listOf(shape)),
    levelOf(listOf(layoutShape)),
    levelOf(listOf(masterShape)),
    levelOf(look.textStyles && path(look.textStyles, style)),
  ].filter((source): source is Element => !!source);
}

/** How a run is drawn, by what it inherits (tx1 when nothing names a colour). */
export function runLook(run: Element, shape: Element, look: SlideLook): RunLook {
  const sources = runSources(run, shape, look);
  const type = attribute(path(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph'), 'type');
  const isTitle = TITLES.includes(type ?? '');
  const size = sources.map((s) => numberAttribute(s, 'sz')).find((v) => v !== undefined);
  const bold = sources.map((s) => attribute(s, 'b')).find((v) => v !== undefined);
  const fill = sources
    .map((s) => children(s).find((c) => FILLS.includes(c.nodeName)))
    .find(Boolean);
  let colour: Rgb | undefined;
  if (fill?.nodeName === 'a:solidFill') colour = resolveColour(colourElementOf(fill), look.context);
  else if (fill?.nodeName === 'a:gradFill')
    colour = resolveColour(colourElementOf(path(fill, 'a:gsLst', 'a:gs')), look.context);
  else if (!fill) {
    // A text box's theme style (p:style fontRef) names its colour; else the text colour.
    const reference = path(shape, 'p:style', 'a:fontRef');
    colour =
      resolveColour(colourElementOf(reference), look.context) ??
      look.context.scheme[look.context.map.tx1 ?? 'dk1'];
  }
  return {
    ...(colour ? { colour } : {}),
    sizePt: size ? size / 100 : isTitle ? 44 : 18,
    bold: bold === '1' || bold === 'true',
    isTitle,
  };
}

/** The shape of a layout's or master's tree a slide placeholder inherits from. */
function placeholderIn(
  tree: Element | undefined,
  ph: Element,
  byType = false,
): Element | undefined {
  if (!tree) return undefined;
  const idx = attribute(ph, 'idx');
  const type = attribute(ph, 'type') ?? 'obj';
  const shapes = children(tree, 'p:sp').map((shape) => ({
    shape,
    ph: path(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph'),
  }));
  if (!byType && idx !== undefined) {
    const same = shapes.find((s) => s.ph && attribute(s.ph, 'idx') === idx);
    if (same) return same.shape;
  }
  const role = (t: string) =>
    TITLES.includes(t) ? 'title' : ['dt', 'ftr', 'sldNum', 'hdr'].includes(t) ? t : 'body';
  return shapes.find((s) => s.ph && role(attribute(s.ph, 'type') ?? 'obj') === role(type))?.shape;
}

/** How the shape's text is anchored (`t`, `ctr`, `b`): its own, else its layout's or master's. */
export function textAnchor(shape: Element, look: SlideLook): string {
  const ph = path(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph');
  const shapes = [
    shape,
    ...(ph ? [placeholderIn(look.layoutTree, ph), placeholderIn(look.masterTree, ph, true)] : []),
  ];
  for (const candidate of shapes) {
    const anchor = attribute(candidate && path(candidate, 'p:txBody', 'a:bodyPr'), 'anchor');
    if (anchor) return anchor;
  }
  return 't';
}
