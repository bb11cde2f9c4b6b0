import { deckWords, type DeckWords } from './deck-words';
import type { SentenceRanker } from './key-sentences';
import type { LanguageTools } from '../../text/language/language';
import { sameText } from './same-text';

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

/** Words a point must have for another that opens with it to count as the same point. */
const PREFIX_WORDS = 5;
/** One point condensed to two lengths: the shorter is how the longer opens. */
const samePointCondensed = (a: string, b: string) => {
  const [short, long] = [sameText(a), sameText(b)].sort((x, y) => x.length - y.length);
  return short.split(' ').length >= PREFIX_WORDS && long.startsWith(`${short} `);
};

/** A sentence the summary may use: from the abstract, introduction or conclusion, ranked. */
export interface Takeaway {
  text: string;
  score: number;
  /** The part it comes from, for the summary's notes. */
  from: string;
}

/**
 * What every slide of one plan shares: the deck's language, the ranking of sentences, the
 * points already made and the sentences the summary may use.
 */
export class PlanContext {
  private readonly made: string[] = [];
  readonly takeaways: Takeaway[] = [];
  readonly words: DeckWords;
  /** Bullets per source word, so that deck length follows the source (set by the planner). */
  bulletsPerWord = PLAN_LIMITS.bulletsPerSlide / PLAN_LIMITS.wordsPerContentSlide;
  /** The sources are short (under 1,000 words): parts keep up to a full slide of points. */
  shortSource = false;
  /** Content slides the documents still planned may add (the deck's length limit). */
  contentSlidesLeft: number = PLAN_LIMITS.contentSlides;
  /** The documents' parts (top-level headings with content), for the agenda. */
  readonly parts: string[] = [];
  /** Authors and key references of the documents, for the closing slide's notes. */
  readonly credits: string[] = [];

  constructor(readonly ranker: SentenceRanker) {
    this.words = deckWords(ranker.tools.language);
  }

  get tools(): LanguageTools {
    return this.ranker.tools;
  }

  /**
   * False when the deck already makes this point: the same or nearly the same words, or the
   * same sentence condensed to two lengths (beside a figure and on its section's slide).
   */
  isNew(text: string): boolean {
    if (
      !sameText(text) ||
      this.made.some((point) => this.ranker.similar(point, text) || samePointCondensed(point, text))
    )
      return false;
    this.made.push(text);
    return true;
  }

  /** True when the deck already says this, word for word. */
  said(text: string): boolean {
    const same = sameText(text);
    return this.made.some((point) => sameText(point) === same);
  }
}
