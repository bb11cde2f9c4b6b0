import type PptxGenJS from 'pptxgenjs';
import type { PlannedBullet, SlideOfKind } from '@deckforge/proto';
import type { LayoutUse } from './layout-choice';
import { contain, inches } from './picture-grid';
import { type Box, EMU_PER_POINT } from './template-analysis';
import type { TextMeasurer } from './text-measure';

/** Share of the content area the picture takes when text stands beside it. */
const PICTURE_SHARE = 0.58;
const GUTTER = 0.04;
const CAPTION_PT = 12;

/**
 * A picture with the passage that refers to it: the picture contained in its area (never
 * cropped, never stretched) with its caption under it, and the points beside it — in the
 * layout's picture and text placeholders when it has them, else side by side in the content
 * area. Returns where the text went when it is a text box (undefined: the body placeholder).
 */
export function drawPictureWithText(
  slide: PptxGenJS.Slide,
  planned: SlideOfKind<'picture'>,
  use: LayoutUse,
  path: string,
  measurer: TextMeasurer,
  font?: string,
  bodySizePt?: number,
): void {
  const bullets = planned.bullets ?? [];
  const area = use.contentBox;
  const besideText = bullets.length > 0 && !(use.picture && use.body);
  const gutter = area.w * GUTTER;
  const pictureArea: Box =
    use.picture?.box ?? (besideText ? { ...area, w: area.w * PICTURE_SHARE } : area);
  const captionH =
    planned.caption && !(use.picture && use.body)
      ? captionHeight(planned.caption, pictureArea, measurer, font)
      : 0;
  const room = { ...pictureArea, h: pictureArea.h - captionH };
  const box = contain(room, planned.picture.width, planned.picture.height);
  slide.addImage({ path, altText: planned.altText, ...inches(box) });
  if (captionH)
    addCaption(
      slide,
      planned.caption!,
      { x: pictureArea.x, y: box.y + box.h, w: pictureArea.w, h: captionH },
      font,
    );
  if (use.picture && use.body) {
    // At the size text fitting measured; a caption alone is a line of text, not a bullet.
    // The placeholder's own list style (its indents and bullets), as text fitting measured it.
    if (bullets.length)
      slide.addText(
        bullets.map((bullet, index) => ({
          text: bullet.text,
          options: {
            indentLevel: bullet.level,
            breakLine: index < bullets.length - 1,
            ...(bodySizePt ? { fontSize: bodySizePt } : {}),
          },
        })),
        { placeholder: 'body' },
      );
    else if (planned.caption)
      slide.addText(planned.caption, {
        placeholder: 'body',
        ...(bodySizePt ? { fontSize: bodySizePt } : {}),
      });
    return;
  }
  if (!besideText) return;
  const textArea: Box = {
    x: area.x + area.w * PICTURE_SHARE + gutter,
    y: area.y,
    w: area.w * (1 - PICTURE_SHARE) - gutter,
    h: area.h,
  };
  const sizePt = fittingSize(bullets, textArea, measurer, font);
  slide.addText(paragraphs(bullets, sizePt), {
    ...inches(textArea),
    valign: 'middle',
    color: 'tx1',
    ...(font ? { fontFace: font } : {}),
  });
}

function paragraphs(bullets: PlannedBullet[], sizePt?: number): PptxGenJS.TextProps[] {
  return bullets.map((bullet, index) => ({
    text: bullet.text,
    options: {
      bullet: true,
      indentLevel: bullet.level,
      breakLine: index < bullets.length - 1,
      paraSpaceAfter: 6,
      ...(sizePt ? { fontSize: sizePt } : {}),
    },
  }));
}

/** The largest size from 20 pt down to 12 pt at which the points fit the box. */
export function fittingSize(
  bullets: PlannedBullet[],
  box: Box,
  measurer: TextMeasurer,
  font?: string,
): number {
  const widthPt = box.w / EMU_PER_POINT - 14;
  for (let sizePt = 20; sizePt > 12; sizePt -= 1) {
    const height = bullets.reduce(
      (sum, bullet) =>
        sum +
        measurer.lineCount(bullet.text, sizePt, widthPt - 20 * (bullet.level + 1), {
          family: font,
        }) *
          sizePt *
          measurer.lineHeight({ family: font }) +
        6,
      7,
    );
    if (height <= box.h / EMU_PER_POINT) return sizePt;
  }
  return 12;
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

/** The height a caption takes across `area`: at most three lines, at most a quarter of it. */
export function captionHeight(
  caption: string,
  area: Box,
  measurer: TextMeasurer,
  font?: string,
): number {
  const lines = Math.min(
    3,
    measurer.lineCount(caption, CAPTION_PT, area.w / EMU_PER_POINT - 14, { family: font }),
  );
  return Math.min(area.h * 0.25, (lines * CAPTION_PT * 1.25 + 8) * EMU_PER_POINT);
}
