import { type Paragraph, type TextFrame, type TextMeasurer, fitsFrame } from './text-measure';
/** One step of the type scale: each size is 5 % smaller than the one before. */
export const SCALE_STEP = 0.05;
/**
 * Share of a role's texts that must fit whole at the deck's size. The rest take one step less
 * or split (lists) or shrink on their own (titles, which are never split): a few long texts
 * do not set the whole deck smaller.
 */
const FITTING_SHARE = 0.8;

/**
 * `scale` one step smaller (5 % less, down to whole percents: 0.95, 0.9, 0.85 …), never below
 * `floor`. Relative, so that a deck already set small may still take one step less.
 */
export const stepDown = (scale: number, floor = 0): number =>
  Math.max(floor, Math.floor(Math.round(scale * (1 - SCALE_STEP) * 1000) / 10) / 100);

/** The scales from 1 down to `floor` in steps (the floor last, once). */
export function scaleSteps(floor: number, from = 1): number[] {
  const steps: number[] = [];
  for (let scale = from; scale > floor; scale = stepDown(scale)) steps.push(scale);
  steps.push(floor);
  return steps;
}

/**
 * The deck's size for one role (the bullets layout's lists, the section titles …): the largest
 * scale, down to `floor`, at which most of its texts fit their frame whole. Every text of the
 * role starts at it, so sizes do not jump from slide to slide (docs/decisions.md, "One type
 * scale per deck").
 */
export function deckScale(
  texts: Paragraph[][],
  frame: TextFrame,
  floor: number,
  measurer: TextMeasurer,
  fits: (paragraphs: Paragraph[], scale: number) => boolean = (paragraphs, scale) =>
    fitsFrame(paragraphs, frame, scale, measurer),
): number {
  if (texts.length === 0) return 1;
  for (const scale of scaleSteps(floor)) {
    const fitting = texts.filter((paragraphs) => fits(paragraphs, scale)).length;
    if (fitting >= texts.length * FITTING_SHARE) return scale;
  }
  return floor;
}

/** Lists of a deck allowed to split into crumbs at its size: one in twenty (a pathological one). */
const CRUMB_EXCEPTIONS = 0.05;
/** Steps a list may take below the deck's size to avoid crumbs and still look the same size. */
const STEPS_TO_AVOID_CRUMBS = 2;

/**
 * The deck's list size lowered, when needed, so that its lists split into parts a slide each
 * that are not crumbs within two steps of it (`readable(paragraphs, scale)`): a deck whose text
 * area holds two bullets at the template's size is set a little smaller throughout, rather
 * than most of its lists at one size and the long ones several steps smaller (docs/decisions.md,
 * "One type scale per deck"). Lists that are crumbs even at the floor do not count.
 */
export function crumbFreeScale(
  texts: Paragraph[][],
  from: number,
  floor: number,
  readable: (paragraphs: Paragraph[], scale: number) => boolean,
): number {
  const hopeful = texts.filter((paragraphs) => readable(paragraphs, floor));
  const allowed = Math.floor(hopeful.length * CRUMB_EXCEPTIONS);
  for (const scale of scaleSteps(floor, Math.max(from, floor))) {
    let lowest = scale;
    for (let step = 0; step < STEPS_TO_AVOID_CRUMBS; step++) lowest = stepDown(lowest, floor);
    const crumbs = hopeful.filter((paragraphs) => !readable(paragraphs, lowest)).length;
    if (crumbs <= allowed) return scale;
  }
  return floor;
}
