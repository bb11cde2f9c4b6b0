import type { PlannedBullet, PlannedSlide } from '@deckforge/proto';
import { PLAN_LIMITS } from '../../deck-rules/plan-limits';
import { filledParts, isCrumbs } from '../../deck-rules/slide-parts';
import { isAgenda } from './agenda-fit';
import { bodyParagraphs } from './body-text';
import { crumbFreeScale, deckScale } from './deck-scale';
import type { LayoutChoice } from '../layout';
import type { TemplateInfo } from '../template';
import { FONT_FLOORS, framesOf, HEADROOM, sizeOf, smallestScale } from './text-frames';
import { fitsFrame, type Paragraph, type TextFrame, type TextMeasurer } from './text-measure';

/** Shrinking a list below this share of its size reads worse than a second slide. */
const SHRINK_BEFORE_SPLIT = 0.75;
/** A list set larger than this may shrink to it before it splits. */
const LARGE_BODY_PT = 20;

/** Where each kind of slide starts its title and body sizes (see deckScale). */
export type RoleScales = Partial<Record<PlannedSlide['kind'], { title: number; body: number }>>;

/**
 * The deck's sizes per kind of slide: the largest at which most of its titles, and most of its
 * lists (or subtitles, captions), fit whole. Agendas are set in their own way and do not count.
 */
export function roleScales(
  slides: PlannedSlide[],
  layouts: LayoutChoice,
  template: Pick<TemplateInfo, 'fonts'>,
  measurer: TextMeasurer,
): RoleScales {
  const scales: RoleScales = {};
  for (const kind of new Set(slides.map((slide) => slide.kind))) {
    const frames = framesOf(layouts[kind], template);
    const ofKind = slides.filter((slide) => slide.kind === kind && !isAgenda(slide));
    const fits =
      (frame: TextFrame, limit = Infinity) =>
      (text: Paragraph[], scale: number) =>
        text.length <= limit && fitsFrame(text, frame, scale, measurer, HEADROOM);
    const title = frames.title
      ? deckScale(
          ofKind.map((slide) => [{ text: slide.title, level: 0 }]),
          frames.title,
          smallestScale(frames.title, FONT_FLOORS.titlePt),
          measurer,
          fits(frames.title),
        )
      : 1;
    const bodies = ofKind.map(bodyParagraphs).filter((body): body is Paragraph[] => !!body);
    let body =
      frames.body && bodies.length
        ? deckScale(
            bodies,
            frames.body,
            kind === 'bullets'
              ? shrinkLimit(frames.body)
              : smallestScale(frames.body, FONT_FLOORS.bodyPt),
            measurer,
            fits(frames.body, kind === 'bullets' ? PLAN_LIMITS.bulletsPerSlide : Infinity),
          )
        : 1;
    if (kind === 'bullets' && frames.body) body = listScale(bodies, frames.body, body, measurer);
    scales[kind] = { title, body };
  }
  return scales;
}

/**
 * How far a deck's lists may shrink before they split: to 75 % of their size; display-size
 * bodies (a designed deck's 32 pt text) down to 20 pt; never below the floor.
 */
function shrinkLimit(frame: TextFrame): number {
  return smallestScale(
    frame,
    FONT_FLOORS.bodyPt,
    Math.min(SHRINK_BEFORE_SPLIT, LARGE_BODY_PT / sizeOf(frame)),
  );
}

/**
 * The deck's list size, lowered until its lists split without crumbs within two steps of it
 * (see crumbFreeScale): one size throughout rather than long lists several steps smaller.
 */
function listScale(
  lists: Paragraph[][],
  frame: TextFrame,
  from: number,
  measurer: TextMeasurer,
): number {
  const fits = (part: PlannedBullet[], at: number) =>
    part.length <= PLAN_LIMITS.bulletsPerSlide && fitsFrame(part, frame, at, measurer, HEADROOM);
  const readable = (list: Paragraph[], at: number) =>
    fits(list, at) || !isCrumbs(list.length, filledParts(list, (part) => fits(part, at)).length);
  return crumbFreeScale(lists, from, smallestScale(frame, FONT_FLOORS.bodyPt), readable);
}
