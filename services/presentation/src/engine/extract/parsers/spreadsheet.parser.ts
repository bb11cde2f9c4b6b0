import type { CellValue, Worksheet } from 'exceljs';
import JSZip from 'jszip';
import Papa from 'papaparse';
import { UnreadableFile } from '../extraction-failure';
import { DocumentBuilder, type ParsedDocument, type ParsedFigure } from './document-builder';
import { isOle2 } from './docx.parser';
import type { FigureFiles } from './figure-files';
import { readFigureText } from './figure-text';
import { emptyReason } from './unshown-content';
import { diagramSections } from './diagram-text';
import { sheetDrawings, workbookCharts } from './chart-tables';
import { MAX_SHEET_COLUMNS, MAX_SHEET_ROWS, numberText, sheetContent } from './sheet-grid';
import { decodeText, requireText } from './text-decoding';
import { assertSafeZip, type ZipLimits } from './zip-guard';

/** Sheets read at most: workbooks with more are read in part. */
const MAX_SHEETS = 20;
/** Charts kept at most (each may become a chart slide). */
const MAX_CHARTS = 12;
/** Rows scanned per sheet for the table (a title and notes may come before it). */
const MAX_SCANNED_ROWS = MAX_SHEET_ROWS + 50;

/**
 * Excel workbooks (.xlsx) through exceljs, a maintained library that reads values and cached
 * formula results without evaluating anything (docs/decisions.md, "Spreadsheets"). Each
 * visible sheet becomes a section headed by its name, with its title and notes as paragraphs
 * and its data as a table; each chart (on a sheet or a chart sheet) becomes a table of the
 * numbers it shows, kept as the chart it is.
 */
export async function parseXlsx(
  bytes: Buffer,
  limits: ZipLimits,
  figures?: FigureFiles,
): Promise<ParsedDocument> {
  if (isOle2(bytes)) throw new UnreadableFile('it is password-protected or an old .xls file');
  bytes = await assertSafeZip(bytes, limits);
  const { Workbook } = (await import('exceljs')).default;
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new UnreadableFile('it is damaged or not an Excel workbook');
  }
  const sheets = workbook.worksheets.filter((sheet) => sheet.state === 'visible');
  const builder = new DocumentBuilder();
  for (const [index, sheet] of sheets.slice(0, MAX_SHEETS).entries()) {
    builder.at({ page: index + 1 });
    addSheet(builder, gridOf(sheet), sheets.length > 1 ? sheet.name : undefined);
  }
  const document = builder.build(Math.min(sheets.length, MAX_SHEETS));
  const zip = await JSZip.loadAsync(bytes);
  document.sections.push(...(await diagramSections(zip, 'xl/diagrams/')));
  // A chart draws cells of the sheets, which are counted already.
  const charts = (await workbookCharts(zip))
    .slice(0, MAX_CHARTS)
    .map((chart) => ({ ...chart, repeats: true }));
  if (charts.length) document.tables = [...(document.tables ?? []), ...charts];
  if (figures) {
    // Embedded objects are shown by their pictures, Windows metafiles as a rule.
    document.figures = await figures.drawMetafiles(await sheetPictures(zip, figures));
    await readFigureText(document.figures, figures);
  }
  if (!document.tables?.length && document.sections.length === 0 && !document.figures?.length)
    throw new UnreadableFile(emptyReason(zip, 'xl/', 'no data'));
  return document;
}

/** The pictures placed on the sheets (a logo, a photo, a scanned form), in sheet order. */
async function sheetPictures(zip: JSZip, figures: FigureFiles): Promise<ParsedFigure[]> {
  const found: ParsedFigure[] = [];
  for (const { pictures } of await sheetDrawings(zip))
    for (const part of pictures) {
      const figure = await figures.add(await zip.file(part)!.async('uint8array'));
      if (figure) found.push(figure);
    }
  return found;
}

/** CSV files through papaparse, which detects the delimiter (comma, semicolon, tab). */
export function parseCsv(bytes: Uint8Array): ParsedDocument {
  const text = requireText(decodeText(bytes)).replace(/^\ufeff/, '');
  const parsed = Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    preview: MAX_SCANNED_ROWS,
    delimitersToGuess: [',', ';', '\t', '|'],
  });
  const grid = parsed.data.map((row) => row.slice(0, MAX_SHEET_COLUMNS));
  const builder = new DocumentBuilder();
  addSheet(builder, grid);
  const document = builder.build();
  if (!document.tables?.length && document.sections.length === 0)
    throw new UnreadableFile('it contains no data');
  return document;
}

function addSheet(builder: DocumentBuilder, grid: string[][], name?: string): void {
  const { lines, table } = sheetContent(grid, name);
  const [title, ...notes] = lines;
  if (name) builder.heading(name, 1);
  if (title && name) builder.paragraph(title);
  else if (title) builder.heading(title, 1);
  if (table) builder.table(table);
  for (const note of notes) builder.paragraph(note);
}

/** The sheet's cells as text, as Excel shows them (formulas by their cached result). */
function gridOf(sheet: Worksheet): string[][] {
  const grid: string[][] = [];
  const rows = Math.min(sheet.actualRowCount ? sheet.rowCount : 0, MAX_SCANNED_ROWS);
  for (let r = 1; r <= rows; r++) {
    const row = sheet.getRow(r);
    const cells: string[] = [];
    const columns = Math.min(row.cellCount, MAX_SHEET_COLUMNS);
    for (let c = 1; c <= columns; c++) {
      const cell = row.getCell(c);
      cells.push(cellText(cell.value, /%/.test(cell.numFmt ?? '')));
    }
    grid.push(cells);
  }
  return grid;
}

function cellText(value: CellValue, percent: boolean): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return numberText(value, percent);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('result' in value) return cellText(value.result as CellValue, percent);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('text' in value) return String(value.text);
  if ('error' in value) return '';
  return '';
}
