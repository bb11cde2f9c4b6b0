import { type Artwork, type Box, area, clearRectangles, intersection } from '../template';

/** Artwork under less than this share of a box lies at its edge, not across it. */
const EDGE = 0.02;
/** A part of a box on one backdrop smaller than this share of it is too small for the text. */
const ENOUGH = 0.5;

/**
 * The largest part of `box` that lies wholly on, or wholly off, each piece of the layout's
 * artwork that reaches into it: points beside a figure in a box straddling a teal panel and
 * the navy band under it read in no single colour (white on teal: 2.4:1), and a panel as
 * large as the slide is no obstacle the content area keeps clear of (it is a background).
 * The box itself when no such part is large enough: text contrast then judges the whole of it.
 */
export function oneBackdrop(box: Box, artwork: Artwork[]): Box {
  const crossing = artwork.filter((piece) => {
    const share = area(intersection(box, piece)) / area(box);
    return share > EDGE && share < 1 - EDGE;
  });
  if (crossing.length === 0) return box;
  const straddles = (part: Box) =>
    crossing.some((piece) => {
      const share = area(intersection(part, piece)) / area(part);
      return share > EDGE && share < 1 - EDGE;
    });
  const parts = [
    ...crossing.map((piece) => intersection(box, piece)),
    ...clearRectangles(box, crossing),
  ].filter((part) => area(part) > 0 && !straddles(part));
  const best = parts.sort((a, b) => area(b) - area(a))[0];
  return best && area(best) >= ENOUGH * area(box) ? best : box;
}
