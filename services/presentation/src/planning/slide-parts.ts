import type { PlannedSlide } from './deck-plan';

/**
 * Consecutive bullet slides of one list (the same `partOf`) are numbered "Title (2/3)"; a list
 * on one slide keeps its plain title. Safe to repeat after a list was split further.
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
      out[index] = {
        ...slide,
        title: count > 1 ? `${slide.partOf} (${index - start + 1}/${count})` : slide.partOf,
      };
    }
    start = end;
  }
  return out;
}

const partOf = (slide: PlannedSlide) => (slide.kind === 'bullets' ? slide.partOf : undefined);

/** `items` in `count` consecutive parts whose sizes differ by one at most. */
export function evenParts<T>(items: T[], count: number): T[][] {
  const parts: T[][] = [];
  let start = 0;
  for (let index = 0; index < count; index++) {
    const size = Math.ceil((items.length - start) / (count - index));
    parts.push(items.slice(start, start + size));
    start += size;
  }
  return parts;
}
