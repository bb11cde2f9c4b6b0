import type PptxGenJS from 'pptxgenjs';
import type { PlannedChart } from '@deckforge/proto';
import { type Box, EMU_PER_INCH } from '../template';

/** The theme's accents, as scheme colours: the chart follows the template's palette. */
const ACCENTS = ['accent1', 'accent2', 'accent3', 'accent4', 'accent5', 'accent6'];

/**
 * Every word of the chart in one colour, the legend's included (pptxgenjs leaves it unset, and
 * renderers then pick black whatever is behind): black, as pptxgenjs sets the rest, which the
 * package step keeps where it reads and mends where it does not (see ensureChartContrast).
 */
const TEXT = '000000';
const TEXT_COLOURS = {
  legendColor: TEXT,
  catAxisLabelColor: TEXT,
  valAxisLabelColor: TEXT,
  dataLabelColor: TEXT,
  valAxisTitleColor: TEXT,
};

const TYPES: Record<PlannedChart['type'], 'bar' | 'line' | 'pie'> = {
  bar: 'bar',
  column: 'bar',
  line: 'line',
  pie: 'pie',
};

/**
 * A native chart (c:chart with its embedded workbook, editable in PowerPoint) in the area:
 * bars across for `bar`, columns for `column`, a line per series or a pie, coloured with the
 * theme's accents and labelled in the theme's body font.
 */
export function drawChart(
  slide: PptxGenJS.Slide,
  chart: PlannedChart,
  area: Box,
  altText: string,
  font?: string,
): void {
  const type = TYPES[chart.type];
  const data = chart.series.map((series) => ({
    name: series.name,
    labels: chart.categories,
    values: series.values,
  }));
  const many = chart.categories.length > 8;
  slide.addChart(type, data, {
    x: area.x / EMU_PER_INCH,
    y: area.y / EMU_PER_INCH,
    w: area.w / EMU_PER_INCH,
    h: area.h / EMU_PER_INCH,
    altText,
    // One series is one colour (pptxgenjs would give each bar its own).
    chartColors: chart.series.length === 1 && type !== 'pie' ? ACCENTS.slice(0, 1) : ACCENTS,
    ...(type === 'bar' ? { barDir: chart.type === 'bar' ? 'bar' : 'col', barGapWidthPct: 60 } : {}),
    // Horizontal bars read top-down in the table's order (pptxgenjs writes 'maxMin', though
    // its types name only 'minMax').
    ...(chart.type === 'bar' ? { catAxisOrientation: 'maxMin' as 'minMax' } : {}),
    ...(type === 'line' ? { lineSize: 2, lineDataSymbolSize: 6 } : {}),
    showLegend: chart.series.length > 1 || type === 'pie',
    legendPos: type === 'pie' ? 'r' : 'b',
    ...TEXT_COLOURS,
    legendFontSize: 12,
    ...(font ? { legendFontFace: font } : {}),
    showValue: type === 'pie' || (chart.series.length === 1 && !many),
    dataLabelFontSize: 11,
    ...(type === 'pie' ? { showPercent: true, showValue: false } : {}),
    catAxisLabelFontSize: many ? 10 : 12,
    valAxisLabelFontSize: 11,
    ...(font
      ? { catAxisLabelFontFace: font, valAxisLabelFontFace: font, dataLabelFontFace: font }
      : {}),
    ...(chart.unit && type !== 'pie'
      ? { showValAxisTitle: true, valAxisTitle: chart.unit, valAxisTitleFontSize: 12 }
      : {}),
    valGridLine: { color: 'D9D9D9', size: 0.5 },
    catGridLine: { style: 'none' },
  });
}
