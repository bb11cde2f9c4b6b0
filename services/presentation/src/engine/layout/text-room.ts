import type { LayoutInfo } from '../template';

/** Shares of the slide a layout's text area covers: room for a list, or hardly a line. */
const ROOMY = 0.35;
const CRAMPED = 0.12;
/**
 * Points a roomy area gains per share of the slide beyond roomy: among layouts alike, the
 * roomier takes the text (at most a point and a bit: the author's own layout still wins).
 */
const ROOMIER = 2;

/**
 * What a layout's text area offers a list or columns, from the share of the slide it covers
 * clear of artwork: a one-line box cuts lists into slides of a bullet each, and room counts
 * beyond roomy too: a cover master's content layout whose body is the strip under its artwork
 * would otherwise tie with the page master's whole page, and win as the first, setting lists
 * small and cut into parts.
 */
export const roomPoints = (share: number) =>
  share >= ROOMY ? 3 + ROOMIER * (share - ROOMY) : share < CRAMPED ? -4 : 0;

/** Points for a layout the template's own slides put their text in (its author's use). */
export function authorsUse(layout: LayoutInfo): number {
  const samples = layout.sampleBodies ?? 0;
  return samples >= 2 ? 3 : samples;
}
