import nlp from 'compromise';
import type { SourceBlock } from '../extract';
import type { LanguageTools } from '../../text/language/language';
import { sameText } from './same-text';

/**
 * Documents without headings (plain Word files, text, transcripts) split into topics by lexical
 * cohesion, in the manner of Hearst's TextTiling: a topic ends where the words of the passages
 * before and after a gap have least in common. Each topic is titled with its key phrase
 * (docs/decisions.md, "Topics of documents without headings").
 */

/** Passages shorter than this are grouped with their neighbours before gaps are compared. */
const PASSAGE_WORDS = 60;

/** `blocks` in topics of about `targetWords` words each (one topic when the text is short). */
export function splitTopics(
  blocks: SourceBlock[],
  tools: LanguageTools,
  targetWords: number,
): SourceBlock[][] {
  const passages = passagesOf(blocks, tools);
  const total = passages.reduce((sum, p) => sum + p.words, 0);
  const wanted = Math.min(passages.length, Math.max(1, Math.ceil(total / targetWords - 0.2)));
  if (wanted <= 1) return [blocks];
  const bags = passages.map((p) => bag(tools.contentWords(p.blocks.map((b) => b.text).join(' '))));
  // Cohesion across each gap: the two passages either side against the two after.
  const gaps = passages.slice(1).map((_, gap) => {
    const before = merge(bags.slice(Math.max(0, gap - 1), gap + 1));
    const after = merge(bags.slice(gap + 1, gap + 3));
    return { gap: gap + 1, score: cosine(before, after) };
  });
  const minimum = total / wanted / 2.5;
  const cuts: number[] = [];
  for (const { gap } of [...gaps].sort((a, b) => a.score - b.score)) {
    if (cuts.length >= wanted - 1) break;
    const trial = [...cuts, gap].sort((a, b) => a - b);
    const bounds = [0, ...trial, passages.length];
    const sizes = bounds
      .slice(1)
      .map((end, i) => passages.slice(bounds[i], end).reduce((sum, p) => sum + p.words, 0));
    if (sizes.every((size) => size >= minimum)) cuts.push(gap);
  }
  const bounds = [0, ...cuts.sort((a, b) => a - b), passages.length];
  return bounds.slice(1).map((end, i) => passages.slice(bounds[i], end).flatMap((p) => p.blocks));
}

interface Passage {
  blocks: SourceBlock[];
  words: number;
}

/** Blocks grouped into passages of about PASSAGE_WORDS words; a long block split by sentences. */
function passagesOf(blocks: SourceBlock[], tools: LanguageTools): Passage[] {
  const pieces: SourceBlock[] = [];
  for (const block of blocks) {
    if (block.type !== 'paragraph' || tools.wordCount(block.text) <= PASSAGE_WORDS * 3) {
      pieces.push(block);
      continue;
    }
    // A wall of text (a transcript, a file without blank lines): sentences grouped.
    let text = '';
    for (const sentence of tools.sentences(block.text)) {
      text = text ? `${text} ${sentence}` : sentence;
      if (tools.wordCount(text) >= PASSAGE_WORDS * 1.5) {
        pieces.push({ ...block, text });
        text = '';
      }
    }
    if (text) pieces.push({ ...block, text });
  }
  const passages: Passage[] = [];
  for (const block of pieces) {
    const last = passages[passages.length - 1];
    const words = tools.wordCount(block.text);
    if (last && last.words < PASSAGE_WORDS) {
      last.blocks.push(block);
      last.words += words;
    } else passages.push({ blocks: [block], words });
  }
  return passages;
}

const bag = (words: string[]) => {
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
};
const merge = (bags: Map<string, number>[]) => {
  const out = new Map<string, number>();
  for (const b of bags) for (const [word, n] of b) out.set(word, (out.get(word) ?? 0) + n);
  return out;
};
function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  for (const [word, n] of a) dot += n * (b.get(word) ?? 0);
  const norm = (m: Map<string, number>) =>
    Math.sqrt([...m.values()].reduce((s, n) => s + n * n, 0));
  return dot / (norm(a) * norm(b) || 1);
}

/**
 * The key phrase of each topic, distinctive against the others: English noun phrases from
 * compromise (its part-of-speech tagger finds "an official bug bounty program"); in other
 * languages the best pair of adjacent content words, else the best content word.
 */
export function topicTitles(topics: SourceBlock[][], tools: LanguageTools): string[] {
  const texts = topics.map((blocks) => blocks.map((b) => b.text).join(' '));
  const spread = new Map<string, number>();
  const bags = texts.map((text) => bag(tools.contentWords(text)));
  for (const b of bags) for (const word of b.keys()) spread.set(word, (spread.get(word) ?? 0) + 1);
  const weight = (word: string, counts: Map<string, number>) =>
    (counts.get(word) ?? 0) * Math.log(1 + topics.length / (spread.get(word) ?? 1));
  const used = new Set<string>();
  return topics.map((blocks, index) => {
    const counts = bags[index];
    // A list item as the title would leave the list (a point that says the title again goes):
    // an org chart titled "Manager" lost both its managers.
    const items = new Set(blocks.filter((b) => b.type === 'bullet').map((b) => sameText(b.text)));
    const free = (phrase: string) =>
      !used.has(phrase.toLowerCase()) && !items.has(sameText(phrase));
    const candidates = phraseSpans(blocks).flatMap((span) =>
      tools.english ? nounPhrases(span) : adjacentPairs(span, tools),
    );
    let best = '';
    let bestScore = 0;
    for (const phrase of candidates) {
      const words = tools.contentWords(phrase);
      if (words.length === 0 || words.length > 5 || !free(phrase)) continue;
      const score = words.reduce((s, w) => s + weight(w, counts), 0) / Math.sqrt(words.length);
      if (score > bestScore) [best, bestScore] = [phrase, score];
    }
    if (!best) {
      const word = [...counts.keys()]
        .filter(free)
        .sort((a, b) => weight(b, counts) - weight(a, counts))[0];
      best = word ?? '';
    }
    used.add(best.toLowerCase());
    return best ? best[0].toLocaleUpperCase() + best.slice(1) : '';
  });
}

/** Of a topic's text, what its key phrase is looked for in (enough to find the topic's words). */
const PHRASE_TEXT_CHARACTERS = 20_000;

/**
 * The spans a key phrase may come from: each block apart, and within it what brackets set
 * apart. A phrase never runs from one line or column into the next, nor into a parenthesis: a
 * sidebar's heading "Guidance (New guidance)" over "Kreate estimates …" read "Guidance New
 * guidance Kreate".
 */
function phraseSpans(blocks: SourceBlock[]): string[] {
  const spans: string[] = [];
  let length = 0;
  for (const block of blocks) {
    if (length >= PHRASE_TEXT_CHARACTERS) break;
    const text = block.text.slice(0, PHRASE_TEXT_CHARACTERS - length);
    length += text.length;
    spans.push(...text.split(/[()[\]{}]/u).filter((span) => /\p{L}/u.test(span)));
  }
  return spans;
}

/** Words a naming line may have at most (a key phrase's own limit). */
const NAMING_LINE_WORDS = 5;

/**
 * A line that names something as written, as headings are set: a few words, each word of four
 * letters or more capitalised, no sentence's punctuation ("Thin Film Partnership Subcontract
 * Budgets", not "This is some text").
 */
function isNamingLine(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return (
    words.length <= NAMING_LINE_WORDS &&
    !/[.!?:;,]/u.test(text) &&
    words.every((word, i) => /^\p{Lu}/u.test(word) || (i > 0 && !/\p{L}{4}/u.test(word)))
  );
}

/**
 * The noun phrases of a span, and the span itself when it is a naming line (alone, the tagger
 * reads "Subcontract" in "Thin Film Partnership Subcontract Budgets" as a verb).
 */
function nounPhrases(text: string): string[] {
  const phrases = nlp(text).nouns().out('array') as string[];
  if (isNamingLine(text)) phrases.unshift(text);
  return phrases
    .map((phrase) =>
      phrase
        .replace(
          /^(?:(?:the|a|an|this|that|these|those|our|their|its|his|her|my|your|some|all|each|every|any|many|several|most|few|two|three|four|five|six|seven|eight|nine|ten|\d+)\s+)+/i,
          '',
        )
        .replace(/[^\p{L}\p{N}\s'’-]+/gu, ' ')
        // A sign of a number the phrase stops before ("revenue: -23%" gave "revenue -").
        .replace(/^[\s'’-]+|[\s'’-]+$/gu, '')
        .replace(/\s+/g, ' '),
    )
    .filter((phrase) => phrase.length >= 3);
}

/** Adjacent content words as they appear ("política de segurança" reads "política segurança"). */
function adjacentPairs(text: string, tools: LanguageTools): string[] {
  const pairs: string[] = [];
  const content = (w: string | undefined) =>
    !!w &&
    !tools.stopwords.has(w.toLowerCase()) &&
    !/\d/.test(w) &&
    w.length > (tools.spaced ? 2 : 1);
  const join = (words: string[]) => words.join(tools.spaced ? ' ' : '');
  for (const words of tools.wordRuns(text)) {
    for (let i = 0; i < words.length; i++) {
      if (!content(words[i])) continue;
      pairs.push(words[i]);
      if (content(words[i + 1])) pairs.push(join([words[i], words[i + 1]]));
      // "A of B" keeps its small word: "direitos do consumidor", "права человека".
      else if (tools.spaced && content(words[i + 2]) && words[i + 1].length <= 3)
        pairs.push(join(words.slice(i, i + 3)));
    }
  }
  return pairs;
}
