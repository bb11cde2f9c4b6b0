import type { LanguageTools } from '../../text/language/language';
import { PLAN_LIMITS } from '../../deck-rules/plan-limits';
import { withoutLeaders } from '../../text/leaders';

/**
 * Sentences made into bullets without cutting them: a bullet is a complete thought
 * (docs/decisions.md, "Bullets are condensed, never cut"). Parentheticals, citations, opening
 * discourse markers and non-restrictive clauses are dropped; a sentence still too long keeps its
 * main clause when the clause boundary leaves one, else stays whole and text fitting sizes it.
 */

/** Openers that connect a sentence to the one before it and add nothing on a slide. */
const DISCOURSE_MARKERS = [
  // English
  'in other words',
  'for example',
  'for instance',
  'however',
  'moreover',
  'furthermore',
  'in addition',
  'additionally',
  'therefore',
  'thus',
  'hence',
  'indeed',
  'in fact',
  'of course',
  'finally',
  'first',
  'firstly',
  'second',
  'secondly',
  'third',
  'also',
  'similarly',
  'consequently',
  'as a result',
  'in particular',
  'notably',
  'importantly',
  'in short',
  'in summary',
  'to summarize',
  'to sum up',
  'in general',
  'generally',
  'overall',
  'note that',
  'that is',
  'in this case',
  'on the other hand',
  'nevertheless',
  'nonetheless',
  'meanwhile',
  'instead',
  'likewise',
  'as such',
  'again',
  'then',
  'so',
  'and',
  'but',
  // Portuguese, Spanish
  'por exemplo',
  'além disso',
  'no entanto',
  'portanto',
  'ou seja',
  'assim',
  'contudo',
  'entretanto',
  'por fim',
  'finalmente',
  'em resumo',
  'además',
  'sin embargo',
  'por lo tanto',
  'es decir',
  'por último',
  // German
  'zum beispiel',
  'außerdem',
  'jedoch',
  'daher',
  'also',
  'allerdings',
  'schließlich',
  'darüber hinaus',
  'beispielsweise',
  // French
  'par exemple',
  'cependant',
  'de plus',
  'en outre',
  'donc',
  'ainsi',
  'enfin',
  'toutefois',
  // Russian
  'например',
  'однако',
  'кроме того',
  'таким образом',
  'итак',
  'во-первых',
  'во-вторых',
  'наконец',
  'другими словами',
  'также',
  'поэтому',
];
const MARKER = new RegExp(
  `^(?:${DISCOURSE_MARKERS.map((m) => m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\s*[,:]\\s+`,
  'iu',
);

/**
 * Words that open a dependent clause or an adverbial phrase: what follows them up to a comma
 * ("When the outer loop reaches the inner loop header, …", "In order to return to the
 * interpreter, …") says when, why or how, not what — on its own it is no statement. Plain
 * prepositions are left out: "In March the team shipped it" is a statement.
 */
const DEPENDENT_OPENERS = [
  // English
  'when',
  'whenever',
  'if',
  'unless',
  'although',
  'though',
  'even though',
  'even if',
  'while',
  'whilst',
  'whereas',
  'because',
  'since',
  'as soon as',
  'as long as',
  'once',
  'after',
  'before',
  'until',
  'in order to',
  'so that',
  'to',
  'whether',
  'as',
  'where',
  'wherever',
  'given',
  'despite',
  'upon',
  'without',
  'instead of',
  'rather than',
  'compared to',
  'compared with',
  'according to',
  'based on',
  'due to',
  'unlike',
  // German
  'wenn',
  'falls',
  'obwohl',
  'weil',
  'da',
  'als',
  'nachdem',
  'bevor',
  'damit',
  'während',
  // French
  'quand',
  'lorsque',
  'si',
  'bien que',
  'parce que',
  'puisque',
  'pour',
  'afin de',
  'avant de',
  'après',
  // Spanish, Portuguese, Italian
  'cuando',
  'aunque',
  'porque',
  'para',
  'quando',
  'embora',
  'perché',
  'sebbene',
  'mentre',
  // Russian
  'когда',
  'если',
  'хотя',
  'потому что',
  'чтобы',
  'после того как',
  'пока',
];
const DEPENDENT_OPENER = new RegExp(
  `^(?:${DEPENDENT_OPENERS.map((m) => m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?=\\s|$)`,
  'iu',
);

/** Whether `head` (text before a comma) is a dependent clause or phrase, not a statement. */
const isDependent = (head: string): boolean => DEPENDENT_OPENER.test(head.trim());

/** Clauses that qualify rather than state: ", which ...", ", who ...", ", although ..." */
const TRAILING_CLAUSE =
  /,\s+(?:which|who|whom|whose|where|although|though|while|whereas|because|since|unless|so that|as well as|such as|including|e\.g\.|i\.e\.|thereby|that is)\b[^;]*$/i;
const INNER_RELATIVE = /,\s+(?:which|who|whom|whose|where)\b[^,;]*,\s*/gi;

/** Ends in a word that needs more after it: the source sentence was cut (a citation, a page). */
const DANGLING_END =
  /\s(?:the|a|an|of|to|in|on|at|by|for|from|with|and|or|as|than|that|is|are|via|de|da|do|das|dos|e|ou|em|um|uma|der|die|das|und|oder|von|zu|mit|в|и|на|с|по|для|или|к|от|le|la|les|et|ou|du|des)$/iu;

export const isDangling = (text: string): boolean =>
  DANGLING_END.test(text.replace(/[.;:,!]+$/, '')) || /[([{“"«]$/.test(text);

export interface Condensed {
  text: string;
  /** Within the word budget (else whole, and long: a candidate of last resort). */
  fits: boolean;
}

/** List markers, citations and parentheticals dropped; one line; no closing full stop. */
export function cleanSentence(sentence: string): string {
  return (
    sentence
      .replace(/^\s*(?:[-•*–·▪‣◦]|\(?\d{1,2}[.)]|\(?[a-z][.)])\s+/i, '')
      .replace(/\s*\[[^\]]{0,40}\]/g, '')
      // A parenthetical glued to the next word ("to (multi-)Paxos") leaves the space before it.
      .replace(/\s*\((?:[^()]|\([^()]*\))*\)(?=[\p{L}\p{N}])/gu, ' ')
      .replace(/\s*\((?:[^()]|\([^()]*\))*\)/g, '')
      .replace(/\s*（[^（）]*）/g, '')
      .replace(/\s+([,.;:!?])/g, '$1')
      .replace(/\s+/g, ' ')
      .replace(/[.;:,!。；，]+$/, '')
      // A trailing ellipsis leaves a thought open: back to the clause before it ("…, then…").
      .replace(/(?:,\s*(?:\S+\s*){0,3})?(?:…|\.{3})$/u, '')
      .replace(/[.;:,!。；，]+$/, '')
      .trim()
  );
}

/** A sentence as a bullet of at most about `maxWords` words, never cut mid-clause. */
export function condense(sentence: string, maxWords: number, tools: LanguageTools): Condensed {
  let text = cleanSentence(sentence);
  for (let i = 0; i < 3 && MARKER.test(text); i++) text = text.replace(MARKER, '');
  const length = (value: string) => tools.wordCount(value);
  if (length(text) > maxWords) text = text.replace(INNER_RELATIVE, ' ').replace(/\s+/g, ' ');
  if (length(text) > maxWords) {
    const shorter = text.replace(TRAILING_CLAUSE, '');
    if (length(shorter) >= 5) text = shorter;
  }
  if (length(text) > maxWords) {
    // The main clause before a semicolon or dash, or the first of several comma clauses
    // when it reads as a sentence of its own (five words or more).
    const boundary = /^(.{12,}?)\s*(?:;|\s[–—]\s|；|，)\s*/u.exec(text);
    if (
      boundary &&
      length(boundary[1]) >= 5 &&
      length(boundary[1]) <= maxWords &&
      !isDependent(boundary[1])
    )
      text = boundary[1];
  }
  if (length(text) > maxWords + 3) {
    // Still long: the longest head ending at a comma that reads as a statement of its own
    // (eight words or more, not ending in a word that needs more) — a list cut after an item.
    const heads = [...text.matchAll(/[,;，；]/gu)]
      .map((match) => text.slice(0, match.index))
      .filter(
        (head) =>
          length(head) >= 8 &&
          length(head) <= maxWords + 3 &&
          !isDangling(head) &&
          !isDependent(head),
      );
    if (heads.length) text = heads[heads.length - 1];
  }
  text = text.replace(/[.;:,!。；，]+$/, '').trim();
  text = text ? text[0].toLocaleUpperCase() + text.slice(1) : text;
  return { text, fits: length(text) <= Math.max(maxWords + 3, PLAN_LIMITS.wordsPerSentence) };
}

/**
 * A slide title from a heading or phrase: numbering and footnote marks stay as given (cleaned by
 * extraction), trailing punctuation dropped; a title too long keeps what comes before its colon
 * or dash, else stays whole (title fitting sizes it) — never an ellipsis.
 */
export function titleText(text: string, maxWords: number, tools: LanguageTools): string {
  // A form's heading keeps its words, not the blank after them ("Nº EXPEDIENTE: ____").
  const whole = withoutLeaders(text).replace(/\s+/g, ' ').trim();
  let title = whole.replace(/[.;:,。；，]+$/, '').trim();
  if (tools.wordCount(title) > maxWords) {
    const head = /^(.{6,}?)\s*(?::|\s[–—-]\s|：)/u.exec(title);
    if (head && tools.wordCount(head[1]) >= 2) title = head[1];
  }
  // A heading that leads into the points under it ("… Editors enable you to:") keeps its colon:
  // without it, it reads as cut.
  if (/[:：]$/u.test(whole) && whole.startsWith(title) && isDangling(title)) title += ':';
  return title ? title[0].toLocaleUpperCase() + title.slice(1) : title;
}
