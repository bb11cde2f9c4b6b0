import { area, intersection } from './free-area';
import { agreedMoves, masterOf, movedAway, samePlace, type SamplePlace } from './sample-places';
import type { Box, LayoutInfo } from './template-analysis';

/**
 * A moved title narrower than this share of the layout's is fitted to that slide's own drawing
 * (one shape of a diagram, a cover's corner), not to the master's pages.
 */
const PAGE_WIDE = 0.6;

/** Where one of the template's own slides puts its title (`from`: its layout's title box). */
export interface SampleTitle extends SamplePlace {
  /** The title's placeholder type (title, ctrTitle). */
  type: string;
}

const TEXTS = new Set(['body', 'obj', 'subTitle']);

const moved = (sample: SampleTitle) =>
  movedAway(sample) && sample.to!.w >= PAGE_WIDE * sample.from.w;

/**
 * The title place the template's own slides use on each master, when most of them agree on
 * one away from their layouts' title: LibreOffice's export gives every master's layouts the
 * first master's placeholder places, so a master whose band runs across the top has its layouts'
 * titles mid-slide under the empty band, while its slides put the title on the band. Every
 * layout of that master with the title where the sampled layouts had it takes the median
 * moved box (`placed` writes it on each slide). Changes `layouts` in place.
 */
export function adoptSampleTitles(
  samples: SampleTitle[],
  layouts: LayoutInfo[],
  onSlide: Box,
): void {
  for (const median of agreedMoves(samples, moved)) {
    const box = intersection(median.to, onSlide);
    if (area(box) <= 0) continue;
    for (const layout of layouts) {
      if (masterOf(layout) !== masterOf(median.layout)) continue;
      // Not onto text the slides leave in place (a cover's subtitle where its title goes).
      const texts = layout.placeholders.filter((p) => TEXTS.has(p.type) && p.box);
      if (texts.some((text) => area(intersection(text.box!, box)) > 0)) continue;
      for (const placeholder of layout.placeholders)
        if (placeholder.type === median.type && placeholder.box)
          if (samePlace(placeholder.box, median.from)) {
            placeholder.box = box;
            placeholder.placed = true;
          }
    }
  }
}
