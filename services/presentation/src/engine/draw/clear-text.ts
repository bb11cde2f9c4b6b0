import type { PlannedSlide } from '@deckforge/proto';
import {
  area,
  artworkInWay,
  type Box,
  clearRectangles,
  EMU_PER_POINT,
  intersection,
  type PlaceholderInfo,
  type TemplateInfo,
} from '../template';
import type { LayoutUse } from '../layout';
import {
  fitsFrame,
  framesOf,
  HEADROOM,
  type Paragraph,
  sizeOf,
  type TextFrame,
  textHeight,
  type TextMeasurer,
} from '../fit';

/** Slides of a few large words, set on the template's showpiece layouts (covers, dividers). */
const COVER_KINDS = new Set<PlannedSlide['kind']>(['title', 'section', 'closing']);
/** Room kept beside the narrowest width that holds the text's lines (renderers differ a little). */
const WIDTH_SLACK = 1.08;
/** Positions tried along each side when a backed frame is slid over its placeholder. */
const STEPS = 12;

/** A slide's use with its words kept off the artwork, and the plates to draw behind them. */
export interface ClearText {
  use: LayoutUse;
  /** Boxes (EMU) to fill with the slide's background colour under the text. */
  plates: Box[];
}

/**
 * Keeps the title and subtitle of a cover, divider or closing slide off the template's artwork
 * (a cover master's coloured triangles over its whole placeholder): a frame with artwork in
 * its way moves to the largest clear rectangle of its placeholder that holds its text at the
 * size fitting chose; where none does, it shrinks to its text, slides to where it covers the
 * least artwork, and gets a plate of the background's colour behind it, so that every word is
 * read against one colour (text-contrast then makes sure that colour reads).
 */
export function clearText(
  planned: PlannedSlide,
  use: LayoutUse,
  template: TemplateInfo,
  measurer: TextMeasurer,
): ClearText {
  if (!COVER_KINDS.has(planned.kind) || use.prototype) return { use, plates: [] };
  const slideArea = template.slideWidth * template.slideHeight;
  const decorations = use.layout.decorations ?? [];
  const frames = framesOf(use, template);
  const subtitle = 'subtitle' in planned ? planned.subtitle : undefined;
  const plates: Box[] = [];
  let cleared = use;
  const place = (frame: TextFrame | undefined, text: string | undefined, scale: number) => {
    if (!frame || !text) return undefined;
    const pieces = artworkInWay(frame.box, decorations, slideArea);
    if (pieces.length === 0) return undefined;
    const paragraphs = [{ text, level: 0 }];
    const clear = clearRectangles(frame.box, pieces).find((box) =>
      fitsFrame(paragraphs, { ...frame, box }, scale, measurer, HEADROOM),
    );
    if (clear) return clear;
    const backed = leastCovered(tight(paragraphs, frame, scale, measurer), frame.box, pieces);
    if (backed.covered > 0) plates.push(backed.box);
    return backed.box;
  };
  const titleScale =
    planned.fit?.titleSizePt && frames.title ? planned.fit.titleSizePt / sizeOf(frames.title) : 1;
  const title = place(frames.title, planned.title, titleScale);
  if (title && use.title) cleared = { ...cleared, title: placed(use.title, title) };
  const body = place(frames.body, subtitle, planned.fit?.bodyScale ?? 1);
  if (body)
    cleared = use.body
      ? { ...cleared, body: placed(use.body, body) }
      : { ...cleared, contentBox: body };
  return { use: cleared, plates };
}

const placed = (placeholder: PlaceholderInfo, box: Box): PlaceholderInfo => ({
  ...placeholder,
  box,
  placed: true,
});

/**
 * The frame shrunk to its text: the narrowest width that keeps the lines it has at the frame's
 * width (with a little slack), and the height those lines need.
 */
function tight(
  paragraphs: Paragraph[],
  frame: TextFrame,
  scale: number,
  measurer: TextMeasurer,
): { w: number; h: number } {
  const heightAt = (w: number) =>
    textHeight(paragraphs, { ...frame, box: { ...frame.box, w } }, scale, measurer);
  const needed = heightAt(frame.box.w);
  let [low, high] = [frame.box.w / 8, frame.box.w];
  while (high - low > frame.box.w / 100) {
    const middle = (low + high) / 2;
    if (heightAt(middle) <= needed) high = middle;
    else low = middle;
  }
  const w = Math.min(frame.box.w, high * WIDTH_SLACK);
  const h = Math.min(frame.box.h, (heightAt(w) * EMU_PER_POINT) / (1 - HEADROOM));
  return { w, h };
}

/**
 * Where in `room` a box of `size` lies over the least artwork (the middle of the room among
 * equals), and how much it covers.
 */
function leastCovered(
  size: { w: number; h: number },
  room: Box,
  pieces: Box[],
): { box: Box; covered: number } {
  let best = { box: { ...size, x: room.x, y: room.y }, covered: Infinity, off: Infinity };
  const middle = { x: room.x + room.w / 2, y: room.y + room.h / 2 };
  for (let i = 0; i <= STEPS; i++)
    for (let j = 0; j <= STEPS; j++) {
      const box = {
        ...size,
        x: room.x + ((room.w - size.w) * i) / STEPS,
        y: room.y + ((room.h - size.h) * j) / STEPS,
      };
      const covered = pieces.reduce((sum, piece) => sum + area(intersection(box, piece)), 0);
      const off = Math.hypot(box.x + box.w / 2 - middle.x, box.y + box.h / 2 - middle.y);
      if (covered < best.covered || (covered === best.covered && off < best.off))
        best = { box, covered, off };
    }
  return { box: best.box, covered: best.covered };
}
