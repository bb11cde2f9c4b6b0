import { UnreadableFile } from '../extraction-failure';
import { decodeLegacy, declaredCharset, UNSPACED_ENCODINGS } from './legacy-encoding';

/**
 * Text files as people have them: UTF-8 (with or without BOM), UTF-16 with BOM, or a legacy
 * code page (the one `declared`, or the one that reads as words). Binary content (NUL bytes) is refused rather than read as gibberish.
 */
export function decodeText(bytes: Uint8Array, declared?: string): string {
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe)
    return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff)
    return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (bytes.subarray(0, 8192).includes(0)) throw new UnreadableFile('it is not a text file');
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    const { text, encoding, score } = decodeLegacy(bytes, declared);
    // Chinese, Japanese and Korean have no spaces to judge by: their reading must look like words.
    const unspaced = UNSPACED_ENCODINGS.has(encoding) && score > 0;
    if (!unspaced && !looksLikeWords(text))
      throw new UnreadableFile(
        'its text is in an encoding we cannot read (such as EBCDIC). Save it as UTF-8 text and upload it again',
      );
    return text;
  }
}

/**
 * Text in a Windows code page has spaces between its words (or separators between its cells);
 * bytes of another encoding (EBCDIC, where a space is "@") read as one have next to none, and
 * would be counted as thousands of tokens of gibberish.
 */
function looksLikeWords(text: string): boolean {
  const sample = text.slice(0, 20_000);
  if (sample.length < 200) return true;
  const spaces = sample.match(/[ \t\u00a0,;|]/g)?.length ?? 0;
  return spaces / sample.length >= 0.02;
}

export function requireText(text: string): string {
  if (!text.trim()) throw new UnreadableFile('it is empty');
  return text;
}

/** An HTML page's text, in the charset it declares when it is not UTF-8. */
export function decodeHtml(bytes: Uint8Array): string {
  return decodeText(bytes, declaredCharset(bytes));
}
