import { detectLanguage, languageTools } from '../../../text/language/language';

export type TextQuality = 'readable' | 'garbage' | 'too little';

/** Fewer visible characters than this say nothing about a text layer. */
const MIN_CHARACTERS = 40;
/** At most this much of a text is judged (the judgement is of a sample, and stays fast). */
const SAMPLE = 20_000;
/**
 * Real text, in any language written with spaces, is at least two thirds words; the text layers
 * of PDFs whose fonts map glyphs to arbitrary codes (Type 3 fonts without ToUnicode, mis-encoded
 * CJK) are at most a third (docs/decisions.md, "OCR: garbage text layers").
 */
const MIN_WORD_SHARE = 0.5;
/** Real prose is a fifth to half function words; letters shifted into other letters have none. */
const MIN_STOPWORD_SHARE = 0.03;
/**
 * Letters read as their look-alikes (Cyrillic set in a font whose codes are Latin: "CyMMa",
 * "H8nOrOBbiH") make words with digits or capitals inside: nearly half the words of such a layer,
 * at most 7 % of real text, code identifiers included (pdf.js's test PDFs, docs/benchmarks.md
 * "PDFs from pdf.js's test suite").
 */
const MAX_MIXED_SHARE = 0.25;
const MIXED = /\p{L}\p{N}+\p{L}|\p{Ll}\p{Lu}/u;
/** Enough words to judge their shapes (a form's page of labels). */
const MIXED_SAMPLE = 40;
/** One capital inside a word is a name or a brand ("McKagan", "iPhone", "PowerPoint"). */
const CAMEL_CASE = /^\p{Lu}?\p{Ll}+\p{Lu}\p{Ll}+$/u;
/** Below this many words the share of function words says little (a title page, a table). */
const STOPWORD_SAMPLE = 150;

/** A word as people write it: letters (and marks), possibly with punctuation around it. */
const WORD = /^[\p{P}\p{S}]{0,3}\p{L}[\p{L}\p{M}\p{N}'’·-]*[\p{P}\p{S}]{0,3}$/u;
/**
 * Neither words nor garbage: numbers, amounts and measures ("13.0x", "5kg"), a lone sign ("=",
 * "•", "&"), and the dot leaders of a table of contents.
 */
const NEUTRAL = /^(?:[\p{P}\p{S}]*\p{N}[\p{N}\p{P}\p{S}]*\p{L}{0,3}|[\p{P}\p{S}]|[.·…_=–—-]+)$/u;

/**
 * Whether a PDF's text layer is text people can read, judged by language statistics (never by
 * the producer): the share of tokens that are words, and the share of the detected language's
 * function words. Languages written without spaces (Chinese, Japanese, Thai) are judged by their
 * share of letters.
 */
export function textQuality(text: string): TextQuality {
  // Compatibility forms (Arabic presentation forms, ligatures such as "ﬁ") as the letters they
  // are; direction marks and other invisible format characters left out.
  const sample = text
    .slice(0, SAMPLE)
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '');
  const visible = sample.replace(/\s+/g, '');
  if (visible.length < MIN_CHARACTERS) return 'too little';
  const tools = languageTools(detectLanguage(sample));
  if (!tools.spaced) {
    const letters = (visible.match(/\p{L}/gu) ?? []).length;
    return letters >= visible.length * MIN_WORD_SHARE ? 'readable' : 'garbage';
  }
  const tokens = sample.split(/\s+/).filter((token) => token && !NEUTRAL.test(token));
  if (tokens.length === 0) return 'too little';
  const words = tokens.filter((token) => WORD.test(token));
  if (words.length < tokens.length * MIN_WORD_SHARE) return 'garbage';
  // Single letters (variables, labels: "A, B, C = 0.75, 0, 0") say nothing either way.
  const judged = words
    .map((word) => word.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, ''))
    .filter((word) => word.length > 1);
  const mixed = judged.filter((word) => MIXED.test(word) && !CAMEL_CASE.test(word));
  if (judged.length >= MIXED_SAMPLE && mixed.length > judged.length * MAX_MIXED_SHARE)
    return 'garbage';
  if (judged.length < STOPWORD_SAMPLE) return 'readable';
  const english = languageTools('en').stopwords;
  const functionWords = judged
    .map((word) => word.toLowerCase())
    .filter((word) => tools.stopwords.has(word) || english.has(word));
  return functionWords.length >= judged.length * MIN_STOPWORD_SHARE ? 'readable' : 'garbage';
}
