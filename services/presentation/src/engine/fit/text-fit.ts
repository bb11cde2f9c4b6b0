import {
  type DeckPlan,
  numberParts,
  type PlannedBullet,
  type PlannedSlide,
  type TextFit,
} from '@deckforge/proto';
import { PLAN_LIMITS } from '../../deck-rules/plan-limits';
import { filledParts, isCrumbs } from '../../deck-rules/slide-parts';
import { type AgendaPart, agendaParts, isAgenda } from './agenda-fit';
import { bodyParagraphs, withBody } from './body-text';
import { joinedParts } from './joined-parts';
import { scaleSteps, stepDown } from './deck-scale';
import { type LayoutChoice, slideLayout } from '../layout';
import type { TemplateInfo } from '../template';
import { roleScales } from './role-scales';
import {
  FONT_FLOORS,
  framesOf,
  HEADROOM,
  type SlideFrames,
  sizeOf,
  smallestScale,
} from './text-frames';
import { fitsFrame, type Paragraph, type TextFrame, type TextMeasurer } from './text-measure';
import { shortTitle } from './title-fit';

/**
 * Makes every text of a plan fit its placeholder, measured with the theme's fonts. Sizes are
 * chosen for the deck first, per kind of slide (one type scale, see deckScale); the planner's
 * parts of one list that fit one slide together are joined (joinedParts); a list that does not
 * fit at that size or one step less splits into numbered parts; what still does not
 * fit shrinks to the floor (body 14 pt, titles 20 pt) and is finally shortened at a word with
 * an ellipsis. An agenda takes two columns before it splits (agendaParts).
 */
export function fitPlan(
  plan: DeckPlan,
  layouts: LayoutChoice,
  template: Pick<TemplateInfo, 'fonts' | 'slideWidth' | 'slideHeight'>,
  measurer: TextMeasurer,
): DeckPlan {
  const scales = roleScales(plan.slides, layouts, template, measurer);
  const listScale = scales.bullets?.body ?? 1;
  const frame = framesOf(layouts.bullets, template).body!;
  const lists = joinedParts(
    plan.slides,
    (bullets) => paginate(bullets, frame, measurer, listScale).length === 1,
  );
  const split: PlannedSlide[] = [];
  for (const slide of lists) {
    if (slide.kind !== 'bullets') {
      split.push(slide);
      continue;
    }
    const agenda = isAgenda(slide) ? agendaParts(slide.bullets, frame, listScale, measurer) : [];
    const parts: AgendaPart[] = agenda.length
      ? agenda
      : paginate(slide.bullets, frame, measurer, listScale).map((bullets) => ({ bullets }));
    for (const { bullets, columns, scale } of parts)
      split.push({
        ...slide,
        bullets,
        partOf: slide.partOf ?? slide.title,
        // An agenda keeps the size and columns it was measured at.
        ...(scale
          ? { fit: { bodyScale: scale, ...(columns ? { bodyColumns: columns } : {}) } }
          : {}),
      });
  }
  const slides = numberParts(split).map((slide) =>
    fitSlide(
      slide,
      framesOf(slideLayout(slide, layouts, template), template),
      measurer,
      scales[slide.kind],
    ),
  );
  return { ...plan, slides: sameScaleAcrossParts(slides) };
}

/** The parts of one list are set at one size: the smallest any of them needed. */
function sameScaleAcrossParts(slides: PlannedSlide[]): PlannedSlide[] {
  const smallest = new Map<string, number>();
  for (const slide of slides)
    if (slide.kind === 'bullets' && slide.partOf && slide.title !== slide.partOf)
      smallest.set(
        slide.partOf,
        Math.min(smallest.get(slide.partOf) ?? 1, slide.fit?.bodyScale ?? 1),
      );
  return slides.map((slide) => {
    const scale = slide.kind === 'bullets' && slide.partOf ? smallest.get(slide.partOf) : undefined;
    return scale && scale < 1 ? { ...slide, fit: { ...slide.fit, bodyScale: scale } } : slide;
  });
}

/**
 * Whether paragraphs fit their frame one step below the deck's size (`deckScale`) without
 * headroom: that step is the headroom (type 5 % smaller than the deck's size, which was
 * fitted with it). A list that fits so stays whole: it splits only where it does not fit at
 * the deck's size less one step (docs/decisions.md, "One type scale per deck").
 */
function fitsStepLess(
  paragraphs: Paragraph[],
  frame: TextFrame,
  measurer: TextMeasurer,
  deckScale: number,
): boolean {
  const floor = smallestScale(frame, FONT_FLOORS.bodyPt);
  return fitsFrame(paragraphs, frame, stepDown(deckScale, floor), measurer);
}

/**
 * Splits a list into runs that each fit the frame at the deck's size (`deckScale`, see
 * roleScales) and hold at most six bullets; a list that fits at the deck's size or one step
 * less stays whole.
 */
export function paginate(
  bullets: PlannedBullet[],
  frame: TextFrame,
  measurer: TextMeasurer,
  deckScale = 1,
): PlannedBullet[][] {
  const fits = (part: PlannedBullet[], at: number) =>
    part.length <= PLAN_LIMITS.bulletsPerSlide && fitsFrame(part, frame, at, measurer, HEADROOM);
  const floor = smallestScale(frame, FONT_FLOORS.bodyPt);
  if (
    bullets.length <= PLAN_LIMITS.bulletsPerSlide &&
    fitsStepLess(bullets, frame, measurer, deckScale)
  )
    return [bullets];
  // Parts are filled at the deck's size. Where that leaves a bullet or two a slide, they are
  // filled a step smaller at a time, down to the floor: crumbs of a list read worse than
  // smaller text, and the smallest step that avoids them keeps the deck's scale closest.
  const scales = scaleSteps(floor, Math.max(deckScale, floor));
  let pages: PlannedBullet[][] = [];
  for (const pageScale of scales) {
    pages = filledParts(bullets, (part) => fits(part, pageScale));
    if (!isCrumbs(bullets.length, pages.length)) break;
  }
  return pages;
}

function fitSlide(
  slide: PlannedSlide,
  frames: SlideFrames,
  measurer: TextMeasurer,
  start = { title: 1, body: 1 },
): PlannedSlide {
  // Fitted afresh (an edited plan brings the sizes of its last rendering), but an agenda was
  // measured already (agendaParts): it keeps its columns and starts at its own size.
  const { fit: measured, ...unfitted } = slide;
  const fit: TextFit = measured?.bodyColumns ? { bodyColumns: measured.bodyColumns } : {};
  const from = isAgenda(slide) && measured?.bodyScale ? measured.bodyScale : start.body;
  let fitted = unfitted as PlannedSlide;
  if (frames.title) {
    // A title starts at the deck's size for its kind, wraps and shrinks to the floor; then it
    // keeps its first clause or key phrase (never a word and an ellipsis: a cut title reads as
    // a mistake).
    const scale = titleScale(slide.title, frames.title, measurer, start.title);
    const text = shortTitle(slide.title, frames.title, scale, (paragraphs, frame, at) =>
      fitsFrame(paragraphs, frame, at, measurer, HEADROOM),
    );
    fitted = { ...fitted, title: text };
    // The size measured is always written (a template's own size below the floor raised to
    // it): where the template gives it only in its sample text (LibreOffice's exports have no
    // text styles), the title would be drawn at the application's 44 pt and wrap off the slide.
    fit.titleSizePt = Math.max(FONT_FLOORS.titlePt, Math.floor(sizeOf(frames.title) * scale));
  }
  const body = bodyParagraphs(fitted);
  if (fitted.kind === 'picture' && body && frames.body) {
    // A figure's points are optional: those that do not fit beside it at the floor are left
    // out (the last first), never cut; the caption remains.
    const floor = smallestScale(frames.body, FONT_FLOORS.bodyPt);
    let points = fitted.bullets ?? [];
    while (points.length && !fitsFrame(points, frames.body, floor, measurer, HEADROOM))
      points = points.slice(0, -1);
    if (points.length < (fitted.bullets?.length ?? 0)) {
      const { bullets: _dropped, ...rest } = fitted;
      void _dropped;
      return fitSlide(points.length ? { ...rest, bullets: points } : rest, frames, measurer, start);
    }
  }
  if (body && frames.body) {
    const frame = fit.bodyColumns ? { ...frames.body, columns: fit.bodyColumns } : frames.body;
    const result = fitParagraphs(body, frame, FONT_FLOORS.bodyPt, measurer, from);
    fitted = withBody(fitted, result.paragraphs);
    if (result.scale < 1) fit.bodyScale = result.scale;
  }
  return Object.keys(fit).length ? { ...fitted, fit } : fitted;
}

/** The largest scale (5 % steps from `from`) at which the title fits, or the floor's. */
function titleScale(title: string, frame: TextFrame, measurer: TextMeasurer, from = 1): number {
  const floor = smallestScale(frame, FONT_FLOORS.titlePt);
  for (const scale of scaleSteps(floor, Math.max(from, floor)))
    if (fitsFrame([{ text: title, level: 0 }], frame, scale, measurer, HEADROOM)) return scale;
  return floor;
}

/**
 * The largest scale (in steps of 5 % from `from`, down to the floor) at which the paragraphs
 * fit; at the floor, the longest paragraph loses words from its end until they fit.
 */
export function fitParagraphs(
  paragraphs: Paragraph[],
  frame: TextFrame,
  floorPt: number,
  measurer: TextMeasurer,
  from = 1,
): { paragraphs: Paragraph[]; scale: number } {
  const floor = smallestScale(frame, floorPt);
  const start = Math.max(from, floor);
  for (const scale of scaleSteps(floor, start)) {
    if (scale > floor && fitsFrame(paragraphs, frame, scale, measurer, HEADROOM))
      return { paragraphs, scale };
    // One step below the deck's size, that step is the headroom (see fitsStepLess).
    if (scale === start && fitsStepLess(paragraphs, frame, measurer, start))
      return { paragraphs, scale: stepDown(start, floor) };
  }
  let texts = paragraphs;
  while (!fitsFrame(texts, frame, floor, measurer, HEADROOM)) {
    const shorter = shortenLongest(texts);
    if (!shorter) break;
    texts = shorter;
  }
  return { paragraphs: texts, scale: floor };
}

/** Drops the last word of the longest paragraph (keeping an ellipsis), or undefined when none can lose one. */
function shortenLongest(paragraphs: Paragraph[]): Paragraph[] | undefined {
  const words = paragraphs.map((paragraph) => paragraph.text.replace(/…$/, '').split(/\s+/));
  const longest = words.reduce(
    (best, current, index) => (current.length > words[best].length ? index : best),
    0,
  );
  if (words[longest].length <= 1) return undefined;
  const text = `${words[longest]
    .slice(0, -1)
    .join(' ')
    .replace(/[,;:.!?–—-]+$/, '')}…`;
  return paragraphs.map((paragraph, index) =>
    index === longest ? { ...paragraph, text } : paragraph,
  );
}
