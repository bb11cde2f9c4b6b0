import { holdsNamingWord, isDate, isFormula } from '../extract';
import type { LanguageTools } from '../../text/language/language';

/**
 * Mathematical alphanumerics (𝑉, 𝑑𝑙, 𝐾𝐿: U+1D400–U+1D7FF) are letters to Unicode but variables
 * to a reader: set in a formula's italic, with sub- and superscripts a slide's text loses.
 */
const MATH_LETTER = /[\u{1D400}-\u{1D7FF}]/u;
/** Signs only mathematics uses (relations, operators, calculus, set theory). */
const MATH_SIGN = /[=<>≤≥≈≠≡±∓×÷∂∇∆∑∏∫∮√∞∝∈∉⊂⊆⊃⊇∪∩∧∨¬→←↔⇒⇔∀∃′″]/u;
/** Share of a line's words that must be words of prose (not variables, numbers, symbols). */
const WORD_SHARE = 0.7;
/** More mathematical signs than this per word: a formula with words around it. */
const SIGNS_PER_WORD = 0.15;

type Token = 'word' | 'neutral' | 'other';

/**
 * What a token is to a reader: a word of prose — two letters or more of an ordinary script, or
 * a one-letter word of the language ("a", "y", "à") — letters making up most of it
 * ("snap-down", "Raft’s"); a number as prose writes them ("12%", "$4", "2,000", "(3)"); or
 * punctuation alone ("–", "•"), neutral like numbers; or something else: a variable ("V1", "M+1", "Cj", "𝑉𝑑𝑙"), a sign, a formula's piece ("2δv]").
 */
function tokenKind(token: string, tools: LanguageTools): Token {
  const core = token.replace(/^[("'‘“[]+|[)"'’”\],.;:!?]+$/gu, '');
  if (MATH_LETTER.test(core) || MATH_SIGN.test(core)) return 'other';
  if (/^[$€£¥]?\d[\d,.]*(?:%|[a-z]{0,3})?$/iu.test(core) || /^[^\p{L}\p{N}]*$/u.test(core))
    return 'neutral';
  const letters = core.match(/\p{L}/gu)?.length ?? 0;
  if (letters === 1 && core.length === 1)
    return tools.stopwords.has(core.toLowerCase()) ? 'word' : 'other';
  return letters >= 2 && letters >= core.length * 0.75 ? 'word' : 'other';
}

/**
 * Whether a line reads as words in a slide's title or bullet: most of its tokens are words of
 * prose, mathematical signs are rare, no mathematical variables (𝑉𝑑𝑙), it does not open with
 * the punctuation a formula left behind (": because of …", ", the voltage"), and it is neither a
 * formula ("∂x, ∂ξ, ∂x") nor a date alone ("June 30, 1905"), and a short label holds a word
 * that can name something (not a monogram: "Cc"). Scripts written without spaces
 * (Chinese, Japanese, Thai) are judged by their signs only. General rules, not a list of cases:
 * a line that fails them cannot be shown faithfully as slide text, so it stays in the notes.
 */
export function readsAsWords(text: string, tools: LanguageTools): boolean {
  const line = text.trim();
  if (!line || isFormula(line) || isDate(line) || MATH_LETTER.test(line)) return false;
  if (/^[:;,.)\]}|=+*/^_]/u.test(line)) return false;
  const tokens = line.split(/\s+/);
  const signs = [...line].filter((char) => MATH_SIGN.test(char)).length;
  if (!tools.spaced) return signs <= 1 && /\p{L}/u.test(line);
  const kinds = tokens.map((token) => tokenKind(token, tools));
  const words = kinds.filter((kind) => kind === 'word').length;
  // Numbers are prose's too ("rose 12% in 2023"): the share is of the other tokens.
  const counted = kinds.filter((kind) => kind !== 'neutral').length;
  // A short label ("Q3 results", "Step 2") has few tokens: one word that can name something is
  // enough ("Cc", a logo's monogram, names nothing).
  if (counted <= 2) return words >= 1 && signs === 0 && holdsNamingWord(line);
  return words >= counted * WORD_SHARE && signs <= words * SIGNS_PER_WORD;
}
