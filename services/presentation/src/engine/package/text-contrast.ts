import type JSZip from 'jszip';
import type { Element } from '@xmldom/xmldom';
import { readXmlPart, writeXmlPart } from '../../ooxml/opc-package';
import { attribute, children, descendants, path } from '../../ooxml/xml';
import {
  backdrop,
  bestColour,
  EMPHASIS,
  TEXT_COLOURS,
  boxOf,
  type Fill,
  fillColours,
  type PartCache,
  type SlideLook,
  slideLook,
  type Box,
  runLook,
  textAnchor,
  BODY_CONTRAST,
  isLargeText,
  LARGE_CONTRAST,
  type Rgb,
  worstContrast,
  toHex,
  EMU_PER_POINT,
  area,
  intersection,
  BLACK,
  showsPicture,
} from '../template';
import { addPlate, noColourReads } from './text-plate';
const A_NS = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const FILLS = ['a:solidFill', 'a:gradFill', 'a:noFill', 'a:pattFill', 'a:blipFill', 'a:grpFill'];

/**
 * Step after merging: every run of text on the slides is checked against what is drawn behind
 * it (the background of the slide, layout or master, solid or gradient; the filled shapes under
 * its box; a table cell's fill). A run below WCAG's contrast (4.5:1, large text 3:1) gets the
 * first of the template's theme colours that passes against all of it, black or white as the last
 * resort. Pictures behind text (the template's backgrounds and artwork) are judged by their
 * colours where the text lies. The text of the master's and layout's own shapes is drawn on the
 * slide too (a slide number in a badge, a footer line): it is checked against the slide's look
 * and mended in its part. Returns how many runs were recoloured.
 */
export async function ensureContrast(zip: JSZip, slideParts: string[]): Promise<number> {
  const cache: PartCache = new Map();
  const mendedParts = new Set<string>();
  let changed = 0;
  for (const part of slideParts) {
    const look = await slideLook(zip, part, cache);
    const slide = await readXmlPart(zip, part);
    const tree = slide && path(slide, 'p:sld', 'p:cSld', 'p:spTree');
    if (!look || !slide || !tree) continue;
    let slideChanged = 0;
    const own: Fill[] = [];
    for (const shape of children(tree)) {
      if (shape.nodeName === 'p:sp') slideChanged += mendShape(shape, look, own, true);
      if (shape.nodeName === 'p:graphicFrame') slideChanged += mendTable(shape, look);
      // Shapes drawn before later text are behind it.
      const box = boxOf(
        path(shape, shape.nodeName === 'p:grpSp' ? 'p:grpSpPr' : 'p:spPr', 'a:xfrm'),
      );
      const properties = path(shape, 'p:spPr');
      if (!box || path(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph')) continue;
      if (shape.nodeName === 'p:pic') own.push({ box });
      else if (properties) {
        const colours = fillColours(properties, look.context);
        if (colours?.length) own.push({ box, colours });
      }
    }
    if (slideChanged) writeXmlPart(zip, part, slide);
    changed += slideChanged;
    for (const shown of look.shownParts ?? []) {
      const mended = children(shown.tree, 'p:sp')
        .filter((shape) => !path(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph'))
        .reduce((sum, shape) => sum + mendShape(shape, look, []), 0);
      if (mended) mendedParts.add(shown.part);
      changed += mended;
    }
  }
  // Parsed once in the cache, mended there by every slide that shows them.
  for (const part of mendedParts) {
    const document = await cache.get(part);
    if (document) writeXmlPart(zip, part, document);
  }
  return changed;
}

/** Runs of text: plain runs and fields (a slide number, a date), drawn alike. */
const textRuns = (parent: Element) =>
  [...descendants(parent, 'a:r'), ...descendants(parent, 'a:fld')].filter((run) =>
    (path(run, 'a:t')?.textContent ?? '').trim(),
  );

/**
 * Mends the runs of a text shape against what is behind it; a shape of the slide's own
 * (`platable`) across backdrops no colour reads on all of gets a plate (see addPlate).
 */
function mendShape(shape: Element, look: SlideLook, own: Fill[], platable = false): number {
  const runs = textRuns(shape);
  if (runs.length === 0) return 0;
  const properties = path(shape, 'p:spPr');
  const ownFill = properties && fillColours(properties, look.context);
  const box = boxOf(path(shape, 'p:spPr', 'a:xfrm')) ?? textBoxOf(shape, look);
  const fills = [look.background, ...look.fills, ...own];
  const drawn = runLook(runs[0], shape, look);
  // Judged where the text is: a panel under a full line of it is behind it, however small a
  // share of the box it is (points across a teal panel's last 25% and the navy band below).
  const text = box && textBlock(box, textAnchor(shape, look), shape, drawn);
  const line = LINE * drawn.sizePt * EMU_PER_POINT;
  const whole = ownFill?.length ? ownFill : backdrop(text ?? look.background.box, fills, line);
  // Where the first lines are drawn: read against too (a block under a big number is a small
  // part of its box, but all of what is behind its first line), and what counts when no colour
  // reads on all of the box.
  const lines = !ownFill?.length && text && backdrop(firstLines(text, box, shape, drawn), fills);
  const behind = whole && lines ? [...whole, ...lines] : whole;
  if (!behind) return 0;
  const needed = isLargeText(drawn.sizePt, drawn.bold) ? LARGE_CONTRAST : BODY_CONTRAST;
  // Solid panels and bands only: a picture's colours are guessed per cell, a soft glow (a
  // radial gradient fading out) has its stops all over its box, and text on either is judged
  // by its first lines as before (Aurora's cover title got a box for a glow beside it).
  const solid = fills.filter(
    (fill) => !fill.picture && !fill.gradient && fill.colours?.length === 1,
  );
  const panels = text && backdrop(text, solid, line);
  if (platable && !ownFill?.length && panels && noColourReads(look, panels, needed)) {
    const plate = addPlate(shape, look, drawn.colour ?? BLACK, panels, needed);
    return mendRuns(runs, shape, look, plate) + 1;
  }
  const onPicture =
    !ownFill?.length &&
    fills.some(
      (fill) => showsPicture(fill) && area(intersection(fill.box, text ?? box ?? fill.box)) > 0,
    );
  const margin = onPicture ? PICTURE_MARGIN : 1;
  // Across a gradient or a photo no colour reads on all of (Lights' lists from its dark corner
  // into its bright glow): a scrim, the design showing through it. Over a gradient, judged on
  // the whole box: where its lines end is estimated, and a glow brightens fast (Lights' third
  // point lay in its bright core), and every list on the layout then looks alike.
  const onGradient =
    box && fills.some((fill) => fill.gradient && area(intersection(fill.box, box)));
  const spanned = onGradient ? [...behind, ...(backdrop(box, fills, line) ?? [])] : behind;
  if (platable && !ownFill?.length && text && noColourReads(look, spanned, needed * margin)) {
    const ink = drawn.colour ?? BLACK;
    const seen = addPlate(shape, look, ink, spanned, needed * margin, SCRIM_OPACITY);
    return mendRuns(runs, shape, look, seen, undefined, margin) + 1;
  }
  return mendRuns(runs, shape, look, behind, lines || undefined, margin);
}

/** How opaque a scrim is: enough for its text to read, the design still seen through it. */
const SCRIM_OPACITY = 0.8;

/**
 * A picture is known by the average colours of a grid of cells (picture-colours.ts); its pixels
 * vary around them (a sky's lighter haze), so text on it is given this much more contrast than
 * WCAG's minimum: LibreOffice's Freshes had its key figures at 3.05:1 by the cells, 2.9:1 as
 * printed.
 */
const PICTURE_MARGIN = 1.15;

/** Average advance of a glyph (ems) in proportional Latin fonts: a short text's extent. */
const EM_PER_CHARACTER = 0.55;
/** Digits a slide number field is drawn with, whatever its stored text (‹#›, <number>). */
const NUMBER_DIGITS = 2;

/** Height of a line of text as a multiple of its size (single spacing). */
const LINE = 1.2;

/**
 * The part of a box its text is drawn in, by its anchor (top, middle, bottom): as many lines as
 * its paragraphs wrap to at about EM_PER_CHARACTER, the whole box when they fill it.
 */
function textBlock(box: Box, anchor: string, shape: Element, drawn: { sizePt: number }): Box {
  const perLine = Math.max(1, box.w / (EM_PER_CHARACTER * drawn.sizePt * EMU_PER_POINT));
  const lines = descendants(shape, 'a:p').reduce(
    (sum, paragraph) => sum + Math.max(1, Math.ceil(characters(paragraph) / perLine)),
    0,
  );
  const h = Math.min(box.h, lines * LINE * drawn.sizePt * EMU_PER_POINT);
  const y = anchor === 'b' ? box.y + box.h - h : anchor === 'ctr' ? box.y + (box.h - h) / 2 : box.y;
  return { ...box, y, h };
}

/**
 * The first lines of a text (a quarter of its box, at the top of where it is drawn), no wider
 * than its longest paragraph, placed by its alignment: a slide number is read against the
 * badge it sits in, not the band beside it. A centred list that fills its box starts at its top.
 */
function firstLines(text: Box, box: Box, shape: Element, drawn: { sizePt: number }): Box {
  const h = Math.min(text.h, box.h / 4);
  const y = text.y;
  const paragraphs = descendants(shape, 'a:p');
  const longest = Math.max(...paragraphs.map(characters));
  const w = Math.min(box.w, longest * EM_PER_CHARACTER * drawn.sizePt * EMU_PER_POINT);
  const align = attribute(path(paragraphs[0], 'a:pPr'), 'algn');
  const x = align === 'ctr' ? box.x + (box.w - w) / 2 : align === 'r' ? box.x + box.w - w : box.x;
  return { x, y, w, h };
}

/** Characters a paragraph draws (a slide number field as NUMBER_DIGITS). */
const characters = (paragraph: Element) =>
  textRuns(paragraph).reduce(
    (sum, run) =>
      sum +
      (attribute(run, 'type') === 'slidenum'
        ? NUMBER_DIGITS
        : (path(run, 'a:t')?.textContent ?? '').length),
    0,
  );

/** Table cells with a fill of their own: their text is read against it. */
function mendTable(frame: Element, look: SlideLook): number {
  let changed = 0;
  for (const cell of descendants(frame, 'a:tc')) {
    const properties = path(cell, 'a:tcPr');
    const behind = properties && fillColours(properties, look.context);
    if (!behind?.length) continue;
    const runs = textRuns(cell);
    changed += mendRuns(runs, cell, look, behind);
  }
  return changed;
}

/**
 * Recolours the runs of a text that do not read on `behind`. Runs of one colour keep one colour:
 * where some fail (a sub-point under 18 pt in a colour its larger points pass in), all of them
 * take the colour that reads for the strictest, so that points and sub-points do not differ.
 */
function mendRuns(
  runs: Element[],
  shape: Element,
  look: SlideLook,
  behind: Rgb[],
  lines?: Rgb[],
  margin = 1,
): number {
  const groups = new Map<string, Array<{ run: Element; needed: number; fails: boolean }>>();
  for (const run of runs) {
    const drawn = runLook(run, shape, look);
    if (!drawn.colour) continue;
    const needed =
      margin * (isLargeText(drawn.sizePt, drawn.bold) ? LARGE_CONTRAST : BODY_CONTRAST);
    const fails = worstContrast(drawn.colour, behind) < needed;
    const key = toHex(drawn.colour);
    groups.set(key, [...(groups.get(key) ?? []), { run, needed, fails }]);
  }
  let changed = 0;
  for (const group of groups.values()) {
    const failing = group.find((entry) => entry.fails);
    if (!failing) continue;
    const needed = Math.max(...group.map((entry) => entry.needed));
    const scheme = attribute(path(failing.run, 'a:rPr', 'a:solidFill', 'a:schemeClr'), 'val');
    const order = scheme?.startsWith('accent') ? EMPHASIS : TEXT_COLOURS;
    const replacement = bestColour(look, behind, needed, lines, order);
    for (const { run } of group) setColour(run, replacement);
    changed += group.length;
  }
  return changed;
}

/** The box of a placeholder without one of its own: its layout's, else its master's. */
export function textBoxOf(shape: Element, look: SlideLook): Box | undefined {
  const ph = path(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph');
  if (!ph) return undefined;
  const idx = attribute(ph, 'idx');
  const type = attribute(ph, 'type') ?? 'obj';
  const title = (t: string | undefined) => t === 'title' || t === 'ctrTitle';
  for (const tree of [look.layoutTree, look.masterTree]) {
    const match = (tree ? children(tree, 'p:sp') : []).find((candidate) => {
      const other = path(candidate, 'p:nvSpPr', 'p:nvPr', 'p:ph');
      if (!other) return false;
      if (idx !== undefined && attribute(other, 'idx') === idx && tree === look.layoutTree)
        return true;
      const otherType = attribute(other, 'type') ?? 'obj';
      return title(type) ? title(otherType) : !title(otherType) && otherType === type;
    });
    const box = match && boxOf(path(match, 'p:spPr', 'a:xfrm'));
    if (box) return box;
  }
  return undefined;
}

function setColour(run: Element, colour: string | Rgb): void {
  const document = run.ownerDocument!;
  let properties = path(run, 'a:rPr');
  if (!properties) {
    properties = document.createElementNS(A_NS, 'a:rPr');
    run.insertBefore(properties, run.firstChild);
  }
  for (const old of children(properties).filter((c) => FILLS.includes(c.nodeName)))
    properties.removeChild(old);
  const fill = document.createElementNS(A_NS, 'a:solidFill');
  const value = document.createElementNS(
    A_NS,
    typeof colour === 'string' ? 'a:schemeClr' : 'a:srgbClr',
  );
  value.setAttribute(
    'val',
    typeof colour === 'string'
      ? colour
      : [colour.r, colour.g, colour.b]
          .map((c) => c.toString(16).padStart(2, '0'))
          .join('')
          .toUpperCase(),
  );
  fill.appendChild(value);
  // Schema order: the outline (a:ln) comes before the fill.
  const line = children(properties).find((c) => c.nodeName === 'a:ln');
  properties.insertBefore(fill, line ? line.nextSibling : (children(properties)[0] ?? null));
}
