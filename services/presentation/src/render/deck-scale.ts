import type { Paragraph, TextFrame, TextMeasurer } from './text-measure';
import { fitsFrame } from './text-measure';

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
