import {
  type DeckPlan,
  numberParts,
  type PlannedBullet,
  type PlannedSlide,
  type TextFit,
} from '@deckforge/proto';
import { PLAN_LIMITS } from '../planning/plan-context';
import { bulletGroups, evenBulletParts, isCrumbs } from '../planning/slide-parts';
import type { LayoutChoice, LayoutUse } from './layout-choice';
import type { PlaceholderInfo, TemplateInfo } from './template-analysis';
import { fitsFrame, type Paragraph, type TextFrame, type TextMeasurer } from './text-measure';
import { shortTitle } from './title-fit';

/** Smallest sizes text may shrink to (the floors); beyond them slides are split. */
export const FONT_FLOORS = { bodyPt: 14, titlePt: 20 } as const;
/** Shrinking a list below this share of its size reads worse than a second slide. */
const SHRINK_BEFORE_SPLIT = 0.75;
/** A list set larger than this may shrink to it before it splits. */
const LARGE_BODY_PT = 20;
/** Body text larger than this is display type. */
const DISPLAY_BODY_PT = 28;
/** Share of a box's height fitting leaves free (see fitsFrame). */
const HEADROOM = 0.06;
/** Office's defaults when neither layout nor master gives a size. */
const DEFAULT_TITLE_PT = 44;
const DEFAULT_BODY_PT = 18;

export interface SlideFrames {
  title?: TextFrame;
  body?: TextFrame;
}

/** The text frames of a layout: its title, and its body (or the area text falls back to). */
export function framesOf(use: LayoutUse, template: Pick<TemplateInfo, 'fonts'>): SlideFrames {
  return {
    ...(use.title?.box
      ? {
          title: {
            box: use.title.box,
            levels: use.title.levels ?? [],
            font: {
              family: use.title.typeface ?? template.fonts.major,
              bold: use.title.bold ?? false,
            },
            defaultSizePt: DEFAULT_TITLE_PT,
            floorPt: FONT_FLOORS.titlePt,
            ...placeholderText(use.title),
          },
        }
      : {}),
    body: {
      box: use.body?.box ?? use.contentBox,
      levels: use.body?.levels ?? [],
      font: {
        family: use.body?.typeface ?? template.fonts.minor,
        bold: use.body?.bold ?? false,
      },
      defaultSizePt: DEFAULT_BODY_PT,
      floorPt: FONT_FLOORS.bodyPt,
      ...(use.body ? placeholderText(use.body) : {}),
    },
  };
}

/** Insets and columns the template sets on a placeholder (its text inherits them). */
export function placeholderText(
  placeholder: PlaceholderInfo,
): Pick<TextFrame, 'insets' | 'columns'> {
  const text = placeholder.text;
  return {
    ...(text?.insets ? { insets: text.insets } : {}),
    ...(text?.columns ? { columns: text.columns } : {}),
  };
}

/**
 * Makes every text of a plan fit its placeholder, measured with the theme's fonts: a list
 * shrinks a little, then splits into numbered parts; what still does not fit shrinks to the
 * floor (body 14 pt, titles 24 pt) and is finally shortened at a word with an ellipsis.
 */
export function fitPlan(
  plan: DeckPlan,
  layouts: LayoutChoice,
  template: Pick<TemplateInfo, 'fonts'>,
  measurer: TextMeasurer,
): DeckPlan {
  const split: PlannedSlide[] = [];
  for (const slide of plan.slides) {
    if (slide.kind !== 'bullets') {
      split.push(slide);
      continue;
    }
    const frame = framesOf(layouts.bullets, template).body!;
    for (const bullets of paginate(slide.bullets, frame, measurer))
      split.push({ ...slide, bullets, partOf: slide.partOf ?? slide.title });
  }
  const slides = numberParts(split).map((slide) =>
    fitSlide(slide, framesOf(layouts[slide.kind], template), measurer),
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
 * Splits a list into runs that each fit the frame at no less than SHRINK_BEFORE_SPLIT of its
 * size and hold at most six bullets; one list that does stays whole.
 */
export function paginate(
  bullets: PlannedBullet[],
  frame: TextFrame,
  measurer: TextMeasurer,
): PlannedBullet[][] {
  // Display-size bodies (a designed deck's 32 pt text) may come down to 20 pt before a list
  // splits; smaller ones to 75 % of their size.
  const share = Math.min(SHRINK_BEFORE_SPLIT, LARGE_BODY_PT / sizeOf(frame));
  const scale = smallestScale(frame, FONT_FLOORS.bodyPt, share);
  const fits = (part: PlannedBullet[], at: number) =>
    part.length <= PLAN_LIMITS.bulletsPerSlide && fitsFrame(part, frame, at, measurer, HEADROOM);
  if (fits(bullets, scale)) return [bullets];
  // Parts are filled at full size; display-size text (a designed deck's 42 pt body in a small
  // box) at the size it may shrink to. Where that leaves a bullet or two a slide, the parts are
  // filled smaller, down to the floor: crumbs of a list read worse than smaller text.
  const floor = smallestScale(frame, FONT_FLOORS.bodyPt);
  const scales = [sizeOf(frame) > DISPLAY_BODY_PT ? scale : 1, scale, floor];
  let pages: PlannedBullet[][] = [];
  for (const pageScale of scales) {
    pages = filledParts(bullets, (part) => fits(part, pageScale));
    if (!isCrumbs(bullets.length, pages.length)) break;
  }
  return pages;
}

/**
 * Consecutive parts as full as `fits` allows, a bullet and its sub-bullets always together; as
 * many parts more evenly filled (4 + 3 rather than 6 + 1) when each still fits.
 */
function filledParts(
  bullets: PlannedBullet[],
  fits: (part: PlannedBullet[]) => boolean,
): PlannedBullet[][] {
  const pages: PlannedBullet[][] = [];
  let page: PlannedBullet[] = [];
  for (const group of bulletGroups(bullets)) {
    if (page.length > 0 && !fits([...page, ...group])) {
      pages.push(page);
      page = [];
    }
    page.push(...group);
  }
  if (page.length > 0 || pages.length === 0) pages.push(page);
  const even = evenBulletParts(bullets, pages.length);
  return even.every(fits) ? even : pages;
}

function fitSlide(slide: PlannedSlide, frames: SlideFrames, measurer: TextMeasurer): PlannedSlide {
  const fit: TextFit = {};
  let fitted = slide;
  if (frames.title) {
    // A title wraps and shrinks to the floor; then it keeps its first clause or key phrase
    // (never a word and an ellipsis: a cut title reads as a mistake).
    const scale = titleScale(slide.title, frames.title, measurer);
    const text = shortTitle(slide.title, frames.title, scale, (paragraphs, frame, at) =>
      fitsFrame(paragraphs, frame, at, measurer, HEADROOM),
    );
    fitted = { ...fitted, title: text };
    // A template's own title size below the floor is raised to it.
    if (scale < 1 || sizeOf(frames.title) < FONT_FLOORS.titlePt)
      fit.titleSizePt = Math.max(FONT_FLOORS.titlePt, Math.floor(sizeOf(frames.title) * scale));
  }
  const body = bodyParagraphs(fitted);
  if (body && frames.body) {
    const result = fitParagraphs(body, frames.body, FONT_FLOORS.bodyPt, measurer);
    fitted = withBody(fitted, result.paragraphs);
    if (result.scale < 1) fit.bodyScale = result.scale;
  }
  return Object.keys(fit).length ? { ...fitted, fit } : fitted;
}

/** The largest scale (5 % steps) at which the title fits, or the floor's. */
function titleScale(title: string, frame: TextFrame, measurer: TextMeasurer): number {
  const floor = smallestScale(frame, FONT_FLOORS.titlePt);
  for (let scale = 1; scale > floor; scale = Math.round((scale - 0.05) * 100) / 100)
    if (fitsFrame([{ text: title, level: 0 }], frame, scale, measurer, HEADROOM)) return scale;
  return floor;
}

/** The text a slide puts in its body placeholder. */
function bodyParagraphs(slide: PlannedSlide): Paragraph[] | undefined {
  if (slide.kind === 'bullets') return slide.bullets;
  if (
    (slide.kind === 'title' || slide.kind === 'section' || slide.kind === 'closing') &&
    slide.subtitle
  )
    return [{ text: slide.subtitle, level: 0 }];
  if (slide.kind === 'picture' && slide.caption) return [{ text: slide.caption, level: 0 }];
  if (slide.kind === 'statement') return [{ text: slide.text, level: 0 }];
  return undefined;
}

function withBody(slide: PlannedSlide, paragraphs: Paragraph[]): PlannedSlide {
  switch (slide.kind) {
    case 'bullets':
      return { ...slide, bullets: paragraphs };
    case 'title':
    case 'section':
    case 'closing':
      return { ...slide, subtitle: paragraphs[0].text };
    case 'picture':
      return { ...slide, caption: paragraphs[0].text };
    case 'statement':
      return { ...slide, text: paragraphs[0].text };
    default:
      return slide;
  }
}

const sizeOf = (frame: TextFrame) => frame.levels[0]?.sizePt ?? frame.defaultSizePt;

/** The scale at which level-0 text reaches `floorPt` (never above 1), or `share` if larger. */
function smallestScale(frame: TextFrame, floorPt: number, share = 0): number {
  return Math.min(1, Math.max(share, floorPt / sizeOf(frame)));
}

/**
 * The largest scale (in steps of 5 %, down to the floor) at which the paragraphs fit; at the
 * floor, the longest paragraph loses words from its end until they fit.
 */
export function fitParagraphs(
  paragraphs: Paragraph[],
  frame: TextFrame,
  floorPt: number,
  measurer: TextMeasurer,
): { paragraphs: Paragraph[]; scale: number } {
  const floor = smallestScale(frame, floorPt);
  for (let scale = 1; scale > floor; scale = Math.round((scale - 0.05) * 100) / 100)
    if (fitsFrame(paragraphs, frame, scale, measurer, HEADROOM)) return { paragraphs, scale };
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
