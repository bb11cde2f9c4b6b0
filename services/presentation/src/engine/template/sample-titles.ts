import { area, intersection } from './free-area';
import type { Box, LayoutInfo, PlaceholderInfo } from './template-analysis';

/** A sample slide's title sharing less than this share of the layout's title box was moved. */
const MOVED_OVERLAP = 0.5;
/**
 * A moved title narrower than this share of the layout's is fitted to that slide's own drawing
 * (one shape of a diagram, a cover's corner), not to the master's pages.
 */
const PAGE_WIDE = 0.6;
/** Share of a master's sample slides that must agree before their title place is adopted. */
const AGREEING_SHARE = 2 / 3;

/** Where one of the template's own slides puts its title (undefined: where its layout has it). */
export interface SampleTitle {
  layout: LayoutInfo;
  title: PlaceholderInfo;
  box?: Box;
}

const TEXTS = new Set(['body', 'obj', 'subTitle']);

const sameBox = (a: Box, b: Box) => a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;

const moved = ({ title, box }: SampleTitle) =>
  !!box &&
  !!title.box &&
  box.w >= PAGE_WIDE * title.box.w &&
  area(intersection(box, title.box)) < MOVED_OVERLAP * Math.min(area(box), area(title.box));

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
  const masters = new Set(samples.map(({ layout }) => layout.master ?? layout.part));
  for (const master of masters) {
    const onMaster = samples.filter(({ layout }) => (layout.master ?? layout.part) === master);
    const movedOnes = onMaster.filter(moved);
    if (movedOnes.length === 0 || movedOnes.length < AGREEING_SHARE * onMaster.length) continue;
    const median = [...movedOnes].sort((a, b) => a.box!.y - b.box!.y)[(movedOnes.length - 1) >> 1];
    const box = intersection(median.box!, onSlide);
    // Kept apart: the sampled layouts' own title box changes in the loop.
    const from = { ...median.title.box! };
    if (area(box) <= 0) continue;
    for (const layout of layouts) {
      if ((layout.master ?? layout.part) !== master) continue;
      // Not onto text the slides leave in place (a cover's subtitle where its title goes).
      const texts = layout.placeholders.filter((p) => TEXTS.has(p.type) && p.box);
      if (texts.some((text) => area(intersection(text.box!, box)) > 0)) continue;
      for (const placeholder of layout.placeholders)
        if (placeholder.type === median.title.type && placeholder.box)
          if (sameBox(placeholder.box, from)) {
            placeholder.box = box;
            placeholder.placed = true;
          }
    }
  }
}
