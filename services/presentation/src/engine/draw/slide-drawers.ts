import { readFile } from 'node:fs/promises';
import type PptxGenJS from 'pptxgenjs';
import type { SlideKind, SlideOfKind } from '@deckforge/proto';
import { EMU_PER_INCH, EMU_PER_POINT } from '../template';
import { FONT_FLOORS } from '../fit';
import { fillsBox } from '../layout';
import { drawChart } from './chart-drawing';
import { drawColumns } from './columns-drawing';
import { drawBigNumber, drawStatement } from './key-text';
import { contain, drawPictureGrid, inches } from './picture-grid';
import { addCaption, captionHeight } from './figure-caption';
import { drawPictureWithText } from './picture-text';
import type { DrawContext, Drawer, Drawers } from './slide-drawer';
import { drawTable } from './table-drawing';

/** pptxgenjs options for body text of `level`: the size fitting chose, if any. */
function sized(context: DrawContext, level: number): { fontSize?: number } {
  const fontSize = context.size(level);
  return fontSize ? { fontSize } : {};
}

function drawSubtitle(
  slide: PptxGenJS.Slide,
  planned: SlideOfKind<'title' | 'section' | 'closing'>,
  context: DrawContext,
): void {
  if (planned.subtitle)
    slide.addText(planned.subtitle, { placeholder: 'body', ...sized(context, 0) });
}

const drawBullets: Drawer<'bullets'> = (slide, planned, context) => {
  slide.addText(
    planned.bullets.map((bullet, index) => ({
      text: bullet.text,
      options: {
        indentLevel: bullet.level,
        breakLine: index < planned.bullets.length - 1,
        ...sized(context, bullet.level),
        ...context.spacing(bullet.level),
      },
    })),
    { placeholder: 'body' },
  );
};

const drawPicture: Drawer<'picture'> = (slide, planned, context) => {
  const { picture } = planned;
  const { use } = context;
  // Figures with their passage or caption, and pictures a placeholder would crop by more
  // than a quarter (see fillsBox): contained, never cropped.
  const box = use.picture?.box;
  const path = context.asset(picture.blobKey);
  if (
    planned.bullets?.length ||
    planned.caption ||
    (box && !fillsBox(box, picture.width, picture.height))
  ) {
    drawPictureWithText(slide, planned, context);
    return;
  }
  const area = use.picture?.box ?? use.contentBox;
  const image = { path, altText: planned.altText };
  if (use.picture?.box) {
    // Fill the picture placeholder, cropping the overflow evenly (PowerPoint's own behaviour).
    const scale = Math.max(area.w / picture.width, area.h / picture.height);
    slide.addImage({
      ...image,
      ...inches({ x: area.x, y: area.y, w: picture.width * scale, h: picture.height * scale }),
      sizing: { type: 'cover', w: area.w / EMU_PER_INCH, h: area.h / EMU_PER_INCH },
    });
  } else {
    slide.addImage({ ...image, ...inches(contain(area, picture.width, picture.height)) });
  }
};

const drawMedia: Drawer<'media'> = async (slide, planned, context) => {
  const { media } = planned;
  const { contentBox } = context.use;
  // Why there is no transcript, under the recording: room for two lines at the body floor,
  // whatever line spacing the template gives free text.
  const captionH = planned.caption
    ? Math.max(
        captionHeight(planned.caption, contentBox, context.measurer, context.font),
        Math.min(contentBox.h * 0.25, 2 * FONT_FLOORS.bodyPt * 1.5 * EMU_PER_POINT),
      )
    : 0;
  const area = { ...contentBox, h: contentBox.h - captionH };
  const box =
    media.kind === 'video'
      ? contain(area, media.width ?? 16, media.height ?? 9)
      : contain(area, 1, 1, Math.min(area.w, area.h, EMU_PER_INCH * 1.5));
  const poster = media.posterBlobKey && (await readFile(context.asset(media.posterBlobKey)));
  slide.addMedia({
    type: media.kind,
    path: context.asset(media.blobKey),
    extn: media.extension,
    ...(poster ? { cover: `image/jpeg;base64,${poster.toString('base64')}` } : {}),
    ...inches(box),
  });
  if (captionH)
    addCaption(slide, planned.caption!, { ...area, y: box.y + box.h, h: captionH }, context.font);
};

/** The drawer of each slide kind (docs/architecture.md, "Generation"). */
const DRAWERS: Drawers = {
  title: drawSubtitle,
  section: drawSubtitle,
  closing: drawSubtitle,
  bullets: drawBullets,
  'two-columns': (slide, planned, { use, measurer, font }) =>
    drawColumns(slide, [planned.left, planned.right], use.contentBox, measurer, font, use.columns),
  statement: (slide, planned, { use, measurer, font }) =>
    drawStatement(slide, planned, use.body?.box ?? use.contentBox, measurer, font),
  'big-number': (slide, planned, { use, measurer, font, listSizePt }) =>
    drawBigNumber(slide, planned, use.body?.box ?? use.contentBox, measurer, font, listSizePt),
  'picture-grid': (slide, planned, { use, asset, font }) =>
    drawPictureGrid(slide, planned, use.contentBox, asset, font),
  table: (slide, planned, { use, measurer, font }) => {
    drawTable(slide, planned.table, use.contentBox, measurer, font);
  },
  chart: (slide, planned, { use, font }) =>
    drawChart(slide, planned.chart, use.contentBox, planned.caption ?? planned.title, font),
  picture: drawPicture,
  media: drawMedia,
};

/** Draws a slide's content with its kind's drawer. */
export function drawContent<K extends SlideKind>(
  slide: PptxGenJS.Slide,
  planned: SlideOfKind<K>,
  context: DrawContext,
): void | Promise<void> {
  return (DRAWERS[planned.kind as K] as Drawer<K>)(slide, planned, context);
}
