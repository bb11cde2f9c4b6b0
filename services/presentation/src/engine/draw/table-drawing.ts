import type PptxGenJS from 'pptxgenjs';
import type { PlannedTable } from '@deckforge/proto';
import { type Box, EMU_PER_INCH, EMU_PER_POINT } from '../template';
import type { TextMeasurer } from '../fit';

/** Largest and smallest type a table is set in (points). */
const MAX_SIZE_PT = 18;
const MIN_SIZE_PT = 10;
/** Inner margins of a cell (points): pptxgenjs's default is about this. */
const CELL_MARGIN_PT = 5;
const LINE = 1.2;

export interface TableLayout {
  sizePt: number;
  /** Column widths in EMU, summing to the table's width. */
  columns: number[];
  /** Height of each row as measured (EMU). */
  rows: number[];
  /** Height of the whole table as measured (EMU). */
  height: number;
}

/**
 * The largest type size at which the table fits `area`, and column widths in proportion to
 * what their cells hold (every column gets room for its longest word). Measured with the theme
 * body font, so a table that fits here fits in PowerPoint and LibreOffice.
 */
export function layOutTable(
  table: PlannedTable,
  area: Box,
  measurer: TextMeasurer,
  font?: string,
): TableLayout {
  const rows = [table.header, ...table.rows];
  const columnCount = table.header.length;
  const widthPt = area.w / EMU_PER_POINT;
  const weights = Array.from({ length: columnCount }, (_, column) => {
    const cells = rows.map((row) => row[column] ?? '');
    const longest = Math.max(4, ...cells.map((cell) => cell.length));
    const word = Math.max(3, ...cells.flatMap((cell) => cell.split(/\s+/).map((w) => w.length)));
    return { share: Math.sqrt(longest), word };
  });
  const total = weights.reduce((sum, weight) => sum + weight.share, 0);
  let layout: TableLayout | undefined;
  for (let sizePt = MAX_SIZE_PT; sizePt >= MIN_SIZE_PT; sizePt -= 1) {
    // Room for the longest word first, the rest shared by how much the columns hold.
    const minimum = weights.map((w) =>
      Math.min(w.word * sizePt * 0.6 + 2 * CELL_MARGIN_PT, widthPt / 2),
    );
    const spare = Math.max(0, widthPt - minimum.reduce((a, b) => a + b, 0));
    const columnsPt = weights.map((w, index) => minimum[index] + (spare * w.share) / total);
    const scale = widthPt / columnsPt.reduce((a, b) => a + b, 0);
    const fitted = columnsPt.map((width) => width * scale);
    const rowsPt: number[] = [];
    for (const [index, row] of rows.entries()) {
      const lines = Math.max(
        1,
        ...fitted.map((width, column) =>
          measurer.lineCount(row[column] ?? '', sizePt, width - 2 * CELL_MARGIN_PT, {
            family: font,
            bold: index === 0,
          }),
        ),
      );
      rowsPt.push(lines * sizePt * LINE + 2 * CELL_MARGIN_PT);
    }
    const heightPt = rowsPt.reduce((a, b) => a + b, 0);
    layout = {
      sizePt,
      columns: fitted.map((width) => Math.round(width * EMU_PER_POINT)),
      rows: rowsPt.map((row) => Math.round(row * EMU_PER_POINT)),
      height: Math.round(heightPt * EMU_PER_POINT),
    };
    if (layout.height <= area.h) break;
  }
  return layout!;
}

/**
 * A native table (a:tbl) in the area: a header row in the theme's first accent colour, banded
 * body rows, thin rules, the theme's body font; numbers aligned right. Editable in PowerPoint
 * like any table made there.
 */
export function drawTable(
  slide: PptxGenJS.Slide,
  table: PlannedTable,
  area: Box,
  measurer: TextMeasurer,
  font?: string,
): Box {
  const layout = layOutTable(table, area, measurer, font);
  const numeric = table.header.map(
    (_, column) => table.rows.length > 0 && table.rows.every((row) => isNumber(row[column] ?? '')),
  );
  const border = { type: 'solid' as const, pt: 0.75, color: 'bg2' };
  const cell = (text: string, row: number, column: number): PptxGenJS.TableCell => ({
    text,
    options: {
      // Size and font on every cell: pptxgenjs leaves cells without them at its own default.
      fontSize: layout.sizePt,
      ...(font ? { fontFace: font } : {}),
      bold: row === 0,
      color: row === 0 ? 'bg1' : 'tx1',
      fill: { color: row === 0 ? 'accent1' : row % 2 === 0 ? 'bg2' : 'bg1' },
      align: numeric[column] ? 'right' : 'left',
      border: [border, border, border, border],
    },
  });
  const rows = [table.header, ...table.rows].map((row, index) =>
    table.header.map((_, column) => cell(row[column] ?? '', index, column)),
  );
  const height = Math.min(layout.height, area.h);
  slide.addTable(rows, {
    x: area.x / EMU_PER_INCH,
    y: area.y / EMU_PER_INCH,
    w: area.w / EMU_PER_INCH,
    colW: layout.columns.map((width) => width / EMU_PER_INCH),
    // Measured row heights: the table's extent is known (PowerPoint grows a row that needs it).
    rowH: layout.rows.map((height) => height / EMU_PER_INCH),
    fontSize: layout.sizePt,
    ...(font ? { fontFace: font } : {}),
    margin: CELL_MARGIN_PT,
    valign: 'middle',
    autoPage: false,
  });
  return { ...area, h: height };
}

/** A cell that reads as a number: "1,234", "-4.5", "12 %", "$3.2", "(7)". */
const isNumber = (text: string): boolean =>
  /^[(−-]?[$€£¥]?\s?[0-9][0-9,.\s]*\s?(%|[kKmMbB]n?)?\)?$/.test(text.trim());
