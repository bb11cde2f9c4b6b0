import type { SourceTable } from '../extracted-source';
import { normalise } from './document-builder';

/** Rows and columns of one table kept (a deck shows a part; the rest is counted, not kept). */
export const MAX_SHEET_ROWS = 500;
export const MAX_SHEET_COLUMNS = 50;

/** What one sheet (or CSV file) holds: lines of text around its table, and the table. */
export interface SheetContent {
  /** Single-cell rows above or below the table: a title, notes, a source line. */
  lines: string[];
  table?: SourceTable;
}

/**
 * Finds the table in a grid of cell text as people lay sheets out: empty leading rows and
 * columns, a title in a cell of its own above the header, the header (the first row with two
 * or more filled cells), then the body rows until the data ends.
 */
export function sheetContent(grid: string[][], sheet?: string): SheetContent {
  const rows = grid.map((row) => row.map((cell) => normalise(cell)));
  const filled = (row: string[]) => row.filter((cell) => cell).length;
  const lines: string[] = [];
  const headerIndex = rows.findIndex((row) => filled(row) >= 2);
  for (const row of headerIndex < 0 ? rows : rows.slice(0, headerIndex))
    if (filled(row)) lines.push(row.filter((cell) => cell).join(' '));
  if (headerIndex < 0) return { lines };
  const body: string[][] = [];
  for (const row of rows.slice(headerIndex + 1)) {
    if (filled(row) === 0) {
      if (body.length) break;
      continue;
    }
    if (filled(row) === 1 && row.length > 2 && body.length && !row[firstFilled(row)].match(/\d/)) {
      lines.push(row[firstFilled(row)]);
      continue;
    }
    body.push(row);
  }
  const table = [rows[headerIndex], ...body];
  const first = Math.min(...table.map(firstFilled));
  const last = Math.max(...table.map((row) => row.findLastIndex((cell) => cell)));
  const width = Math.min(last - first + 1, MAX_SHEET_COLUMNS);
  const cut = (row: string[]) =>
    Array.from({ length: width }, (_, index) => row[first + index] ?? '');
  return {
    lines,
    table: {
      header: cut(table[0]),
      rows: table.slice(1, MAX_SHEET_ROWS + 1).map(cut),
      ...(lines[0] ? { caption: lines[0] } : {}),
      ...(sheet ? { sheet } : {}),
    },
  };
}

const firstFilled = (row: string[]) => {
  const index = row.findIndex((cell) => cell);
  return index < 0 ? Infinity : index;
};

/** A number as a sheet shows it: no binary noise (0.30000000000000004), no exponent for money. */
export function numberText(value: number, percent = false): string {
  const shown = percent ? value * 100 : value;
  const text = Number.isInteger(shown)
    ? String(shown)
    : String(Number(shown.toPrecision(Math.abs(shown) >= 1 ? 10 : 6)));
  return percent ? `${text}%` : text;
}
