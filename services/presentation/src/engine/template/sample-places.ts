import { area, intersection } from './free-area';
import type { Box, LayoutInfo } from './template-analysis';

/** Share of a master's (or a layout's) sample slides that must agree before their place is adopted. */
export const AGREEING_SHARE = 2 / 3;
/** A place sharing less than this share of the smaller of it and the layout's was moved. */
const MOVED_OVERLAP = 0.5;
/** Edges this close (a share of the place's size) are one place written twice, rounded apart. */
const SAME_EDGE = 0.01;

const TITLES = new Set(['title', 'ctrTitle']);

/**
 * Where one of the template's own slides puts a place its layout has: a title, or its bodies
 * taken together. `from` is the layout's place as it came, `to` the slide's (undefined: the
 * slide leaves it where its layout has it).
 */
export interface SamplePlace {
  layout: LayoutInfo;
  from: Box;
  to?: Box;
}

export const masterOf = (layout: LayoutInfo) => layout.master ?? layout.part;

/** The slide's place shares less than half of the layout's: the slide moved it elsewhere. */
export const movedAway = ({ from, to }: SamplePlace) =>
  !!to && area(intersection(to, from)) < MOVED_OVERLAP * Math.min(area(to), area(from));

/** The same place, up to the rounding of an export that computes its boxes. */
export function samePlace(a: Box, b: Box): boolean {
  const near = (p: number, q: number, size: number) => Math.abs(p - q) <= SAME_EDGE * size;
  return (
    near(a.x, b.x, a.w) &&
    near(a.x + a.w, b.x + b.w, a.w) &&
    near(a.y, b.y, a.h) &&
    near(a.y + a.h, b.y + b.h, a.h)
  );
}

/**
 * Per master, the sample that moved its place to the median spot (by its top) among the
 * template's own slides on that master, when most of them (AGREEING_SHARE) moved it as `moved`
 * says: LibreOffice's export gives every master's layouts the first master's places, and only
 * a master's own slides tell where its design puts them.
 */
export function agreedMoves<S extends SamplePlace>(
  samples: S[],
  moved: (sample: S) => boolean,
): Array<S & { to: Box }> {
  const agreed: Array<S & { to: Box }> = [];
  for (const master of new Set(samples.map(({ layout }) => masterOf(layout)))) {
    const onMaster = samples.filter(({ layout }) => masterOf(layout) === master);
    const movedOnes = onMaster.filter(
      (sample): sample is S & { to: Box } => !!sample.to && moved(sample),
    );
    if (movedOnes.length === 0 || movedOnes.length < AGREEING_SHARE * onMaster.length) continue;
    agreed.push([...movedOnes].sort((a, b) => a.to.y - b.to.y)[(movedOnes.length - 1) >> 1]);
  }
  return agreed;
}

/** `box` with its top moved below the layout's title where the two overlap. */
export function belowTitle(box: Box, layout: LayoutInfo): Box {
  const title = layout.placeholders.find((placeholder) => TITLES.has(placeholder.type))?.box;
  if (!title || title.y >= box.y + box.h / 2) return box;
  const top = Math.max(box.y, title.y + title.h);
  return { ...box, y: top, h: box.y + box.h - top };
}
