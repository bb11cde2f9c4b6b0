import type { PlannedSlide } from '@deckforge/proto';
import { deckWords, type DeckWords } from '../../deck-rules/deck-words';
import { PLAN_LIMITS } from '../../deck-rules/plan-limits';
import type { SentenceRanker } from './key-sentences';
import type { LanguageTools } from '../../text/language/language';
import { sameText } from './same-text';

/** Words a point must have for another that opens with it to count as the same point. */
const PREFIX_WORDS = 5;
/** One point condensed to two lengths (both as `sameText` gives them): the shorter is how the longer opens. */
const samePointCondensed = (a: string, b: string) => {
  const [short, long] = [a, b].sort((x, y) => x.length - y.length);
  return short.split(' ').length >= PREFIX_WORDS && long.startsWith(`${short} `);
};

/** A point the deck makes, with its comparable form (computed once: every new point meets it). */
interface Point {
  text: string;
  same: string;
}

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
  private readonly made: Point[] = [];
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
  /** Slides that follow the title slide, before the agenda: the first source's cover photo. */
  readonly opening: PlannedSlide[] = [];
  /** A source has been planned: a later source's cover stays with its own slides. */
  started = false;

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
    const same = sameText(text);
    if (
      !same ||
      this.made.some(
        (point) => this.ranker.similar(point.text, text) || samePointCondensed(point.same, same),
      )
    )
      return false;
    this.made.push({ text, same });
    return true;
  }

  /** True when the deck already says this, word for word. */
  said(text: string): boolean {
    const same = sameText(text);
    return this.made.some((point) => point.same === same);
  }
}
