import { AGENDA_TITLES } from '../../src/deck-rules/deck-words';
import { PLAN_LIMITS } from '../../src/deck-rules/plan-limits';
import {
  SCALE_STEP,
  fitsFrame,
  type Paragraph,
  type TextFrame,
  type TextMeasurer,
} from '../../src/engine/fit';
import { PART } from './list-parts';

/** A slide's list as the checks need it: its text, the frame it is drawn in, its size. */
export interface SlideList {
  /** 1-based slide number. */
  slide: number;
  title: string;
  paragraphs: Paragraph[];
  frame: TextFrame;
  /** The size its first-level text is drawn at (points). */
  sizePt: number;
}

/** What the deck's list text looks like as a whole (the "body sizes per deck"). */
export interface TypeScaleReport {
  /** Slides per first-level list size (points). */
  listSizes: Record<string, number>;
  /** Largest list size over the smallest (1: one size throughout). */
  spread: number;
  /** Slide numbers whose list is set more than a step or two off the deck's usual size. */
  jumps: number[];
}

/**
 * Sizes within this ratio of the deck's usual one are one scale: a step less (a long list), a
 * template's own slightly smaller size for another layout. Beyond it the eye sees a jump.
 */
const SAME_SCALE = 0.85;
/** Sizes are written in half points: a size may be up to this much under the one measured. */
const ROUNDING_PT = 0.5;
/** Paragraphs of fewer words are labels, not points a presenter would make twice. */
const POINT_WORDS = 4;

/** The deck's list sizes: their spread, and the slides that jump off the usual size. */
export function typeScale(lists: SlideList[]): TypeScaleReport {
  const listSizes: Record<string, number> = {};
  for (const list of lists) listSizes[list.sizePt] = (listSizes[list.sizePt] ?? 0) + 1;
  const sizes = lists.map((list) => list.sizePt);
  if (sizes.length === 0) return { listSizes, spread: 1, jumps: [] };
  // The usual size: the one most slides use (the larger on a tie).
  const usual = Object.entries(listSizes)
    .map(([size, count]) => ({ size: Number(size), count }))
    .sort((a, b) => b.count - a.count || b.size - a.size)[0].size;
  const jumps = lists
    .filter((list) => list.sizePt < usual * SAME_SCALE || list.sizePt * SAME_SCALE > usual)
    .map((list) => list.slide);
  const spread = Math.round((Math.max(...sizes) / Math.min(...sizes)) * 100) / 100;
  return { listSizes, spread, jumps };
}

/**
 * Slide numbers of split lists ("Title (1/2)", "Title (2/2)") whose parts would have fitted one
 * slide a step smaller: the first part's frame, at the parts' size less one step (and the
 * rounding of sizes), with the bullet limit (an agenda's is larger). No headroom on top: the
 * step is the headroom (a list splits only where it does not fit at the deck's size less one
 * step; with both, Aurora's five points were split 3 + 2 unseen).
 */
export function partsThatFit(lists: SlideList[], measurer: TextMeasurer): number[] {
  const out: number[] = [];
  for (let start = 0; start < lists.length; start++) {
    const first = PART.exec(lists[start].title);
    if (!first || first[2] !== '1') continue;
    const count = Number(first[3]);
    const run = lists.slice(start, start + count);
    const whole =
      run.length === count &&
      run.every((list, index) => {
        const part = PART.exec(list.title);
        return (
          part?.[1] === first[1] &&
          Number(part[2]) === index + 1 &&
          list.slide === lists[start].slide + index
        );
      });
    if (!whole) continue;
    start += count - 1;
    const paragraphs = run.flatMap((list) => list.paragraphs);
    const limit = AGENDA_TITLES.has(first[1])
      ? PLAN_LIMITS.agendaItems
      : PLAN_LIMITS.bulletsPerSlide;
    if (paragraphs.filter((paragraph) => paragraph.level === 0).length > limit) continue;
    // One step less than the size written, give or take the half point sizes are rounded to.
    const size = run[0].sizePt;
    const stepLess = ((1 - SCALE_STEP) * size + ROUNDING_PT) / size;
    if (fitsFrame(paragraphs, run[0].frame, stepLess, measurer))
      out.push(...run.map((list) => list.slide));
  }
  return out;
}

/**
 * Points made on more than one slide (the same words, case and punctuation aside): a figure
 * slide repeating its section's bullets, a summary saying again what a slide said. Slide
 * numbers of the repeats (every showing after the first).
 */
export function repeatedPoints(slides: Array<{ slide: number; points: string[] }>): number[] {
  const seen = new Map<string, number>();
  const out = new Set<number>();
  for (const { slide, points } of slides)
    for (const point of points) {
      const key = point
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
      if (key.split(' ').length < POINT_WORDS) continue;
      const first = seen.get(key);
      if (first === undefined) seen.set(key, slide);
      else if (first !== slide) out.add(slide);
    }
  return [...out].sort((a, b) => a - b);
}
