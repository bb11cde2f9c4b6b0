import type { Element } from '@xmldom/xmldom';
import { attribute, children, numberAttribute, path } from '../../ooxml/xml';
import type { Artwork } from './free-area';
import { outlinePieces } from './shape-outline';
import { isFaintShape } from './translucent-fills';
import type { Box } from './template-analysis';

/** How a text body is set (a:bodyPr), as far as fitting and placing text needs it. */
export interface TextBodyProperties {
  /** `vert`, `vert270`, `eaVert`, ... when the text runs vertically (not `horz`). */
  vert?: string;
  /** Rotation of the shape or of its text, in degrees, when not 0. */
  rotation?: number;
  /** Right-to-left paragraphs by default (lvl1pPr rtl="1"). */
  rtl?: boolean;
  autofit?: 'norm' | 'shape' | 'none';
  /**
   * The share of their size runs are drawn at (normAutofit fontScale, which PowerPoint and
   * LibreOffice apply as stored); 1 whenever the body says how it fits, so that a nearer body
   * replaces an inherited scale.
   */
  fontScale?: number;
  /** Inner margins (EMU) when the template sets them; Office's defaults otherwise. */
  insets?: { l?: number; t?: number; r?: number; b?: number };
  columns?: number;
}

/** The a:bodyPr (and shape rotation) of a placeholder or text shape. */
export function bodyPropertiesOf(shape: Element): TextBodyProperties {
  const body = path(shape, 'p:txBody', 'a:bodyPr');
  const out: TextBodyProperties = {};
  const vert = attribute(body, 'vert');
  if (vert && vert !== 'horz') out.vert = vert;
  const rotation =
    (numberAttribute(path(shape, 'p:spPr', 'a:xfrm'), 'rot') ?? 0) +
    (numberAttribute(body, 'rot') ?? 0);
  if (rotation % 21_600_000 !== 0) out.rotation = rotation / 60_000;
  const rtl = attribute(path(shape, 'p:txBody', 'a:lstStyle', 'a:lvl1pPr'), 'rtl');
  if (rtl !== undefined) out.rtl = rtl === '1' || rtl === 'true';
  if (body && path(body, 'a:normAutofit')) out.autofit = 'norm';
  else if (body && path(body, 'a:spAutoFit')) out.autofit = 'shape';
  else if (body && path(body, 'a:noAutofit')) out.autofit = 'none';
  if (out.autofit) out.fontScale = percentage(attribute(path(body!, 'a:normAutofit'), 'fontScale'));
  const insets: TextBodyProperties['insets'] = {};
  for (const [key, name] of [
    ['l', 'lIns'],
    ['t', 'tIns'],
    ['r', 'rIns'],
    ['b', 'bIns'],
  ] as const) {
    const value = numberAttribute(body, name);
    if (value !== undefined) insets[key] = value;
  }
  if (Object.keys(insets).length) out.insets = insets;
  const columns = numberAttribute(body, 'numCol');
  if (columns && columns > 1) out.columns = columns;
  return out;
}

/** An ST_Percentage as a fraction: `39000` (thousandths of a percent) or `39%`; 1 when absent. */
function percentage(value: string | undefined): number {
  if (!value) return 1;
  const share = value.endsWith('%') ? parseFloat(value) / 100 : Number(value) / 100_000;
  return Number.isFinite(share) && share > 0 ? share : 1;
}

/** Text tilted by up to this many degrees is a design (a slanted title), not turned text. */
const TILT_DEGREES = 15;

/** Vertical or turned text: a placeholder like that cannot take a title or a list. */
export const isTurned = (properties: TextBodyProperties) =>
  !!properties.vert ||
  (properties.rotation !== undefined &&
    Math.abs(((((properties.rotation + 180) % 360) + 360) % 360) - 180) > TILT_DEGREES);

export function boxOf(xfrm: Element | undefined): Box | undefined {
  const offset = xfrm && path(xfrm, 'a:off');
  const extent = xfrm && path(xfrm, 'a:ext');
  if (!offset || !extent) return undefined;
  return {
    x: numberAttribute(offset, 'x') ?? 0,
    y: numberAttribute(offset, 'y') ?? 0,
    w: numberAttribute(extent, 'cx') ?? 0,
    h: numberAttribute(extent, 'cy') ?? 0,
  };
}

/**
 * The shapes of a shape tree with their boxes on the slide, those inside groups included: a
 * group moves and scales its children from its child space (chOff, chExt) to its own box.
 */
export function shapesWithBoxes(
  tree: Element,
  place: (box: Box) => Box = (box) => box,
): Array<{ shape: Element; box: Box }> {
  const out: Array<{ shape: Element; box: Box }> = [];
  for (const shape of children(tree)) {
    if (shape.nodeName === 'p:grpSp') {
      const xfrm = path(shape, 'p:grpSpPr', 'a:xfrm');
      const outer = boxOf(xfrm);
      if (!outer) continue;
      const offset = path(xfrm!, 'a:chOff');
      const extent = path(xfrm!, 'a:chExt');
      const inner = {
        x: numberAttribute(offset, 'x') ?? outer.x,
        y: numberAttribute(offset, 'y') ?? outer.y,
        w: numberAttribute(extent, 'cx') || outer.w,
        h: numberAttribute(extent, 'cy') || outer.h,
      };
      const sx = inner.w ? outer.w / inner.w : 1;
      const sy = inner.h ? outer.h / inner.h : 1;
      out.push(
        ...shapesWithBoxes(shape, (box) =>
          place({
            x: outer.x + (box.x - inner.x) * sx,
            y: outer.y + (box.y - inner.y) * sy,
            w: box.w * sx,
            h: box.h * sy,
          }),
        ),
      );
      continue;
    }
    const box = boxOf(path(shape, 'p:spPr', 'a:xfrm') ?? path(shape, 'p:xfrm'));
    if (box) out.push({ shape, box: place(box) });
  }
  return out;
}

/**
 * What a layout or master draws besides its placeholders: pictures, filled or outlined shapes,
 * lines, tables, text boxes with text, those inside groups each where its group puts it (a
 * group's box is no artwork: LibreOffice's Grey Elegant draws its cover's blocks as one group
 * over most of the slide, which read as a background would leave the cover looking plain).
 * Their boxes are where the template's own artwork is; text placed there would run into it.
 * Invisible shapes (no fill, no line, no text) are left out; pictures are marked (see Artwork).
 */
export function decorationsOf(tree: Element | undefined): Artwork[] {
  if (!tree) return [];
  const out: Artwork[] = [];
  for (const { shape, box } of shapesWithBoxes(tree)) {
    const name = shape.nodeName;
    if (!['p:sp', 'p:pic', 'p:cxnSp', 'p:graphicFrame'].includes(name)) continue;
    const nonVisual = children(shape).find((c) => c.nodeName.startsWith('p:nv'));
    if (nonVisual && path(nonVisual, 'p:nvPr', 'p:ph')) continue;
    if (box.w <= 0 && box.h <= 0) continue;
    if (name === 'p:sp' && (!isVisible(shape) || isFaintShape(shape, box))) continue;
    // A shape without words covers its outline (a triangle, half its box); one with words, its box.
    const outline =
      name === 'p:sp' && !(shape.textContent ?? '').trim() ? outlinePieces(shape, box) : undefined;
    if (outline) out.push(...outline);
    else out.push(name === 'p:pic' ? { ...box, picture: true } : box);
  }
  return out;
}

function isVisible(shape: Element): boolean {
  const properties = path(shape, 'p:spPr');
  const text = (shape.textContent ?? '').trim();
  if (text) return true;
  const filled = properties && !path(properties, 'a:noFill') && hasFill(properties);
  const line = properties && path(properties, 'a:ln');
  const lined = line && !path(line, 'a:noFill');
  const styled = path(shape, 'p:style');
  return !!(filled || lined || (styled && !(properties && path(properties, 'a:noFill'))));
}

const hasFill = (properties: Element) =>
  ['a:solidFill', 'a:gradFill', 'a:blipFill', 'a:pattFill'].some((fill) => path(properties, fill));
