import type { PlannedChart, PlannedSlide } from '@deckforge/proto';
import type { SourceTable } from '../extract';
import { shorten } from './text-summary';

/** What one table slide holds at most: a readable table, not a spreadsheet. */
const TABLE_LIMITS = { rows: 9, columns: 6, parts: 4, cell: 120 } as const;
/** Categories a chart shows at most (the first ones, in the table's order). */
const CHART_CATEGORIES = 12;
const CHART_SERIES = 4;
/** Words a chart category has at most, in the median row: more make it a sentence. */
const CATEGORY_WORDS = 6;

/**
 * A table on slides: at most 9 body rows and 6 columns each, the header repeated on every
 * part, numbered "Title (2/3)". A wider table keeps its first column and its most informative
 * other columns (most distinct values), and the notes say which were left out; a longer one
 * shows its first parts and the notes say how many rows there are.
 */
export function tableSlides(title: string, table: SourceTable, where: string): PlannedSlide[] {
  const { kept, dropped } = informativeColumns(table);
  const cut = (row: string[]) =>
    kept.map((column) => shorten(row[column] ?? '', 25).slice(0, TABLE_LIMITS.cell));
  // An empty header cell stays empty: an invented "Column 2" would be English in any deck.
  const header = cut(table.header);
  const rows = table.rows.map(cut);
  const parts = Math.max(
    1,
    Math.min(TABLE_LIMITS.parts, Math.ceil(rows.length / TABLE_LIMITS.rows)),
  );
  const shown = rows.slice(0, parts * TABLE_LIMITS.rows);
  // Evenly filled parts (5 + 4 rows, never 7 + 2): a stub of a table reads as a leftover.
  const perPart = Math.ceil(shown.length / parts);
  const notes = [
    table.caption ?? `Table: ${title}`,
    `${table.rows.length} rows × ${table.header.length} columns — ${where}.`,
    dropped.length
      ? `Columns left out to keep the table readable: ${dropped.map((column) => table.header[column] || `column ${column + 1}`).join(', ')}.`
      : '',
    shown.length < rows.length ? `The slides show the first ${shown.length} rows.` : '',
  ]
    .filter(Boolean)
    .join('\n');
  return Array.from({ length: parts }, (_, part) => ({
    kind: 'table' as const,
    title: parts > 1 ? `${title} (${part + 1}/${parts})` : title,
    ...(parts > 1 ? { partOf: title } : {}),
    table: { header, rows: shown.slice(part * perPart, (part + 1) * perPart) },
    ...(table.caption ? { caption: shorten(table.caption, 30) } : {}),
    notes,
  }));
}

/** The first column (what the rows are) and the columns whose values differ most. */
function informativeColumns(table: SourceTable): { kept: number[]; dropped: number[] } {
  const all = table.header.map((_, column) => column);
  const filled = all.filter((column) =>
    [table.header, ...table.rows].some((row) => (row[column] ?? '').trim()),
  );
  if (filled.length <= TABLE_LIMITS.columns) return { kept: filled, dropped: [] };
  const distinct = (column: number) => new Set(table.rows.map((row) => row[column])).size;
  const [first, ...rest] = filled;
  const best = [...rest]
    .sort((a, b) => distinct(b) - distinct(a))
    .slice(0, TABLE_LIMITS.columns - 1);
  const kept = [first, ...best].sort((a, b) => a - b);
  return { kept, dropped: filled.filter((column) => !kept.includes(column)) };
}

/** "1,234.5" → 1234.5, "12 %" → 12, "(7)" → -7; undefined for anything else. */
function numberOf(text: string): number | undefined {
  const clean = text
    .trim()
    .replace(/[\s,]/g, '')
    .replace(/[−–]/g, '-')
    .replace(/^[$€£¥]/, '');
  const negative = /^\(.*\)$/.test(clean);
  const match = /^-?\d+(\.\d+)?%?$/.exec(negative ? clean.slice(1, -1) : clean);
  if (!match) return undefined;
  const value = Number.parseFloat(match[0]);
  return negative ? -value : value;
}

const TIME =
  /^((19|20)\d\d([-/ ]\w+)?|q[1-4]( (19|20)\d\d)?|(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*( \d{2,4})?|\d{4}-\d{2}(-\d{2})?)$/i;
const INDEX_HEADER = /^(#|no\.?|nr\.?|rank|ranking|id|position|pos\.?|s\/n)$/i;
const TOTAL = /^(total|sum|overall|grand total|all)\b/i;

/**
 * A chart for a table of numbers: categories from its label column (years, names), one series
 * per numeric column — ranks, running numbers and a total column that only adds the others up
 * are left out, and so is a totals row. Years or months make a line, shares of a whole a pie,
 * long or many labels horizontal bars, the rest columns. Undefined when the table is not data.
 */
export function chartOf(
  table: SourceTable,
): { chart: PlannedChart; note: string; title: string } | undefined {
  const rows = table.rows.filter(
    (row) => !TOTAL.test((row[0] ?? '').trim()) && !TOTAL.test((row[1] ?? '').trim()),
  );
  if (rows.length < 2) return undefined;
  const columns = table.header.map((_, column) => column);
  const numeric = columns.filter(
    (column) =>
      rows.filter((row) => numberOf(row[column] ?? '') !== undefined).length >= rows.length * 0.8,
  );
  const labelColumn =
    columns.find((column) => !numeric.includes(column)) ??
    (TIME.test(rows[0][0] ?? '') ? 0 : undefined);
  if (labelColumn === undefined) return undefined;
  // Categories are names; a label column of sentences (events, descriptions) makes the numbers
  // beside it days, keys or page numbers — the table is text, not data.
  const labelWords = rows
    .map((row) => (row[labelColumn] ?? '').trim().split(/\s+/).filter(Boolean).length)
    .sort((a, b) => a - b);
  if (labelWords[labelWords.length >> 1] > CATEGORY_WORDS) return undefined;
  const isRunningNumber = (column: number) =>
    INDEX_HEADER.test(table.header[column].trim()) ||
    rows.every((row, index) => numberOf(row[column] ?? '') === index + 1);
  let values = numeric.filter((column) => column !== labelColumn && !isRunningNumber(column));
  const totals = values.filter((column) => TOTAL.test(table.header[column].trim()));
  if (values.length > totals.length) values = values.filter((column) => !totals.includes(column));
  if (values.length === 0) return undefined;
  const series = values.slice(0, CHART_SERIES);
  // A row with no number in any series is a note under the data ("is a panda"), not a
  // category worth 0.
  const shown = rows
    .filter((row) => series.some((column) => numberOf(row[column] ?? '') !== undefined))
    .slice(0, CHART_CATEGORIES);
  const categories = shown.map((row, index) =>
    shorten(row[labelColumn] || `${index + 1}`, 6).slice(0, 100),
  );
  const data = series.map((column) => ({
    name: (table.header[column] || `Series ${column + 1}`).slice(0, 100),
    values: shown.map((row) => numberOf(row[column] ?? '') ?? 0),
  }));
  const overTime =
    categories.filter((category) => TIME.test(category)).length >= categories.length * 0.8;
  const sum = data[0].values.reduce((a, b) => a + b, 0);
  const shares =
    data.length === 1 &&
    categories.length <= 6 &&
    data[0].values.every((value) => value >= 0) &&
    (Math.abs(sum - 100) <= 1.5 || /%|share|percent/i.test(data[0].name));
  const longLabels = Math.max(...categories.map((category) => category.length)) > 14;
  // A chart the source drew keeps its kind; otherwise the numbers choose one.
  const type: PlannedChart['type'] = table.chartType
    ? table.chartType
    : shares
      ? 'pie'
      : overTime && categories.length >= 4
        ? 'line'
        : longLabels || categories.length > 8
          ? 'bar'
          : 'column';
  const unit = /%/.test(shown[0][series[0]] ?? '') ? '%' : undefined;
  const note = [
    `The numbers (${table.header[labelColumn] || 'category'}: ${data.map((s) => s.name).join(', ')}):`,
    ...shown.map(
      (_, index) =>
        `${categories[index]}: ${data.map((s) => `${s.name} ${s.values[index]}`).join(', ')}`,
    ),
    rows.length > shown.length
      ? `The chart shows the first ${shown.length} of ${rows.length} rows.`
      : '',
    values.length > series.length
      ? `Series left out: ${values
          .slice(series.length)
          .map((c) => table.header[c])
          .join(', ')}.`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
  // What the chart shows, for a title when the table has no caption: "Gold and Silver by Country".
  const names = data.map((s) => s.name);
  const shows =
    names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  const label = table.header[labelColumn]?.trim();
  const title = label ? `${shows} by ${label}` : shows;
  return { chart: { type, categories, series: data, ...(unit ? { unit } : {}) }, note, title };
}
