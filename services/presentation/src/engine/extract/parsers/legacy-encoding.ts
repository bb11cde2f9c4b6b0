import { detectLanguage, languageTools } from '../../../text/language/language';

/**
 * The code pages text that is not UTF-8 is tried in, Western first (ties keep it): the Windows
 * code pages of Europe and the Middle East, the Cyrillic DOS and Unix ones, and the East Asian
 * multi-byte encodings. Names are the WHATWG Encoding Standard's (TextDecoder's).
 */
const CANDIDATES = [
  'windows-1252',
  'windows-1250',
  'windows-1251',
  'koi8-r',
  'ibm866',
  'windows-1253',
  'windows-1254',
  'windows-1255',
  'windows-1256',
  'windows-1257',
  'shift_jis',
  'euc-kr',
  'gbk',
  'big5',
];
/** Bytes judged: enough text for the statistics, fast for every candidate. */
const SAMPLE_BYTES = 64 * 1024;
/** What a declared charset is worth: it wins over another reading unless that reads clearly better. */
const DECLARED_BONUS = 1.2;

/** A word of one script, cased as words are ("word", "Word", "WORD"; scripts without case). */
const REGULAR_WORD = new RegExp(
  [
    '^(?:\\p{Lu}?[\\p{Ll}\\p{M}]+|[\\p{Lu}\\p{M}]+)$',
    '^[\\p{Script=Arabic}\\p{Script=Hebrew}\\p{M}]+$',
  ].join('|'),
  'u',
);
/** Writing without spaces, judged by its share of SIGNS (a token is a whole clause). */
const EAST_ASIAN = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]+$/u;
/**
 * What real Chinese, Japanese and Korean text is full of and bytes of another encoding read as
 * one of these are not: kana, Hangul syllables, and the thirty most frequent Chinese characters
 * (together over a fifth of any Chinese text). Half-width katakana are left out: single bytes of
 * other encodings (EBCDIC capitals) read as them in Shift_JIS.
 */
const SIGNS =
  /[\u3041-\u309f\u30a0-\u30ff\uac00-\ud7a3的一是不了在人有我他这个们中来上大为和国地到以说时要就出会]/gu;
const MIN_SIGN_SHARE = 0.2;
/** Encodings of languages written without spaces (a text in them has next to none). */
export const UNSPACED_ENCODINGS = new Set(['shift_jis', 'euc-kr', 'gbk', 'big5']);
const ONE_SCRIPT =
  /^(?:[\p{Script=Latin}\p{M}]+|[\p{Script=Cyrillic}\p{M}]+|[\p{Script=Greek}\p{M}]+|[^\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]+)$/u;
/**
 * Windows-1252's characters for bytes 0x80 to 0x9F (five are unassigned and stay C1 controls):
 * Node's TextDecoder reads 'windows-1252' as ISO-8859-1, turning curly quotes, dashes and the
 * euro sign into control characters.
 */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** Characters no text holds: C1 controls (a Windows code page read as another) and U+FFFD. */
const IMPOSSIBLE = /[\u0080-\u009f\ufffd]/gu;
/**
 * Characters prose rarely holds and other code pages' letters read as: box drawing and blocks
 * (KOI8-R, DOS code pages), arrows and mathematical operators.
 */
const UNLIKELY = /[\u2190-\u22ff\u2500-\u25ff]/gu;

/**
 * Text in a legacy encoding: the declared one (an HTML page's charset) unless another candidate
 * reads clearly better, else the candidate whose reading looks most like words (docs/decisions.md,
 * "Text files in legacy encodings"). Reading Cyrillic, Greek, Arabic or Japanese bytes as
 * windows-1252 gives mojibake, counted as hundreds of tokens and shown on slides.
 */
export function decodeLegacy(
  bytes: Uint8Array,
  declared?: string,
): { text: string; encoding: string; score: number } {
  const sample = bytes.subarray(0, SAMPLE_BYTES);
  const declaredName = declared && encodingName(declared);
  let best = { name: 'windows-1252', score: -Infinity };
  for (const name of new Set([...(declaredName ? [declaredName] : []), ...CANDIDATES])) {
    const raw = readingScore(decode(sample, name));
    const score =
      name === declaredName ? raw * (raw > 0 ? DECLARED_BONUS : 1 / DECLARED_BONUS) : raw;
    if (score > best.score) best = { name, score };
  }
  return { text: decode(bytes, best.name), encoding: best.name, score: best.score };
}

function decode(bytes: Uint8Array, name: string): string {
  const text = new TextDecoder(name).decode(bytes);
  if (name !== 'windows-1252') return text;
  return text.replace(/[\u0080-\u009f]/g, (char) => WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80]);
}

/** TextDecoder's name for a label; undefined for an unknown label and for UTF-8 (not legacy). */
function encodingName(label: string): string | undefined {
  try {
    const name = new TextDecoder(label.trim()).encoding;
    return name === 'utf-8' ? undefined : name;
  } catch {
    return undefined;
  }
}

/**
 * How much a reading looks like words: letters of words of one script, cased as words are,
 * count for it, letters of other words and impossible characters against it, and the function
 * words of the language the reading is in (Russian "и", "не"; Arabic "في") for it. ASCII reads
 * the same in every candidate and is left out.
 */
function readingScore(text: string): number {
  const tokens = text
    .split(/[\s\p{P}\p{S}\p{N}\p{Cc}]+/u)
    .filter((token) => /\P{ASCII}/u.test(token));
  const stopwords = languageTools(detectLanguage(text)).stopwords;
  let score = -5 * (text.match(IMPOSSIBLE)?.length ?? 0) - 2 * (text.match(UNLIKELY)?.length ?? 0);
  for (const token of tokens) {
    const regular = EAST_ASIAN.test(token)
      ? (token.match(SIGNS)?.length ?? 0) >= token.length * MIN_SIGN_SHARE
      : REGULAR_WORD.test(token) && ONE_SCRIPT.test(token);
    // A lone letter says nothing either way (what is left between symbols of a wrong reading).
    if (token.length > 1) score += regular ? token.length : -token.length;
    if (regular && stopwords.has(token.toLowerCase())) score += 3 * token.length;
  }
  return score;
}

/**
 * The charset an HTML page declares in its first kilobytes (<meta charset> or http-equiv
 * Content-Type), as a browser's prescan finds it.
 */
export function declaredCharset(bytes: Uint8Array): string | undefined {
  const head = new TextDecoder('windows-1252').decode(bytes.subarray(0, 4096));
  return /<meta\b[^>]*?charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head)?.[1];
}
