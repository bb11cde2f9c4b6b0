import { detect } from 'tinyld';
import stopwordsIso from 'stopwords-iso';
import { chunkedSegments } from './chunked-segments';

/**
 * The language tools the planner needs for one deck: which language the sources are in, its
 * direction, its stop words and sentence and word segmentation in that locale. tinyld detects
 * the language (pure JS, no model download, 60+ languages); stop words come from stopwords-iso
 * (maintained lists for 50+ languages); segmentation is the runtime's Intl.Segmenter (ICU), which
 * knows sentence ends and words of languages without spaces (Chinese, Japanese, Thai).
 */

/** Scripts written right to left (the plan's direction: the renderer sets every paragraph so). */
const RTL = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'yi', 'dv', 'ku', 'sd', 'ug']);
/** Languages written without spaces between words: a word is a segment, not a space-run. */
const UNSPACED = new Set(['zh', 'ja', 'th', 'lo', 'km', 'my']);

const stopwordLists = stopwordsIso as unknown as Record<string, string[]>;

/**
 * English function words. stopwords-iso's English list (1,300 words) holds content words a
 * slide is about ("system", "research", "value", "state"), so English uses this list of words
 * that never carry a topic (docs/decisions.md, "Language tools").
 */
const ENGLISH = `a about above after again against all almost also although am among an and another
  any anyone are around as at be because been before being below between both but by can cannot
  could did do does doing done down during each either else even ever every few for from further
  had has have having he her here hers herself him himself his how however i if in into is it its
  itself just least less let like may me might mine more most much must my myself neither no nor
  not now of off often on once one only onto or other others otherwise our ours ourselves out over
  own per perhaps quite rather same shall she should since so some such than that the their theirs
  them themselves then there therefore these they this those though through thus to too toward
  towards under until unless up upon us very via was we well were what whatever when whenever
  where whereas whether which while who whom whose why will with within without would yet you your
  yours yourself yourselves e.g i.e etc use used using uses based`.split(/\s+/);

export class LanguageTools {
  readonly direction: 'ltr' | 'rtl';
  readonly stopwords: Set<string>;
  /** Words are runs of letters between spaces (false for Chinese, Japanese, Thai ...). */
  readonly spaced: boolean;
  private readonly sentenceSegmenter: Intl.Segmenter;
  private readonly wordSegmenter: Intl.Segmenter;

  constructor(readonly language: string) {
    const base = language.split('-')[0].toLowerCase();
    this.direction = RTL.has(base) ? 'rtl' : 'ltr';
    this.spaced = !UNSPACED.has(base);
    this.stopwords = new Set(base === 'en' || !stopwordLists[base] ? ENGLISH : stopwordLists[base]);
    const locale = Intl.Segmenter.supportedLocalesOf([base]).length ? base : 'en';
    this.sentenceSegmenter = new Intl.Segmenter(locale, { granularity: 'sentence' });
    this.wordSegmenter = new Intl.Segmenter(locale, { granularity: 'word' });
  }

  get english(): boolean {
    return this.language.split('-')[0] === 'en';
  }

  /** The sentences of a passage, in this locale ("Dr. Smith" stays one sentence in English). */
  sentences(text: string): string[] {
    return Array.from(chunkedSegments(this.sentenceSegmenter, text, 'sentence'), (s) =>
      s.segment.trim(),
    ).filter(Boolean);
  }

  /** The passage's words, lower-cased (letters and digits; punctuation dropped). */
  words(text: string): string[] {
    return this.writtenWords(text.toLowerCase());
  }

  /** The passage's words as written. */
  writtenWords(text: string): string[] {
    const out: string[] = [];
    for (const segment of chunkedSegments(this.wordSegmenter, text, 'word'))
      if (segment.isWordLike) out.push(segment.segment);
    return out;
  }

  /** Words that say something about the topic: no stop words, no one-letter words. */
  contentWords(text: string): string[] {
    return this.words(text).filter(
      (word) =>
        !this.stopwords.has(word) && (/\d/.test(word) || word.length > (this.spaced ? 2 : 1)),
    );
  }

  /** Runs of words not broken by punctuation (key phrases never cross a comma or full stop). */
  wordRuns(text: string): string[][] {
    const runs: string[][] = [[]];
    for (const segment of chunkedSegments(this.wordSegmenter, text, 'word')) {
      if (segment.isWordLike) runs[runs.length - 1].push(segment.segment);
      else if (segment.segment.trim()) runs.push([]);
    }
    return runs.filter((run) => run.length > 0);
  }

  /** How long a passage reads, in words (a Chinese word is about 1.5 characters). */
  wordCount(text: string): number {
    return this.spaced
      ? text.split(/\s+/).filter(Boolean).length
      : Math.ceil(text.replace(/\s+/g, '').length / 1.5);
  }
}

/**
 * The language of a text (BCP 47 base code), English when the text is too short or unknown to
 * the detector. The first 20,000 characters are plenty and keep detection under a millisecond.
 */
export function detectLanguage(text: string): string {
  const sample = text.slice(0, 20_000);
  if (sample.replace(/\s+/g, '').length < 20) return 'en';
  return detect(sample) || 'en';
}

const cache = new Map<string, LanguageTools>();
/** One LanguageTools per language (segmenters are costly to build). */
export function languageTools(language: string): LanguageTools {
  let tools = cache.get(language);
  if (!tools) cache.set(language, (tools = new LanguageTools(language)));
  return tools;
}
