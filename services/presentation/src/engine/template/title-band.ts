import { area, type Artwork, collides, intersection } from './free-area';
import type { Box } from './template-analysis';

/** A band covering this share of a title's box is where the design sets the title. */
const BAND_SHARE = 0.4;
/** ... when it spans this share of the box along its length (the box crosses one edge only). */
const BAND_SPAN = 0.9;
/** A band up to this many times as tall (or wide) as the box is the box's own place. */
const OWN_BAND = 1.5;

/** The extent [from, to] two boxes share along one side. */
const shared = (a: Box, b: Box, along: 'x' | 'y'): [number, number] => {
  const size = along === 'x' ? 'w' : 'h';
  return [Math.max(a[along], b[along]), Math.min(a[along] + a[size], b[along] + b[size])];
};

/**
 * The band a title's box straddles the edge of, when the design means the title to sit on it
 * (LibreOffice's layouts give every title one generic box; the master's band is where titles
 * go): the innermost panel (not a picture, not an outline) that covers much of the box and
 * spans it along its length. Along the band, the box keeps to it; across it, the box takes the
 * band's extent when the band is about its size (text centred in the band), else is moved
 * into the band. Undefined when there is no such band.
 */
export function titleBand(box: Box, decorations: Artwork[], slideArea: number): Box | undefined {
  const spans = (panel: Box, along: 'x' | 'y') => {
    const [from, to] = shared(box, panel, along);
    return to - from >= BAND_SPAN * box[along === 'x' ? 'w' : 'h'];
  };
  const band = decorations
    .filter((piece) => !piece.picture && !piece.strips)
    .filter((piece) => collides(box, piece, slideArea))
    .filter((piece) => area(intersection(box, piece)) >= BAND_SHARE * area(box))
    .filter((piece) => spans(piece, 'x') || spans(piece, 'y'))
    .sort((a, b) => area(a) - area(b))[0];
  if (!band) return undefined;
  const along = spans(band, 'x') ? 'x' : 'y';
  const [from, to] = shared(box, band, along);
  const [at, size] =
    along === 'x' ? across(box.y, box.h, band.y, band.h) : across(box.x, box.w, band.x, band.w);
  return along === 'x'
    ? { x: from, w: to - from, y: at, h: size }
    : { y: from, h: to - from, x: at, w: size };
}

/** Across a band: the band's extent when it is about the box's size, else the box moved into it. */
function across(at: number, size: number, from: number, room: number): [number, number] {
  if (room <= OWN_BAND * size) return [from, room];
  return [Math.min(Math.max(at, from), from + room - size), size];
}
