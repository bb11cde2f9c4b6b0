/**
 * Intl.Segmenter over a long text, a piece at a time. V8's segmenter slows down with the length
 * of the string it walks faster than linearly (measured on Node 20: words of 20,000 characters in
 * 46 ms, of 80,000 in 5.2 s — a 350-page book's text is 640,000), so the text is cut at
 * boundaries that no segment crosses and each piece is segmented alone (docs/benchmarks.md,
 * "Word segmentation of long texts"). Segment indices are those within the piece.
 */

/** Pieces are cut at the first boundary after this many characters. */
const PIECE_CHARACTERS = 2_000;
/** A piece with no boundary in sight is cut here anyway (a book of unspaced Chinese, say). */
const HARD_LIMIT = 8 * PIECE_CHARACTERS;

/**
 * Where a piece may end: words never cross white space, and sentences never cross a line break
 * (Unicode's sentence boundaries, UAX #29, break after every one; ICU follows them).
 */
const BOUNDARY: Record<'word' | 'sentence', RegExp> = {
  word: /\s+/g,
  sentence: /\n\s*/g,
};

export function* chunkedSegments(
  segmenter: Intl.Segmenter,
  text: string,
  granularity: 'word' | 'sentence',
): Generator<Intl.SegmentData> {
  let start = 0;
  while (start < text.length) {
    const end = pieceEnd(text, start, BOUNDARY[granularity]);
    yield* segmenter.segment(text.slice(start, end));
    start = end;
  }
}

function pieceEnd(text: string, start: number, boundary: RegExp): number {
  if (text.length - start <= HARD_LIMIT) return text.length;
  const search = new RegExp(boundary.source, 'g');
  search.lastIndex = start + PIECE_CHARACTERS;
  const found = search.exec(text);
  return found && found.index < start + HARD_LIMIT
    ? found.index + found[0].length
    : start + HARD_LIMIT;
}
