import { sameText, sentences } from './text-summary';

/** Words that say nothing about a passage's topic (English; other languages just rank flatter). */
const STOPWORDS = new Set(
  `a an and are as at be been but by can could did do does for from had has have he her his
  how i if in into is it its just may more most much must no not of on or our out over she so
  such than that the their them then there these they this those through to too under up us
  very was we were what when where which while who why will with would you your also about
  after all any because before both each few other own same some only`.split(/\s+/),
);

const words = (text: string) =>
  sameText(text)
    .split(' ')
    .filter((word) => (word.length > 1 || /\d/.test(word)) && !STOPWORDS.has(word));

/**
 * Extractive summarisation (a frequency-based ranking in the manner of Luhn): a sentence scores
 * by how often its content words occur across the whole passage set, averaged over its length,
 * with a bonus for opening its paragraph (where writers put the point).
 */
export class SentenceRanker {
  private readonly frequency = new Map<string, number>();

  constructor(passages: string[]) {
    for (const passage of passages)
      for (const word of words(passage))
        this.frequency.set(word, (this.frequency.get(word) ?? 0) + 1);
  }

  score(sentence: string, position = 0): number {
    const content = words(sentence);
    if (content.length === 0) return 0;
    const weight = content.reduce(
      (sum, word) => sum + Math.log1p(this.frequency.get(word) ?? 0),
      0,
    );
    const lengthPenalty = content.length < 3 ? 0.5 : 1;
    return (weight / Math.sqrt(content.length)) * lengthPenalty * (position === 0 ? 1.3 : 1);
  }

  /** The paragraph's best sentence. */
  keySentence(paragraph: string): string {
    const candidates = sentences(paragraph);
    if (candidates.length <= 1) return candidates[0] ?? paragraph;
    let best = 0;
    candidates.forEach((sentence, index) => {
      if (this.score(sentence, index) > this.score(candidates[best], best)) best = index;
    });
    return candidates[best];
  }
}

/**
 * Near-duplicates: two points sharing most of their content words ("Revenue grew 12 %" and
 * "Revenue grew by 12 %"). Jaccard similarity of content words.
 */
export function similar(a: string, b: string, threshold = 0.8): boolean {
  const left = new Set(words(a));
  const right = new Set(words(b));
  if (left.size === 0 || right.size === 0) return sameText(a) === sameText(b);
  let shared = 0;
  for (const word of left) if (right.has(word)) shared++;
  return shared / (left.size + right.size - shared) >= threshold;
}
