/**
 * Leaders and fill-in blanks: a table of contents' dots between an entry and its page number
 * ("Introduction . . . . 11"), a form's places to write in ("nacido/a el ………. de …………",
 * "NOM ......", "Nº EXPEDIENTE: ____"). They are layout, not words: no slide shows them.
 *
 * A run of four dots or more (single spaces between them allowed, as LaTeX sets them), of two
 * ellipsis characters or more (mixed with dots), or of three underscores or more. Three dots or
 * one "…" end a sentence that trails off; they are no leader.
 */
const LEADER = /[.…·](?: ?[.…·]){3,}|…[.…]*…|_{3,}/u;
const LEADERS = new RegExp(LEADER.source, 'gu');
/** A leader and the page number it leads to, as a table of contents sets each entry. */
const ENTRY_END = new RegExp(`\\s*(?:${LEADER.source})\\s*(\\d{1,4}|[ivxlc]{1,6})(?=\\s|$)`, 'giu');

/** Whether text holds a leader or a blank to fill in. */
export function holdsLeader(text: string): boolean {
  return LEADER.test(text);
}

/** Text without its leaders and blanks ("Nº EXPEDIENTE: ____" → "Nº EXPEDIENTE:"). */
export function withoutLeaders(text: string): string {
  return text.replace(LEADERS, ' ').replace(/\s+/g, ' ').trim();
}

/** An entry of a table of contents: its words, and how deep its number puts it ("2.1" → 1). */
export interface ContentsEntry {
  text: string;
  level: number;
}

/**
 * The entries of a table of contents, however its lines were joined: each ends in a leader and
 * its page number ("Abstract . . . 3 Foreword . . . 5" → "Abstract", "Foreword"). Entries
 * without a leader are not told apart from prose, so text without any gives none.
 */
export function contentsEntries(text: string): ContentsEntry[] {
  const entries: ContentsEntry[] = [];
  let start = 0;
  for (const match of text.matchAll(ENTRY_END)) {
    const entry = text.slice(start, match.index).replace(/\s+/g, ' ').trim();
    start = match.index + match[0].length;
    if (!/\p{L}/u.test(entry)) continue;
    const number = /^(\d+(?:\.\d+)*)\.?\s/u.exec(entry);
    entries.push({ text: entry, level: number ? number[1].split('.').length - 1 : 0 });
  }
  return entries;
}
