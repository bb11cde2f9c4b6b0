/** Limits that keep slides readable; the renderer splits further when text does not fit. */
export const PLAN_LIMITS = {
  bulletsPerSlide: 6,
  /** Fewer bullets make a thin slide: merged with a neighbour, or a statement when alone. */
  minBulletsPerSlide: 3,
  wordsPerBullet: 15,
  /** A sentence that cannot be condensed to wordsPerBullet stays whole up to this many words. */
  wordsPerSentence: 25,
  wordsPerTitle: 12,
  notesCharacters: 1500,
  agendaItems: 12,
  summaryItems: 5,
  /** A section runs to at most this many slides; a longer one keeps its best points. */
  partsPerSection: 3,
  /** One content slide per this many source words (the issue asks 150–250). */
  wordsPerContentSlide: 200,
  /** Content slides of a whole deck at most: a longer source keeps its most important parts. */
  contentSlides: 40,
  /** A section with more paragraphs keeps its best-ranked ones (in their order). */
  paragraphsPerSection: 18,
  slides: 150,
} as const;
