import { DocumentBuilder, type ParsedDocument } from './document-builder';
import { parseCsv } from './spreadsheet.parser';
import { decodeText, requireText } from './text-decoding';

const BULLET = /^(\s*)(?:[-*+•·◦▪–]|\d{1,3}[.)])\s+(.*)$/;
const UNDERLINE = /^\s*(=+|-+)\s*$/;
const TERMINAL_PUNCTUATION = /[.,;:!?…"')\]。！？；，：、؟،۔]$/u;
/** A sentence end inside the line: prose, not a heading (CJK lines have no spaces to count). */
const INNER_SENTENCE_END = /[。！？](?=.)/u;
/** Longest line of a list written one item a line (wrapped prose runs longer). */
const MAX_LIST_LINE = 60;

/**
 * Plain text: paragraphs are separated by blank lines; "-", "*", "•" and "1." lines are
 * bullets (indentation gives the level); underlined lines (=== / ---) are headings, and so is
 * a short line that stands alone without closing punctuation before more text. Short lines
 * without sentences, one under the other, are a list; tab-separated columns are a table.
 */
export function parsePlainText(bytes: Uint8Array): ParsedDocument {
  const text = requireText(decodeText(bytes));
  if (isTabSeparated(text)) return parseCsv(bytes);
  const builder = new DocumentBuilder();
  const paragraphs = text.replace(/\r\n?/g, '\n').split(/\n\s*\n/);
  paragraphs.forEach((paragraph, index) => {
    const lines = paragraph.split('\n').filter((line) => line.trim());
    if (lines.length === 0) return;
    const isLast = index === paragraphs.length - 1;
    if (lines.length === 2 && UNDERLINE.test(lines[1]) && lines[1].trim().length >= 3) {
      builder.heading(lines[0], lines[1].trim().startsWith('=') ? 1 : 2);
      return;
    }
    if (lines.length === 1 && !isLast && looksLikeHeading(lines[0])) {
      builder.heading(lines[0], isShouting(lines[0]) ? 1 : 2);
      return;
    }
    if (isList(lines)) {
      for (const line of lines) builder.bullet(BULLET.exec(line)?.[2] ?? line.trim());
      return;
    }
    let prose: string[] = [];
    const flush = () => {
      if (prose.length) builder.paragraph(prose.join(' '));
      prose = [];
    };
    for (const line of lines) {
      const bullet = BULLET.exec(line);
      if (bullet) {
        flush();
        builder.bullet(bullet[2], indentLevel(bullet[1]));
      } else {
        prose.push(line);
      }
    }
    flush();
  });
  return builder.build();
}

/**
 * Three or more short lines with no sentence in them, none ending like one ("en ABC special
 * retainer", "Port ABC taxa especial"): items written one a line, which joined would make a
 * paragraph of no sentence.
 */
function isList(lines: string[]): boolean {
  return (
    lines.length >= 3 &&
    !lines.some((line) => BULLET.test(line)) &&
    lines.every(
      (line) =>
        line.trim().length <= MAX_LIST_LINE &&
        !/[.!?](\s|$)/.test(line.trim()) &&
        !INNER_SENTENCE_END.test(line) &&
        !/[。！？]$/u.test(line.trim()),
    )
  );
}

/**
 * Data saved as text with tabs between its columns (an export, ISA-Tab): most of its first
 * lines have the same number of tab-separated fields, at least two.
 */
function isTabSeparated(text: string): boolean {
  const lines = text.split(/\r?\n/, 50).filter((line) => line.trim());
  if (lines.length < 2) return false;
  const fields = lines.map((line) => line.split('\t').length);
  const usual = fields.sort((a, b) => a - b)[Math.floor(fields.length / 2)];
  return usual >= 2 && fields.filter((count) => count === usual).length >= lines.length * 0.8;
}

function looksLikeHeading(line: string): boolean {
  const text = line.trim();
  return (
    text.length <= 80 &&
    text.split(/\s+/).length <= 12 &&
    !TERMINAL_PUNCTUATION.test(text) &&
    !INNER_SENTENCE_END.test(text) &&
    !BULLET.test(line)
  );
}

const isShouting = (line: string) => /[A-Z]/.test(line) && line === line.toUpperCase();

const indentLevel = (indent: string) => Math.floor(indent.replace(/\t/g, '  ').length / 2);
