import type { PlannedBullet, PlannedSlide } from '@deckforge/proto';
import { AGENDA_TITLES } from '../../deck-rules/deck-words';
import { PLAN_LIMITS } from '../../deck-rules/plan-limits';
import { stepDown } from './deck-scale';
import { EMU_PER_POINT } from '../template';
import { type TextFrame, textHeight, type TextMeasurer } from './text-measure';

/** A column narrower than this (points, about 3 inches) wraps agenda items into stubs. */
const MIN_COLUMN_PT = 216;
/** Share of a box's height fitting leaves free (as text-fit's). */
const HEADROOM = 0.06;

export interface AgendaPart {
  bullets: PlannedBullet[];
  /** 2 when the part is set in two text columns. */
  columns?: number;
  /** The scale it was measured to fit at. */
  scale?: number;
}

/** The agenda the planner writes: a list titled "Agenda" in the deck's language. */
export const isAgenda = (slide: PlannedSlide): boolean =>
  slide.kind === 'bullets' &&
  AGENDA_TITLES.has((slide.partOf ?? slide.title).trim()) &&
  slide.bullets.every((bullet) => bullet.level === 0);

/**
 * An agenda stays on one slide up to twelve items: in one column at the deck's size or one step
 * less, else in two columns where the body is wide enough for two. Empty when it does not fit
 * either way: it is then split like any list.
 */
export function agendaParts(
  bullets: PlannedBullet[],
  frame: TextFrame,
  deckScale: number,
  measurer: TextMeasurer,
): AgendaPart[] {
  if (bullets.length > PLAN_LIMITS.agendaItems) return [];
  const floor = Math.min(
    1,
    (frame.floorPt ?? 0) / (frame.levels[0]?.sizePt ?? frame.defaultSizePt),
  );
  const scales = [deckScale, stepDown(deckScale, floor)];
  for (const scale of scales)
    if (fitsColumns(bullets, frame, 1, scale, measurer)) return [{ bullets, scale }];
  if (!twoColumnsFit(frame)) return [];
  for (const scale of scales)
    if (fitsColumns(bullets, frame, 2, scale, measurer)) return [{ bullets, columns: 2, scale }];
  return [];
}

/** Whether the body is wide enough for two columns of agenda items. */
function twoColumnsFit(frame: TextFrame): boolean {
  return frame.box.w / EMU_PER_POINT >= 2 * MIN_COLUMN_PT && (frame.columns ?? 1) === 1;
}

/**
 * Whether the items fit in `count` columns: the first column holds the first half (rounded up),
 * each measured at the column's width (columns fill top to bottom, then the next).
 */
function fitsColumns(
  bullets: PlannedBullet[],
  frame: TextFrame,
  count: number,
  scale: number,
  measurer: TextMeasurer,
): boolean {
  const columned = { ...frame, columns: count };
  const insets = textHeight([], columned, scale, measurer);
  const perColumn = Math.ceil(bullets.length / count);
  const room = (frame.box.h / EMU_PER_POINT) * (1 - HEADROOM);
  for (let start = 0; start < bullets.length; start += perColumn) {
    const column = bullets.slice(start, start + perColumn);
    // textHeight shares the height among the columns; one column's run takes all of it.
    const height = insets + (textHeight(column, columned, scale, measurer) - insets) * count;
    if (height > room) return false;
  }
  return true;
}
