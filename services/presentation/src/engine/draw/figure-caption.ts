import type PptxGenJS from 'pptxgenjs';
import { inches } from './picture-grid';
import { type Box, EMU_PER_POINT } from '../template';
import { textHeight, type TextMeasurer } from '../fit';

/** Captions under a figure or a recording: small italics, at most three lines. */
const CAPTION_PT = 12;
/** A caption takes at most this share of the area's height (the figure keeps the rest). */
const CAPTION_SHARE = 0.25;

/**
 * A caption as it fits under a figure: whole when `maxLines` lines (three unless the figure
 * needs the height) hold it within its share of the area, else its first sentence (what the
 * figure is; the rest explains it, and stays in the notes and alt text), else that sentence's
 * first clause ("Figure 14: Using a 5-point scale" of a five-line sentence), else its label
 * ("Figure 13").
 */
export function captionText(
  caption: string,
  area: Box,
  measurer: TextMeasurer,
  font?: string,
  maxLines = 3,
): string {
  const sentence = caption.split(/(?<=[.!?])\s+(?=\p{Lu})/u)[0];
  const clause = sentence.split(/\s*(?:[,;]\s|\s\(|\s[–—]\s)/u)[0];
  const label = /^(\p{L}+\.?\s*\d+[a-z]?)\s*[:.]/u.exec(clause)?.[1];
  const candidates = [caption, sentence, clause, ...(label ? [label] : [])];
  return (
    candidates.find(
      (text) =>
        measurer.lineCount(text, CAPTION_PT, area.w / EMU_PER_POINT - 14, { family: font }) <=
          maxLines && neededHeight(text, area, measurer, font) <= area.h * CAPTION_SHARE,
    ) ?? candidates[candidates.length - 1]
  );
}

/** A caption in small italics, centred in `box` (under a picture or a recording). */
export function addCaption(slide: PptxGenJS.Slide, caption: string, box: Box, font?: string) {
  slide.addText(caption, {
    ...inches(box),
    fontSize: CAPTION_PT,
    italic: true,
    align: 'center',
    valign: 'top',
    color: 'tx1',
    ...(font ? { fontFace: font } : {}),
  });
}

/** Points a caption's box keeps beyond its measured text: the checker's rounding. */
const SLACK_PT = 1;

/**
 * The height a caption takes across `area`, measured as any text box is (its font's own line
 * height and the box's insets: a fixed 1.25 lines left Georgia's captions a point short), at
 * most a quarter of the area.
 */
export function captionHeight(
  caption: string,
  area: Box,
  measurer: TextMeasurer,
  font?: string,
): number {
  return Math.min(area.h * CAPTION_SHARE, neededHeight(caption, area, measurer, font));
}

/** The height (EMU) a caption's text needs across `area`. */
function neededHeight(caption: string, area: Box, measurer: TextMeasurer, font?: string) {
  const frame = { box: area, levels: [], font: { family: font }, defaultSizePt: CAPTION_PT };
  return (textHeight([{ text: caption, level: 0 }], frame, 1, measurer) + SLACK_PT) * EMU_PER_POINT;
}
