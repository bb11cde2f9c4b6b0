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

/** The key sentence of a paragraph: its first sentence, shortened for a bullet. */
export function keySentence(paragraph: string, maxWords: number): string {
  return shorten(sentences(paragraph)[0] ?? paragraph, maxWords).replace(/[.;:]$/, '');
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
