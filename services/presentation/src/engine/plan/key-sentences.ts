import type { LanguageTools } from '../../text/language/language';
import { sameText } from './same-text';

/**
 * Extractive summarisation (a frequency-based ranking in the manner of Luhn): a sentence scores
 * by how often its content words occur across the whole passage set, averaged over its length,
 * with a bonus for opening its paragraph (where writers put the point). Content words are the
 * document language's (its stop words and word segmentation).
 */
export class SentenceRanker {
  private readonly frequency = new Map<string, number>();
  /** Content words per text compared: a plan compares each new point with every point made. */
  private readonly contentSets = new Map<string, Set<string>>();

  constructor(
    passages: string[],
    readonly tools: LanguageTools,
  ) {
    for (const passage of passages)
      for (const word of tools.contentWords(passage))
        this.frequency.set(word, (this.frequency.get(word) ?? 0) + 1);
  }

  score(sentence: string, position = 0): number {
    const content = this.tools.contentWords(sentence);
    if (content.length === 0) return 0;
    const weight = content.reduce(
      (sum, word) => sum + Math.log1p(this.frequency.get(word) ?? 0),
      0,
    );
    const lengthPenalty = content.length < 3 ? 0.5 : 1;
    return (weight / Math.sqrt(content.length)) * lengthPenalty * (position === 0 ? 1.3 : 1);
  }

  /** The passage's most frequent content words (what a deck about it should mention). */
  topWords(count: number): string[] {
    return [...this.frequency.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([word]) => word);
  }

  /** The paragraph's best sentence. */
  keySentence(paragraph: string): string {
    const candidates = this.tools.sentences(paragraph);
    if (candidates.length <= 1) return candidates[0] ?? paragraph;
    let best = 0;
    candidates.forEach((sentence, index) => {
      if (this.score(sentence, index) > this.score(candidates[best], best)) best = index;
    });
    return candidates[best];
  }

  /**
   * Near-duplicates: two points sharing most of their content words ("Revenue grew 12 %" and
   * "Revenue grew by 12 %"). Jaccard similarity of content words.
   */
  similar(a: string, b: string, threshold = 0.8): boolean {
    const left = this.contentSet(a);
    const right = this.contentSet(b);
    if (left.size === 0 || right.size === 0) return sameText(a) === sameText(b);
    let shared = 0;
    for (const word of left) if (right.has(word)) shared++;
    return shared / (left.size + right.size - shared) >= threshold;
  }

  private contentSet(text: string): Set<string> {
    let words = this.contentSets.get(text);
    if (!words) {
      words = new Set(this.tools.contentWords(text));
      this.contentSets.set(text, words);
    }
    return words;
  }
}
