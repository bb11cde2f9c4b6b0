import type PptxGenJS from 'pptxgenjs';
import type { SlideOfKind } from '@deckforge/proto';
import { type Box, EMU_PER_POINT } from './template-analysis';
import type { TextMeasurer } from './text-measure';

/** Room kept free in the box, as text fitting keeps (renderers differ by a few percent). */
const SLACK = 0.9;
/** Body text insets of a placeholder (points, left + right and top + bottom). */
const INSET_PT = 14;

/**
 * A key figure and its label in the body placeholder: the figure as large as the box allows
 * (at most 66 pt, in the theme's first accent), the label under it at up to 28 pt, both
 * measured with the theme's body font so that the pair fits.
 */
export function drawBigNumber(
  slide: PptxGenJS.Slide,
  planned: SlideOfKind<'big-number'>,
  box: Box,
  measurer: TextMeasurer,
  font?: string,
): void {
  const widthPt = box.w / EMU_PER_POINT - INSET_PT;
  const heightPt = (box.h / EMU_PER_POINT - INSET_PT) * SLACK;
  const lineHeight = measurer.lineHeight({ family: font });
  let value = 66;
  let label = 28;
  const height = () =>
    measurer.lineCount(planned.value, value, widthPt, { family: font, bold: true }) *
      value *
      lineHeight +
    measurer.lineCount(planned.label, label, widthPt, { family: font }) * label * lineHeight;
  while (height() > heightPt && value > 20) {
    value = Math.max(20, value - 4);
    label = Math.max(12, Math.min(label, Math.round(value / 2.2)));
  }
  slide.addText(
    [
      {
        text: planned.value,
        options: { fontSize: value, bold: true, color: 'accent1', breakLine: true },
      },
      { text: planned.label, options: { fontSize: label } },
    ],
    { placeholder: 'body' },
  );
}
