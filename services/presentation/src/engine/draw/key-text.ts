import type PptxGenJS from 'pptxgenjs';
import type { SlideOfKind, PlannedSlide } from '@deckforge/proto';
import { type Box, EMU_PER_POINT } from '../template';
import type { TextMeasurer } from '../fit';
import { descendants, path } from '../../ooxml/xml';
import type { Document } from '@xmldom/xmldom';
/** Room kept free in the box, as text fitting keeps (renderers differ by a few percent). */
const SLACK = 0.9;
/** Body text insets of a placeholder (points, left + right and top + bottom). */
const INSET_PT = 14;

/** The largest a key figure's label is set: at most this, and at most the deck's lists. */
const LABEL_PT = 28;

/**
 * A key figure and its label in the body placeholder: the figure as large as the box allows
 * (at most 66 pt, in the theme's first accent), the label under it at the size of the deck's
 * lists (`listPt`; at most 28 pt) — it is body text, and a label twice the size of the lists
 * on the slides around it read as a jump in the type scale (Focus: 28 pt under 15 pt lists) —
 * both measured with the theme's body font so that the pair fits.
 */
export function drawBigNumber(
  slide: PptxGenJS.Slide,
  planned: SlideOfKind<'big-number'>,
  box: Box,
  measurer: TextMeasurer,
  font?: string,
  listPt = LABEL_PT,
): void {
  const widthPt = box.w / EMU_PER_POINT - INSET_PT;
  const heightPt = (box.h / EMU_PER_POINT - INSET_PT) * SLACK;
  const lineHeight = measurer.lineHeight({ family: font });
  let value = 66;
  let label = Math.min(LABEL_PT, listPt);
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

/**
 * One key sentence in the body placeholder, as large as fits (36 pt down to 20 pt, measured
 * with the theme's body font).
 */
export function drawStatement(
  slide: PptxGenJS.Slide,
  planned: SlideOfKind<'statement'>,
  box: Box,
  measurer: TextMeasurer,
  font?: string,
): void {
  const widthPt = box.w / EMU_PER_POINT - INSET_PT;
  const heightPt = (box.h / EMU_PER_POINT - INSET_PT) * SLACK;
  const lineHeight = measurer.lineHeight({ family: font });
  let size = 36;
  while (
    size > 20 &&
    measurer.lineCount(planned.text, size, widthPt, { family: font }) * size * lineHeight > heightPt
  )
    size -= 2;
  slide.addText([{ text: planned.text, options: { fontSize: size } }], { placeholder: 'body' });
}

/**
 * A statement, a key figure or a subtitle is not a list: its body paragraphs lose the bullets and indents
 * of the layout's list style (binding to the layout drops pptxgenjs's own no-bullet marks).
 */
export function withoutBullets(slide: Document, planned: PlannedSlide): void {
  // A subtitle is no list either, whichever placeholder the layout gives it.
  if (!['statement', 'big-number', 'title', 'section', 'closing'].includes(planned.kind)) return;
  for (const shape of descendants(slide, 'p:sp')) {
    const ph = path(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph');
    if (!ph || ['title', 'ctrTitle'].includes(ph.getAttribute('type') ?? '')) continue;
    for (const paragraph of descendants(shape, 'a:p')) {
      let properties = path(paragraph, 'a:pPr');
      if (!properties) {
        properties = slide.createElementNS(paragraph.namespaceURI, 'a:pPr');
        paragraph.insertBefore(properties, paragraph.firstChild);
      }
      properties.setAttribute('marL', '0');
      properties.setAttribute('indent', '0');
      for (const old of descendants(properties, 'a:buNone')) properties.removeChild(old);
      const none = slide.createElementNS(paragraph.namespaceURI, 'a:buNone');
      // a:buNone comes before run defaults (a:defRPr) and extensions in a:pPr.
      const before = path(properties, 'a:defRPr') ?? path(properties, 'a:extLst') ?? null;
      properties.insertBefore(none, before);
    }
  }
}
