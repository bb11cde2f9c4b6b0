import type { SourceLocation } from '../extraction/extracted-source';

/** Small text tools for turning source passages into slide text. */

const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

export function sentences(text: string): string[] {
  return Array.from(segmenter.segment(text), (segment) => segment.segment.trim()).filter(Boolean);
}

/** At most `maxWords` words, cut at a word boundary with an ellipsis. */
export function shorten(text: string, maxWords: number): string {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length <= maxWords) return words.join(' ');
  return `${words
    .slice(0, maxWords)
    .join(' ')
    .replace(/[,;:.!?–—-]+$/, '')}…`;
}

/**
 * A sentence as a bullet: list markers and the closing full stop removed, a capital first
 * letter (bullets of a slide read alike), and at most `maxWords` words — cut at a clause
 * boundary (comma, semicolon, dash) when one is near enough, else at a word with an ellipsis.
 */
export function bulletText(sentence: string, maxWords: number): string {
  const clean = sentence
    .replace(/^\s*(?:[-•*–·▪‣◦]|\(?\d{1,2}[.)]|\(?[a-z][.)])\s+/i, '')
    .replace(/\s+/g, ' ')
    .trim();
  const words = clean.split(' ').filter(Boolean);
  let text = clean;
  if (words.length > maxWords) {
    const head = words.slice(0, maxWords + 1).join(' ');
    const clause = /^(.*\S)\s*(?:[,;:]|\s[–—-])\s/.exec(head);
    const clauseWords = clause ? clause[1].split(' ').length : 0;
    text =
      clause && clauseWords >= Math.ceil(maxWords / 3) && clauseWords <= maxWords
        ? clause[1]
        : shorten(clean, maxWords);
  }
  text = text.replace(/[.;:,!]+$/, '');
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

/** "quarterly-report_final.pdf" → "Quarterly report final". */
export function titleFromFileName(name: string): string {
  const base = name
    .replace(/\.[^.]+$/, '')
    .replace(/[_\-.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return base ? base[0].toUpperCase() + base.slice(1) : name;
}

/** 75.4 → "1:15". */
export function timestamp(seconds: number): string {
  const whole = Math.floor(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** Normalised form for spotting the same point twice. */
export const sameText = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Where a passage came from, for speaker notes: "report.pdf, page 4", "clip.mp4, at 1:05". */
export function where(name: string, location: SourceLocation | undefined): string {
  if (location?.page) return `${name}, page ${location.page}`;
  if (location?.slide) return `${name}, slide ${location.slide}`;
  if (location?.startSeconds !== undefined)
    return `${name}, at ${timestamp(location.startSeconds)}`;
  return name;
}
