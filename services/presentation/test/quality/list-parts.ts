import { isCrumbs } from '../../src/deck-rules/slide-parts';

/** How the renderer titles the parts of a list split over slides: "Title (2/3)". */
export const PART = /^(.*\S)\s*\((\d+)\/(\d+)\)$/;

/** A slide as the check needs it: its title and how many paragraphs its body holds. */
export interface SlideText {
  title: string;
  bullets: number;
}

/**
 * Slide numbers (1-based) of lists split into parts of two bullets or fewer on average where
 * the list was longer: a text area too small for the design's text size, and one that reads as
 * a stutter. Parts are found by their numbered titles, as consecutive slides 1/n … n/n.
 */
export function thinListParts(slides: SlideText[]): number[] {
  const out: number[] = [];
  for (let start = 0; start < slides.length; start++) {
    const first = PART.exec(slides[start].title);
    if (!first || first[2] !== '1') continue;
    const count = Number(first[3]);
    const run = slides.slice(start, start + count);
    const whole =
      run.length === count &&
      run.every((slide, index) => {
        const part = PART.exec(slide.title);
        return part?.[1] === first[1] && Number(part[2]) === index + 1 && part[3] === first[3];
      });
    if (!whole) continue;
    const bullets = run.reduce((sum, slide) => sum + slide.bullets, 0);
    if (isCrumbs(bullets, count)) out.push(...run.map((_, index) => start + index + 1));
    start += count - 1;
  }
  return out;
}
