import { similar, type SentenceRanker } from './key-sentences';
import { sameText } from './text-summary';

/** Limits that keep slides readable; the renderer splits further when text does not fit. */
export const PLAN_LIMITS = {
  bulletsPerSlide: 6,
  wordsPerBullet: 15,
  wordsPerTitle: 12,
  notesCharacters: 1500,
  agendaItems: 12,
  summaryItems: 5,
  transcriptSecondsPerSlide: 120,
  /** A section with more paragraphs keeps its best-ranked ones (in their order). */
  paragraphsPerSection: 18,
  slides: 150,
} as const;

/** What every slide of one plan shares: the ranking of sentences and the points already made. */
export class PlanContext {
  private readonly made: string[] = [];

  constructor(readonly ranker: SentenceRanker) {}

  /** False when the deck already makes this point (the same or nearly the same words). */
  isNew(text: string): boolean {
    if (!sameText(text) || this.made.some((point) => similar(point, text))) return false;
    this.made.push(text);
    return true;
  }
}
