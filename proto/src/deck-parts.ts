import type { PlannedSlide } from './deck-plan';

/**
 * Consecutive bullet slides of one list (the same `partOf`) are numbered "Title (2/3)"; a list
 * on one slide keeps its plain title. Safe to repeat after a list was split further. Shared by
 * the planner and renderer (which number parts) and the editor (which shows the numbers a move
 * or a deletion gives, before saving: the saved deck never changes a title silently).
 */
export function numberParts(slides: PlannedSlide[]): PlannedSlide[] {
  const out = [...slides];
  let start = 0;
  while (start < out.length) {
    const first = out[start];
    let end = start + 1;
    if (first.kind === 'bullets' && first.partOf !== undefined)
      while (end < out.length && partOf(out[end]) === first.partOf) end++;
    const count = end - start;
    for (let index = start; index < end; index++) {
      const slide = out[index];
      if (slide.kind !== 'bullets' || slide.partOf === undefined) continue;
      const title = count > 1 ? `${slide.partOf} (${index - start + 1}/${count})` : slide.partOf;
      if (title !== slide.title) out[index] = { ...slide, title };
    }
    start = end;
  }
  return out;
}

const partOf = (slide: PlannedSlide) => (slide.kind === 'bullets' ? slide.partOf : undefined);
