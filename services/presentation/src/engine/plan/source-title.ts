import type { ExtractedSource, SourceBlock } from '../extract';

/** Words under a title heading at most (author lines, a date); a chapter has more. */
const TITLE_SECTION_WORDS = 25;

/**
 * Whether the source's first heading is its title, which opens the deck rather than a part:
 * it is, unless it is the first of several headings of its rank with text of its own (a parser
 * took "Part 1: …" for the document's title only because it came first). `wordsOf` counts the
 * words of the blocks the deck would keep.
 */
export function opensWithTitle(
  source: ExtractedSource,
  wordsOf: (blocks: SourceBlock[]) => number,
): boolean {
  const first = source.sections[0];
  if (!first?.heading || first.heading !== source.title) return false;
  const peers = source.sections.slice(1).some((s) => s.heading && s.level <= first.level);
  return !peers || wordsOf(first.blocks) < TITLE_SECTION_WORDS;
}

/**
 * The source's own title as a cover may name it: its title, unless that is only its first part's
 * heading (see opensWithTitle).
 */
export function ownTitle(
  source: ExtractedSource,
  wordsOf: (blocks: SourceBlock[]) => number,
): string | undefined {
  const first = source.sections[0];
  const firstHeading = !!first?.heading && first.heading === source.title;
  return firstHeading && !opensWithTitle(source, wordsOf) ? undefined : source.title;
}
