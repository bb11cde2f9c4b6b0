import { area, intersection, union } from './free-area';
import {
  agreedMoves,
  belowTitle,
  masterOf,
  movedAway,
  samePlace,
  type SamplePlace,
} from './sample-places';
import type { Box, LayoutInfo } from './template-analysis';

const BODIES = new Set(['body', 'obj']);
const TITLES = new Set(['title', 'ctrTitle']);
/** Footer placeholders stay out of the comparison: a body may end above them or beside them. */
const FOOTERS = new Set(['dt', 'ftr', 'sldNum', 'hdr']);

/**
 * The slide's bodies moved elsewhere, or put in another place at least as large: the page its
 * designer gives a list (a body starting under the title rather than a third down the slide).
 */
const moved = (sample: SamplePlace) =>
  movedAway(sample) ||
  (area(sample.to!) >= area(sample.from) && !samePlace(sample.to!, sample.from));

/** `box` mapped from the place `from` to the place `to`, keeping its share of it. */
function mapped(box: Box, from: Box, to: Box): Box {
  const sx = to.w / from.w;
  const sy = to.h / from.h;
  return {
    x: Math.round(to.x + (box.x - from.x) * sx),
    y: Math.round(to.y + (box.y - from.y) * sy),
    w: Math.round(box.w * sx),
    h: Math.round(box.h * sy),
  };
}

/**
 * The body area the template's own slides use on each master, taken by the master's other
 * layouts: LibreOffice's export gives every master's layouts the first master's places, so a
 * page master's two-column layout keeps its bodies in the lower third, under the empty room
 * its master's slides fill with their one body. When most of a master's slides that fill
 * bodies moved or enlarged them (together: their union), every layout of that master whose
 * bodies together are where the sampled layouts' were has each body mapped into the new area,
 * keeping its share of it (two columns stay two columns), below the title. Layouts whose other
 * text or pictures the bodies would cover keep theirs. Samples carry the places as they were before any was adopted.
 * Changes `layouts` in place.
 */
export function adoptSampleBodies(
  samples: SamplePlace[],
  layouts: LayoutInfo[],
  onSlide: Box,
): void {
  for (const median of agreedMoves(samples, moved)) {
    for (const layout of layouts) {
      if (masterOf(layout) !== masterOf(median.layout)) continue;
      const bodies = layout.placeholders.filter((p) => BODIES.has(p.type) && p.box);
      // Bodies learnt from the layout's own slides are elsewhere by now, and keep their place.
      if (bodies.length === 0) continue;
      if (!samePlace(bodies.map((body) => body.box!).reduce(union), median.from)) continue;
      const boxes = bodies.map((body) =>
        belowTitle(intersection(mapped(body.box!, median.from, median.to), onSlide), layout),
      );
      const others = layout.placeholders.filter(
        (p) => p.box && !bodies.includes(p) && !TITLES.has(p.type) && !FOOTERS.has(p.type),
      );
      const covers = others.some((other) =>
        boxes.some((box) => area(intersection(box, other.box!)) > 0),
      );
      if (covers || boxes.some((box) => box.h <= 0)) continue;
      bodies.forEach((body, index) => {
        body.box = boxes[index];
        body.placed = true;
      });
    }
  }
}
