import type { SourceLocation } from '../extract';
import { condense } from './condense';
import { languageTools } from '../../text/language/language';

/** Small text tools for turning source passages into slide text. */

/**
 * At most about `maxWords` words without cutting a thought: what comes before a colon, dash or
 * comma when that leaves two words or more, else the text whole (fitting sizes it). Never an
 * ellipsis: a cut sentence reads as a mistake on a slide.
 */
export function shorten(text: string, maxWords: number, tools = languageTools('en')): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (tools.wordCount(clean) <= maxWords) return clean;
  const head = /^(.{6,}?)\s*(?::|\s[–—-]\s|;|：)/u.exec(clean);
  if (head && tools.wordCount(head[1]) >= 2 && tools.wordCount(head[1]) <= maxWords) return head[1];
  return condense(clean, maxWords, tools).text;
}

/**
 * A sentence as a bullet: list markers, citations and the closing full stop removed, a capital
 * first letter (bullets of a slide read alike), condensed towards `maxWords` words without
 * cutting it (see condense).
 */
export function bulletText(
  sentence: string,
  maxWords: number,
  tools = languageTools('en'),
): string {
  return condense(sentence, maxWords, tools).text;
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

/** Where a passage came from, for speaker notes: "report.pdf, page 4", "clip.mp4, at 1:05". */
export function where(name: string, location: SourceLocation | undefined): string {
  if (location?.page) return `${name}, page ${location.page}`;
  if (location?.slide) return `${name}, slide ${location.slide}`;
  if (location?.startSeconds !== undefined)
    return `${name}, at ${timestamp(location.startSeconds)}`;
  return name;
}
