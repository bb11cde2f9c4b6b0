import type { DeckPlan, PlannedBullet, PlannedSlide } from '../planning/deck-plan';
import type { LayoutChoice } from './layout-choice';
import { EMU_PER_POINT, type PlaceholderInfo } from './template-analysis';

/**
 * How many lines a paragraph takes in a box of a given width. The renderer budgets text with
 * it because neither PowerPoint's autofit hints nor LibreOffice shrink text reliably.
 */
export interface TextMeasurer {
  lineCount(text: string, fontSizePt: number, widthPt: number): number;
}

/**
 * Measures with an average glyph width per font size (proportional Latin fonts set about
 * half an em per character on average), wrapping at word boundaries like a text box does.
 * Deliberately a little generous so that real glyph widths rarely exceed the budget.
 */
export class AverageGlyphMeasurer implements TextMeasurer {
  constructor(private readonly emPerCharacter = 0.53) {}

  lineCount(text: string, fontSizePt: number, widthPt: number): number {
    const perLine = Math.max(1, Math.floor(widthPt / (fontSizePt * this.emPerCharacter)));
    let lines = 1;
    let used = 0;
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const length = word.length;
      if (used === 0) {
        lines += Math.floor((length - 1) / perLine);
        used = ((length - 1) % perLine) + 1;
      } else if (used + 1 + length <= perLine) {
        used += 1 + length;
      } else {
        lines += 1 + Math.floor((length - 1) / perLine);
        used = ((length - 1) % perLine) + 1;
      }
    }
    return lines;
  }
}

/** Default body text size when neither layout nor master says (PowerPoint's own default). */
const DEFAULT_BODY_PT = 18;
/** Inner margins of a text box: 0.1" left and right, 0.05" top and bottom. */
const INSET_X_PT = 14.4;
const INSET_Y_PT = 7.2;
/** Indentation per bullet level, and the hanging indent of the bullet itself. */
const INDENT_PT = 27;
const LINE_HEIGHT = 1.2;
const PARAGRAPH_SPACING = 0.25;
const LEVEL_SHRINK = 0.9;

/**
 * Splits bullet slides whose text would not fit their placeholder into consecutive slides
 * ("Title (2/3)"), measuring each bullet at its level's size and indentation.
 */
export function fitPlan(plan: DeckPlan, layouts: LayoutChoice, measurer: TextMeasurer): DeckPlan {
  const slides: PlannedSlide[] = [];
  for (const slide of plan.slides) {
    if (slide.kind !== 'bullets') {
      slides.push(slide);
      continue;
    }
    const pages = paginate(slide.bullets, layouts.bullets.body, measurer);
    pages.forEach((bullets, index) =>
      slides.push({
        ...slide,
        title: pages.length > 1 ? `${slide.title} (${index + 1}/${pages.length})` : slide.title,
        bullets,
      }),
    );
  }
  return { ...plan, slides };
}

export function paginate(
  bullets: PlannedBullet[],
  body: PlaceholderInfo | undefined,
  measurer: TextMeasurer,
): PlannedBullet[][] {
  if (!body?.box) return [bullets];
  const size = body.fontSizePt ?? DEFAULT_BODY_PT;
  const width = body.box.w / EMU_PER_POINT - 2 * INSET_X_PT;
  const height = body.box.h / EMU_PER_POINT - 2 * INSET_Y_PT;
  const pages: PlannedBullet[][] = [];
  let page: PlannedBullet[] = [];
  let used = 0;
  for (const bullet of bullets) {
    const levelSize = size * LEVEL_SHRINK ** Math.min(bullet.level, 2);
    const lines = measurer.lineCount(
      bullet.text,
      levelSize,
      Math.max(width - INDENT_PT * (bullet.level + 1), levelSize * 4),
    );
    const needed = lines * levelSize * LINE_HEIGHT + levelSize * PARAGRAPH_SPACING;
    if (page.length > 0 && used + needed > height) {
      pages.push(page);
      page = [];
      used = 0;
    }
    page.push(bullet);
    used += needed;
  }
  if (page.length > 0 || pages.length === 0) pages.push(page);
  return pages;
}
