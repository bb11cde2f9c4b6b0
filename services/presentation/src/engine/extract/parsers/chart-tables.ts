import type JSZip from 'jszip';
import type { Element } from '@xmldom/xmldom';
import { objectPictures } from './sheet-objects';
import { readRelationships, readXmlPart } from '../../../ooxml/opc-package';
import { attribute } from '../../../ooxml/xml';
import type { SourceTable } from '../extracted-source';
import { normalise } from './document-builder';
import { numberText } from './sheet-grid';

const CHART = 'http://schemas.openxmlformats.org/drawingml/2006/chart';
const DRAWING = 'http://schemas.openxmlformats.org/drawingml/2006/main';
/** The chart kinds a deck draws natively, by the chart element that holds the series. */
const KINDS: Record<string, SourceTable['chartType']> = {
  barChart: 'column',
  bar3DChart: 'column',
  lineChart: 'line',
  line3DChart: 'line',
  areaChart: 'line',
  area3DChart: 'line',
  pieChart: 'pie',
  pie3DChart: 'pie',
  doughnutChart: 'pie',
};
/** Categories kept per chart (a deck's chart shows far fewer). */
const MAX_POINTS = 200;

/** A sheet (worksheet or chart sheet) and the chart and picture parts drawn on it. */
interface SheetDrawings {
  sheet: string;
  charts: string[];
  pictures: string[];
}

/**
 * The charts of a workbook as tables of the numbers they show, read from the values Excel
 * cached in each chart (categories and one column per series), with the chart's title as
 * caption and its kind: a chart sheet or a chart over data on another sheet is kept as the
 * chart it is. Charts without cached values (an embedded MS Graph object) are not data.
 */
export async function workbookCharts(zip: JSZip): Promise<SourceTable[]> {
  const tables: SourceTable[] = [];
  for (const { sheet, charts } of await sheetDrawings(zip))
    for (const part of charts) {
      const table = await chartTable(zip, part, sheet);
      if (table) tables.push(table);
    }
  return tables;
}

/** The parts drawn on each visible sheet, in workbook order. */
export async function sheetDrawings(zip: JSZip): Promise<SheetDrawings[]> {
  const workbook = await readXmlPart(zip, 'xl/workbook.xml').catch(() => undefined);
  if (!workbook) return [];
  const sheetRels = await readRelationships(zip, 'xl/workbook.xml');
  const found: SheetDrawings[] = [];
  for (const sheet of Array.from(workbook.getElementsByTagName('sheet'))) {
    if (attribute(sheet, 'state') === 'hidden' || attribute(sheet, 'state') === 'veryHidden')
      continue;
    const id = sheet.getAttributeNS(
      'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
      'id',
    );
    const part = sheetRels.find((rel) => rel.id === id)?.target;
    if (!part) continue;
    const drawn: SheetDrawings = {
      sheet: attribute(sheet, 'name') ?? '',
      charts: [],
      pictures: [],
    };
    for (const drawing of (await readRelationships(zip, part)).filter(
      (rel) => rel.type === 'drawing' && !rel.external,
    ))
      for (const rel of await readRelationships(zip, drawing.target)) {
        if (rel.external || !zip.file(rel.target)) continue;
        if (rel.type === 'chart') drawn.charts.push(rel.target);
        if (rel.type === 'image') drawn.pictures.push(rel.target);
      }
    // Embedded objects (an old Microsoft Graph chart) are shown by their pictures.
    drawn.pictures.push(...(await objectPictures(zip, part)));
    if (drawn.charts.length || drawn.pictures.length) found.push(drawn);
  }
  return found;
}

/**
 * The charts of a Word or PowerPoint file (`word/charts/`, `ppt/charts/`) as tables of their
 * cached values, in part order.
 */
export async function packageCharts(zip: JSZip, folder: string): Promise<SourceTable[]> {
  const parts = Object.keys(zip.files)
    .filter((name) => name.startsWith(folder) && /\/chart\d+\.xml$/.test(name))
    .sort((a, b) => chartNumber(a) - chartNumber(b));
  const tables: SourceTable[] = [];
  for (const part of parts) {
    const table = await chartTable(zip, part);
    if (table) tables.push(table);
  }
  return tables;
}

const chartNumber = (part: string) => Number(/(\d+)\.xml$/.exec(part)?.[1] ?? 0);

async function chartTable(
  zip: JSZip,
  part: string,
  sheet?: string,
): Promise<SourceTable | undefined> {
  const document = await readXmlPart(zip, part).catch(() => undefined);
  const plot = document && byName(document.documentElement!, 'plotArea')[0];
  if (!plot) return undefined;
  const chart = Array.from(plot.childNodes).find(
    (node): node is Element => node.nodeType === 1 && (node as Element).localName! in KINDS,
  );
  const kind = chart?.localName;
  if (!chart || !kind) return undefined;
  const series = byName(chart, 'ser').map((ser) => ({
    name: normalise(cachedValues(byName(ser, 'tx')[0])[0] ?? ''),
    categories: cachedValues(byName(ser, 'cat')[0]),
    values: cachedValues(byName(ser, 'val')[0]),
  }));
  const withValues = series.filter((s) => s.values.some((value) => value !== ''));
  if (withValues.length === 0) return undefined;
  const points = Math.min(MAX_POINTS, Math.max(...withValues.map((s) => s.values.length)));
  const categories = withValues.find((s) => s.categories.length)?.categories ?? [];
  const title = chartTitle(document.documentElement!);
  const horizontal =
    kind.startsWith('bar') && attribute(byName(chart, 'barDir')[0], 'val') === 'bar';
  return {
    header: ['', ...withValues.map((s, index) => s.name || `Series ${index + 1}`)],
    rows: Array.from({ length: points }, (_, index) => [
      normalise(categories[index] ?? `${index + 1}`),
      ...withValues.map((s) => s.values[index] ?? ''),
    ]),
    ...(title ? { caption: title } : {}),
    ...(sheet ? { sheet } : {}),
    chartType: horizontal ? 'bar' : KINDS[kind],
  };
}

/** The values a reference cached (`c:strCache`, `c:numCache`, multi-level labels), by index. */
function cachedValues(reference: Element | undefined): string[] {
  if (!reference) return [];
  const values: string[] = [];
  const points = byName(reference, 'pt');
  const direct = byName(reference, 'v');
  if (points.length === 0 && direct.length) return [direct[0].textContent ?? ''];
  for (const point of points) {
    const index = Number(attribute(point, 'idx') ?? values.length);
    // Multi-level categories repeat the index per level: the innermost (first) level wins.
    if (values[index] !== undefined || index >= MAX_POINTS) continue;
    const text = byName(point, 'v')[0]?.textContent ?? '';
    const number = Number(text);
    values[index] = text !== '' && Number.isFinite(number) ? numberText(number) : text;
  }
  return Array.from(values, (value) => value ?? '');
}

function chartTitle(root: Element): string | undefined {
  const title = byName(root, 'title').find((element) => element.parentNode?.localName === 'chart');
  if (!title) return undefined;
  const text = Array.from(title.getElementsByTagNameNS(DRAWING, 't'))
    .map((t) => t.textContent ?? '')
    .join('');
  return normalise(text || cachedValues(byName(title, 'tx')[0])[0] || '') || undefined;
}

const byName = (parent: Element, local: string): Element[] =>
  Array.from(parent.getElementsByTagNameNS(CHART, local));
