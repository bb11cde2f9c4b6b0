import type { ChildNode, Element } from 'domhandler';
import { normalise } from './document-builder';
import type { SourceTable } from '../extracted-source';

/** Rows and columns a table is read with at most (the deck shows a part of it anyway). */
const MAX_ROWS = 200;
const MAX_COLUMNS = 30;

/**
 * A data table of an HTML page (or of a Word document through mammoth): its rows of cell text,
 * the first row as header, its `caption`. Tables used for page layout — a single row or column,
 * or cells holding whole passages — give undefined, and their text is read as prose.
 */
export function tableOf(
  table: Element,
  textOf: (nodes: ChildNode[]) => string,
): SourceTable | undefined {
  const rows: string[][] = [];
  for (const row of rowsOf(table)) {
    if (rows.length >= MAX_ROWS) break;
    const cells: string[] = [];
    for (const cell of elements(row.children).filter((c) => /^t[dh]$/i.test(c.name))) {
      const text = normalise(textOf(cell.children));
      const span = Math.min(Number(cell.attribs.colspan) || 1, MAX_COLUMNS);
      cells.push(text, ...Array<string>(span - 1).fill(''));
    }
    if (cells.some((cell) => cell)) rows.push(cells.slice(0, MAX_COLUMNS));
  }
  const columns = Math.max(0, ...rows.map((row) => row.length));
  if (rows.length < 2 || columns < 2) return undefined;
  const cells = rows.flat().filter((cell) => cell);
  const words = cells.reduce((sum, cell) => sum + cell.split(' ').length, 0);
  // A layout table's cells hold paragraphs; a data table's hold a few words or a number.
  if (words / cells.length > 25) return undefined;
  const square = rows.map((row) => [...row, ...Array<string>(columns - row.length).fill('')]);
  const captionElement = elements(table.children).find((c) => c.name.toLowerCase() === 'caption');
  const caption = captionElement ? normalise(textOf(captionElement.children)) : '';
  return { header: square[0], rows: square.slice(1), ...(caption ? { caption } : {}) };
}

/** The table's own rows (directly or in thead/tbody/tfoot), not those of nested tables. */
function rowsOf(table: Element): Element[] {
  const rows: Element[] = [];
  for (const child of elements(table.children)) {
    const name = child.name.toLowerCase();
    if (name === 'tr') rows.push(child);
    else if (/^(thead|tbody|tfoot)$/.test(name))
      rows.push(...elements(child.children).filter((c) => c.name.toLowerCase() === 'tr'));
  }
  return rows;
}

const elements = (nodes: ChildNode[]): Element[] =>
  nodes.filter((node): node is Element => node.type === 'tag');
