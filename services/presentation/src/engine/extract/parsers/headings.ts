/**
 * Heading text as a reader sees it. PDF text often comes out with the section number after the
 * words ("Introduction 1": the number is drawn after, or right-aligned) or with a footnote mark
 * glued to the last word ("Hints for Computer System Design1", "Results*"); the number goes in
 * front ("1 Introduction") and the mark is dropped.
 */
export function cleanHeading(text: string): string {
  let heading = text.replace(/\s+/g, ' ').trim();
  // Footnote marks: symbols, or one or two digits glued to a word of three letters or more.
  heading = heading
    .replace(/(?<=\p{Ll}{3})(?:\d{1,2}|[*†‡§¶]+)$/u, '')
    .replace(/\s*[*†‡§¶]+$/u, '');
  const trailing = /^(\D*\p{L}\D*?)\s+((?:\d{1,2}\.)*\d{1,2}\.?|[IVX]{1,4}\.?)$/u.exec(heading);
  if (
    trailing &&
    !/^\s*(?:\d|[IVX]+\b)/u.test(trailing[1]) &&
    !/\b(?:part|chapter|section|step|phase|version|level|stage|теil|parte|часть|глава|fase|etapa)$/iu.test(
      trailing[1],
    )
  )
    heading = `${trailing[2].replace(/\.$/, '')} ${trailing[1]}`;
  return heading;
}

/** Signs only mathematics uses (relations, operators, calculus) — never prose punctuation. */
const MATH_SIGNS = /[=<>≤≥≈≠≡±∓×÷·∂∇∆∑∏∫∮√∞∝∈∉⊂⊆∪∩∧∨¬→←↔⇒⇔^_′″]/u;
/** A Greek letter set alone (ξ, Ξ) as mathematics does; Greek words have more letters. */
const GREEK = /\p{Script=Greek}/u;
/** A word as prose has it: four letters or more, in any script. */
const LONG_WORD = /\p{L}{4,}/u;

/**
 * A line of mathematics set apart ("∂x, ∂ξ, ∂x", "∂Ξ", "x(t) = a t + b"): mathematical signs or
 * Greek letters and no word of prose. Such a line cannot be drawn faithfully as slide text, so it
 * is neither a heading nor a bullet. Long lines are prose that happens to hold a formula.
 */
export function isFormula(text: string): boolean {
  const line = text.trim();
  if (line.length === 0 || line.length > 60) return false;
  return (MATH_SIGNS.test(line) || GREEK.test(line)) && !LONG_WORD.test(line);
}

/** Month names, long and short, in the languages the product reads most (ICU's own names). */
const MONTHS = new Set(
  ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl'].flatMap((locale) =>
    Array.from({ length: 12 }, (_, month) =>
      (['long', 'short'] as const).map((width) =>
        new Intl.DateTimeFormat(locale, { month: width, timeZone: 'UTC' })
          .format(new Date(Date.UTC(2000, month, 1)))
          .toLowerCase()
          .replace(/\.$/, ''),
      ),
    ).flat(),
  ),
);
/** Words a written date may hold besides its numbers and month: "30th of June", "1. Juni". */
const DATE_WORDS = new Set(['of', 'the', 'de', 'del', 'der', 'le', 'st', 'nd', 'rd', 'th']);

/**
 * A date and nothing else ("June 30, 1905", "30 juin 1905", "2021-03-04"): a dateline, not the
 * name of a part. A year alone is no date here ("Results 2020" is a heading).
 */
export function isDate(text: string): boolean {
  const tokens = text
    .toLowerCase()
    .split(/[\s,./-]+|(?<=\d)(?=st|nd|rd|th\b)/u)
    .filter(Boolean);
  if (tokens.length < 2) return false;
  let year = false;
  let month = false;
  for (const token of tokens) {
    if (/^\d{4}$/.test(token) && +token >= 1000 && +token < 3000) year = true;
    else if (MONTHS.has(token)) month = true;
    else if (!/^\d{1,2}$/.test(token) && !DATE_WORDS.has(token)) return false;
  }
  return year || month;
}

/**
 * A word that can name something: three letters or more, an abbreviation in capitals ("AI",
 * "HR") or two letters of a script without case ("概要"). Two letters otherwise ("Cc", "cc": a
 * logo's monogram, a type specimen) name nothing.
 */
const NAMING_WORD = /\p{L}{3,}|(?<!\p{L})(?:\p{Lu}{2}|\p{Lo}{2})(?!\p{L})/u;

/** Whether a line holds a word that can name something (see NAMING_WORD). */
export function holdsNamingWord(text: string): boolean {
  return NAMING_WORD.test(text);
}

/** A list's bullet glyph: a line opening with one is an item, at any size. */
const BULLET_GLYPH = /^\s*[•◦▪‣○●■□]/u;

/**
 * Whether a line guessed to be a heading (from its type size) reads as one: words, not
 * mathematics, a dateline, a monogram, a list item or stray symbols. Letters must make up at
 * least half of it.
 */
export function readsAsHeading(text: string): boolean {
  const visible = text.replace(/\s+/g, '');
  const letters = visible.match(/\p{L}/gu)?.length ?? 0;
  return (
    holdsNamingWord(text) &&
    letters * 2 >= visible.length &&
    !BULLET_GLYPH.test(text) &&
    !isFormula(text) &&
    !isDate(text)
  );
}
