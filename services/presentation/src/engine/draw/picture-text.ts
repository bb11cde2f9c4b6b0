import type PptxGenJS from 'pptxgenjs';
import type { PlannedBullet, SlideOfKind } from '@deckforge/proto';
import { addCaption, captionHeight, captionText } from './figure-caption';
import { contain, inches } from './picture-grid';
import type { DrawContext } from './slide-drawer';
import { type Box, EMU_PER_POINT } from '../template';
import { oneBackdrop } from './one-backdrop';
import { textHeight, type TextFrame, type TextMeasurer } from '../fit';

/** Share of the content area's width the picture takes when text stands beside it. */
const PICTURE_SHARE = 0.58;
/** Share of its height the picture takes when the text goes under it. */
const PICTURE_SHARE_ABOVE = 0.68;
const GUTTER = 0.04;
/** Room kept above the measured height of points under a figure (renderers differ a little). */
const TEXT_SLACK = 1.15;
/** A figure whose contained height is this share of its area's is bounded by the height. */
const HEIGHT_BOUND = 0.98;
/**
 * Narrowest column points beside a figure read in: about 25 characters a line at 14 pt. In a
 * narrow content area (a design's free side) a column beside the figure held a word or two a
 * line ("Figure 2 / summarizes / the / algorithm"); the points go under the figure instead.
 */
const MIN_COLUMN_PT = 180;

/**
 * A picture with the passage that refers to it: the picture contained in its area (never
 * cropped, never stretched) with its caption under it, and the points beside or under it — in
 * the layout's picture and text placeholders when it has them, else in the content area as
 * pictureAndText places them.
 */
export function drawPictureWithText(
  slide: PptxGenJS.Slide,
  planned: SlideOfKind<'picture'>,
  context: DrawContext,
): void {
  const { use, measurer, font } = context;
  const path = context.asset(planned.picture.blobKey);
  const bodySizePt = context.size(0);
  const bullets = planned.bullets ?? [];
  const inPlaceholders = !!(use.picture && use.body);
  const besideText = bullets.length > 0 && !inPlaceholders;
  const { picture: pictureArea, text: textArea } = besideText
    ? pictureAndText(use.contentBox, planned.picture, (figure, text) =>
        textUnderFigure(figure, text, bullets, measurer, font),
      )
    : { picture: use.picture?.box ?? use.contentBox, text: undefined };
  // The caption goes under the figure, whatever holds the points: never beside it, never lost.
  // Where the area's height bounds the figure (a wide, short strip), every line of caption
  // shrinks the figure: it keeps to one line there.
  const whole = contain(pictureArea, planned.picture.width, planned.picture.height);
  const lines = whole.h >= pictureArea.h * HEIGHT_BOUND ? 1 : undefined;
  const caption =
    planned.caption && captionText(planned.caption, pictureArea, measurer, font, lines);
  const captionH = caption ? captionHeight(caption, pictureArea, measurer, font) : 0;
  const room = { ...pictureArea, h: pictureArea.h - captionH };
  const box = contain(room, planned.picture.width, planned.picture.height);
  slide.addImage({ path, altText: planned.altText, ...inches(box) });
  if (captionH)
    addCaption(
      slide,
      caption!,
      { x: pictureArea.x, y: box.y + box.h, w: pictureArea.w, h: captionH },
      font,
    );
  if (inPlaceholders && bullets.length) {
    // At the size text fitting measured, in the placeholder's own list style.
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
    return;
  }
  if (!textArea) return;
  const textBox = oneBackdrop(textArea, use.layout.decorations ?? []);
  const points = fittingPoints(bullets, textBox, measurer, font);
  slide.addText(paragraphs(points.bullets, points.sizePt), {
    ...inches(textBox),
    valign: textArea.w < use.contentBox.w ? 'middle' : 'top',
    color: 'tx1',
    ...(font ? { fontFace: font } : {}),
  });
}

/**
 * Where a figure and its points go in the content area: side by side, or the points under the
 * figure — whichever draws the figure larger (a wide chart over its points, a tall photo beside
 * them), but never beside it in a column too narrow to read (MIN_COLUMN_PT). Either way the
 * figure takes more than half the area; points under it keep what `fitUnder` leaves them.
 */
export function pictureAndText(
  area: Box,
  picture: { width: number; height: number },
  fitUnder: (figure: Box, text: Box) => { picture: Box; text: Box } = (figure, text) => ({
    picture: figure,
    text,
  }),
): { picture: Box; text: Box } {
  const gutterX = area.w * GUTTER;
  const gutterY = area.h * GUTTER;
  // A figure taller than its share's shape needs less than the share: the points get the rest.
  const pictureW = Math.min(area.w * PICTURE_SHARE, contain(area, picture.width, picture.height).w);
  const beside = {
    picture: { ...area, w: pictureW },
    text: {
      x: area.x + pictureW + gutterX,
      y: area.y,
      w: area.w - pictureW - gutterX,
      h: area.h,
    },
  };
  // Points under the figure may need less than their share (fitUnder: see textUnderFigure).
  const under = fitUnder(
    { ...area, h: area.h * PICTURE_SHARE_ABOVE },
    {
      x: area.x,
      y: area.y + area.h * PICTURE_SHARE_ABOVE + gutterY,
      w: area.w,
      h: area.h * (1 - PICTURE_SHARE_ABOVE) - gutterY,
    },
  );
  const drawn = (box: Box) => {
    const { w, h } = contain(box, picture.width, picture.height);
    return w * h;
  };
  const readable = beside.text.w >= MIN_COLUMN_PT * EMU_PER_POINT;
  return !readable || drawn(under.picture) > drawn(beside.picture) ? under : beside;
}

/** pptxgenjs' indent per bullet level (its default bullet margin), and the space after points. */
const BULLET_INDENT_PT = 27;
const SPACE_AFTER_PT = 6;

function paragraphs(bullets: PlannedBullet[], sizePt?: number): PptxGenJS.TextProps[] {
  return bullets.map((bullet, index) => ({
    text: bullet.text,
    options: {
      bullet: true,
      indentLevel: bullet.level,
      breakLine: index < bullets.length - 1,
      paraSpaceAfter: SPACE_AFTER_PT,
      ...(sizePt ? { fontSize: sizePt } : {}),
    },
  }));
}

/**
 * The largest size from 20 pt down to 12 pt at which the points fit the box, measured as the
 * text box is drawn (its insets, the bullets' indents, the font's line height: textHeight);
 * points that do not fit even at 12 pt are left out (the last first), never cut.
 */
export function fittingPoints(
  bullets: PlannedBullet[],
  box: Box,
  measurer: TextMeasurer,
  font?: string,
): { bullets: PlannedBullet[]; sizePt: number } {
  const height = (points: PlannedBullet[], sizePt: number) =>
    pointsHeight(points, sizePt, box, measurer, font);
  const room = box.h / EMU_PER_POINT;
  for (let sizePt = 20; sizePt > 12; sizePt -= 1)
    if (height(bullets, sizePt) <= room) return { bullets, sizePt };
  let points = bullets;
  while (points.length > 1 && height(points, 12) > room) points = points.slice(0, -1);
  return { bullets: points, sizePt: 12 };
}

/** The height (points) `bullets` take drawn at `sizePt` in a box as wide as `box` (see fittingPoints). */
function pointsHeight(
  bullets: PlannedBullet[],
  sizePt: number,
  box: Box,
  measurer: TextMeasurer,
  font?: string,
): number {
  const frame: TextFrame = {
    box,
    levels: [{ spaceAfterPt: SPACE_AFTER_PT }],
    font: { family: font },
    defaultSizePt: 12,
  };
  return textHeight(
    bullets.map((bullet) => ({
      text: bullet.text,
      level: 0,
      sizePt,
      marginLeftPt: BULLET_INDENT_PT * (bullet.level + 1),
    })),
    frame,
    1,
    measurer,
  );
}

/**
 * Points under a figure keep only the height they take at the size they fit at: the figure
 * gets the rest (one short point under a wide diagram left a third of the area empty).
 */
export function textUnderFigure(
  figure: Box,
  text: Box,
  bullets: PlannedBullet[],
  measurer: TextMeasurer,
  font?: string,
): { picture: Box; text: Box } {
  const { bullets: shown, sizePt } = fittingPoints(bullets, text, measurer, font);
  const needed = Math.min(
    text.h,
    pointsHeight(shown, sizePt, text, measurer, font) * EMU_PER_POINT * TEXT_SLACK,
  );
  const spare = text.h - needed;
  return {
    picture: { ...figure, h: figure.h + spare },
    text: { ...text, y: text.y + spare, h: needed },
  };
}
