import type PptxGenJS from 'pptxgenjs';
import type { PlannedColumn } from '@deckforge/proto';
import { inches } from './picture-grid';
import { fittingPoints } from './picture-text';
import type { Box } from '../template';
import type { TextMeasurer } from '../fit';

const GUTTER = 0.06;

/**
 * Two parallel lists side by side — in the places of the layout's two text placeholders (Two
 * Content), else halves of the content area — each under its heading, set at one size
 * (the largest at which both fit) so that neither column looks louder than the other.
 */
export function drawColumns(
  slide: PptxGenJS.Slide,
  columns: [PlannedColumn, PlannedColumn],
  area: Box,
  measurer: TextMeasurer,
  font?: string,
  places?: [Box, Box],
): void {
  const gutter = area.w * GUTTER;
  const width = (area.w - gutter) / 2;
  const boxes: Box[] = places ?? [
    { ...area, w: width },
    { ...area, x: area.x + width + gutter, w: width },
  ];
  const sizePt = Math.min(
    ...columns.map(
      (column, index) =>
        fittingPoints(
          [...(column.heading ? [{ text: column.heading, level: 0 }] : []), ...column.bullets],
          boxes[index],
          measurer,
          font,
        ).sizePt,
    ),
  );
  for (const [index, column] of columns.entries()) {
    const text: PptxGenJS.TextProps[] = [];
    if (column.heading)
      text.push({
        text: column.heading,
        options: {
          bold: true,
          color: 'accent1',
          breakLine: true,
          paraSpaceAfter: 8,
          fontSize: sizePt + 2,
        },
      });
    column.bullets.forEach((bullet, position) =>
      text.push({
        text: bullet.text,
        options: {
          bullet: true,
          indentLevel: bullet.level,
          breakLine: position < column.bullets.length - 1,
          paraSpaceAfter: 6,
          fontSize: sizePt,
        },
      }),
    );
    slide.addText(text, {
      ...inches(boxes[index]),
      valign: 'top',
      color: 'tx1',
      ...(font ? { fontFace: font } : {}),
    });
  }
}
