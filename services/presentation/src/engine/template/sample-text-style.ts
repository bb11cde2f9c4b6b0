import { DOMParser, XMLSerializer, type Element } from '@xmldom/xmldom';
import { attribute, children, descendants, path } from '../../ooxml/xml';

/**
 * How a prototype's sample text is set where the slide itself says so: weight, slant, colour
 * and typeface of its first run with text. Generated text set the same way keeps the look the
 * template's owner designed (their bold white serif title, not the theme's plain default).
 */
export interface RunStyle {
  bold?: boolean;
  italic?: boolean;
  /** A typeface named on the run (theme references such as `+mj-lt` are the default anyway). */
  typeface?: string;
  /** The run's fill (`a:solidFill` or `a:gradFill`) as XML, copied onto generated runs. */
  fill?: string;
}

const FILLS = ['a:noFill', 'a:solidFill', 'a:gradFill', 'a:blipFill', 'a:pattFill', 'a:grpFill'];
/** What follows the typeface in a run's properties (ECMA-376 CT_TextCharacterProperties). */
const AFTER_LATIN = [
  'a:ea',
  'a:cs',
  'a:sym',
  'a:hlinkClick',
  'a:hlinkMouseOver',
  'a:rtl',
  'a:extLst',
];
const A_NS = 'http://schemas.openxmlformats.org/drawingml/2006/main';

/** The style of the shape's first run with text, when it sets any of it. */
export function sampleRunStyle(shape: Element): RunStyle | undefined {
  const run = descendants(shape, 'a:r').find((r) => (path(r, 'a:t')?.textContent ?? '').trim());
  const properties = run && path(run, 'a:rPr');
  if (!properties) return undefined;
  const style: RunStyle = {};
  const bold = attribute(properties, 'b');
  if (bold !== undefined) style.bold = bold === '1' || bold === 'true';
  const italic = attribute(properties, 'i');
  if (italic !== undefined) style.italic = italic === '1' || italic === 'true';
  const typeface = attribute(path(properties, 'a:latin'), 'typeface');
  if (typeface && !typeface.startsWith('+')) style.typeface = typeface;
  const fill = children(properties).find((c) => ['a:solidFill', 'a:gradFill'].includes(c.nodeName));
  if (fill) style.fill = new XMLSerializer().serializeToString(fill);
  return Object.keys(style).length ? style : undefined;
}

/**
 * Sets the runs of a text shape in `style` where they do not set weight, slant, colour or
 * typeface themselves (a statement's accent colour, say, stays).
 */
export function applyRunStyle(shape: Element, style: RunStyle): void {
  const document = shape.ownerDocument!;
  const fill = style.fill ? parsedFill(style.fill) : undefined;
  for (const run of descendants(shape, 'a:r')) {
    let properties = path(run, 'a:rPr');
    if (!properties) {
      properties = document.createElementNS(A_NS, 'a:rPr');
      run.insertBefore(properties, run.firstChild);
    }
    if (style.bold !== undefined && attribute(properties, 'b') === undefined)
      properties.setAttribute('b', style.bold ? '1' : '0');
    if (style.italic !== undefined && attribute(properties, 'i') === undefined)
      properties.setAttribute('i', style.italic ? '1' : '0');
    const own = children(properties);
    if (fill && !own.some((c) => FILLS.includes(c.nodeName))) {
      // A fill follows the outline (a:ln), when there is one.
      const line = own.find((c) => c.nodeName === 'a:ln');
      properties.insertBefore(
        document.importNode(fill, true),
        line ? line.nextSibling : (own[0] ?? null),
      );
    }
    if (style.typeface && !path(properties, 'a:latin')) {
      const latin = document.createElementNS(A_NS, 'a:latin');
      latin.setAttribute('typeface', style.typeface);
      const next = children(properties).find((c) => AFTER_LATIN.includes(c.nodeName)) ?? null;
      properties.insertBefore(latin, next);
    }
  }
}

/** A fill read back from its XML, without the namespace declaration it was written with. */
function parsedFill(xml: string): Element {
  const fill = new DOMParser().parseFromString(xml, 'text/xml').documentElement as Element;
  fill.removeAttribute('xmlns:a');
  return fill;
}
