import { UnreadableFile } from '../extraction-failure';

/**
 * Text files as people have them: UTF-8 (with or without BOM), UTF-16 with BOM, or an old
 * Windows code page. Binary content (NUL bytes) is refused rather than read as gibberish.
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe)
    return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff)
    return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (bytes.subarray(0, 8192).includes(0)) throw new UnreadableFile('it is not a text file');
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

export function requireText(text: string): string {
  if (!text.trim()) throw new UnreadableFile('it is empty');
  return text;
}
