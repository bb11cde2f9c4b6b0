/** TeX's spacing accents, as the combining marks they stand for. */
const COMBINING: Record<string, string> = {
  '¨': '\u0308',
  '´': '\u0301',
  '`': '\u0300',
  ˆ: '\u0302',
  '˜': '\u0303',
  '˘': '\u0306',
  ˇ: '\u030c',
  '¸': '\u0327',
  '˚': '\u030a',
  '˝': '\u030b',
};
const ACCENTED = /(\p{L})?([¨´`ˆ˜˘ˇ¸˚˝])(\p{L})/gu;
/** Accents that are punctuation too: a grave is TeX's opening quote, a tilde starts a URL's path. */
const ONLY_IN_WORDS = new Set(['`', '˜']);
/** An acute or grave before a consonant is an apostrophe ("it´s"), not an accent. */
const VOWELS = /[aeiouyAEIOUYı]/;

/**
 * Letters a PDF draws as a base letter and a separate accent (TeX sets "naïve" as "na¨ıve",
 * "Mazières" as "Mazi`eres", the i without its dot), joined into the accented letter when one
 * exists; anything else is left as it is.
 */
export function joinAccents(text: string): string {
  return text.replace(
    ACCENTED,
    (match, before: string | undefined, accent: string, letter: string) => {
      if (ONLY_IN_WORDS.has(accent) && !before) return match;
      if ((accent === '´' || accent === '`') && !VOWELS.test(letter)) return match;
      const base = letter === 'ı' ? 'i' : letter === 'ȷ' ? 'j' : letter;
      const composed = (base + COMBINING[accent]).normalize('NFC');
      return [...composed].length === 1 ? (before ?? '') + composed : match;
    },
  );
}
