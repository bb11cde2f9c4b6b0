import { readFile } from 'node:fs/promises';
import PptxGenJS from 'pptxgenjs';
import type { DeckPlan, PlannedSlide, SlideKind } from '@deckforge/proto';
import { drawBigNumber, drawStatement } from './key-text';
import { drawChart } from './chart-drawing';
import { drawColumns } from './columns-drawing';
import { clearArea } from './free-area';
import type { LayoutChoice, LayoutUse } from './layout-choice';
import { drawPictureGrid } from './picture-grid';
import { addCaption, captionHeight, drawPictureWithText } from './picture-text';
import { drawTable } from './table-drawing';
import { type Box, EMU_PER_INCH, EMU_PER_POINT, type TemplateInfo } from './template-analysis';
import { FONT_FLOORS, framesOf } from './text-fit';
import { levelSize, type TextMeasurer } from './text-measure';

/** Local copies of the pictures, media and posters a plan refers to, by blob key. */
export type AssetPaths = ReadonlyMap<string, string>;

const CONTENT_MASTER = 'DECKFORGE_CONTENT';

/**
 * Step 1 of rendering: a content-only deck made with pptxgenjs at the template's slide size.
 * Text goes into two placeholders (title, body) that are later re-bound to the chosen layout's
 * own placeholders; pictures and media are positioned in the layout's areas.
 */
export async function buildContentDeck(
  plan: DeckPlan,
  template: TemplateInfo,
  layouts: LayoutChoice,
  assets: AssetPaths,
  measurer: TextMeasurer,
): Promise<{ deck: Buffer; uses: LayoutUse[] }> {
  const pptx = new PptxGenJS();
  pptx.defineLayout({
    name: 'TEMPLATE',
    width: template.slideWidth / EMU_PER_INCH,
    height: template.slideHeight / EMU_PER_INCH,
  });
  pptx.layout = 'TEMPLATE';
  pptx.title = plan.title;
  pptx.defineSlideMaster({
    title: CONTENT_MASTER,
    objects: [
      {
        placeholder: {
          options: { name: 'title', type: 'title', x: 0.5, y: 0.3, w: 9, h: 1 },
          text: '',
        },
      },
      {
        placeholder: {
          options: { name: 'body', type: 'body', x: 0.5, y: 1.5, w: 9, h: 4 },
          text: '',
        },
      },
    ],
  });
  const uses: LayoutUse[] = [];
  for (const planned of plan.slides) {
    const use = layouts[planned.kind];
    const slide = pptx.addSlide({ masterName: CONTENT_MASTER });
    // A prototype's sizes are its sample text's, not its layout's: written on the runs.
    const titleSize =
      planned.fit?.titleSizePt ?? (use.prototype ? use.title?.levels?.[0]?.sizePt : undefined);
    slide.addText(planned.title, {
      placeholder: 'title',
      ...(titleSize ? { fontSize: titleSize } : {}),
    });
    const visual = { measurer, font: template.fonts.minor };
    const placed = OPAQUE_KINDS.includes(planned.kind) ? clearOfArtwork(use, template) : use;
    await addContent(slide, planned, placed, bodySizes(planned, use, template), assets, visual);
    if (planned.notes) slide.addNotes(planned.notes);
    uses.push(use);
  }
  const deck = (await pptx.write({ outputType: 'nodebuffer', compression: false })) as Buffer;
  return { deck, uses };
}

/** Slides whose content hides what lies under it: pictures, media, tables, charts. */
const OPAQUE_KINDS: SlideKind[] = ['picture', 'picture-grid', 'media', 'table', 'chart'];

/**
 * The use with its content area clear of the layout's artwork, small marks included (see
 * clearArea). A prototype's content area is already the room its artwork leaves.
 */
function clearOfArtwork(use: LayoutUse, template: TemplateInfo): LayoutUse {
  if (use.prototype) return use;
  const slideArea = template.slideWidth * template.slideHeight;
  return { ...use, contentBox: clearArea(use.contentBox, use.layout.decorations ?? [], slideArea) };
}

/**
 * Explicit body sizes per outline level (undefined: the template's): every level when text
 * fitting shrank the text, the text sits in a plain box (a layout without body) or the
 * template gives no first-level size that could be read; deeper levels the template gives no
 * size of its own (they would fall back to the application's default, often larger than the
 * first level); and levels the template sets below the readable floor, raised to it.
 */
function bodySizes(
  planned: PlannedSlide,
  use: LayoutUse,
  template: TemplateInfo,
): ((level: number) => number | undefined) | undefined {
  const scale = planned.fit?.bodyScale;
  const frame = framesOf(use, template).body!;
  const floor = frame.floorPt ?? 0;
  // Shrunk text keeps every level at the floor at least, as fitting measured it.
  const size = (level: number) =>
    Math.max(floor, Math.floor(levelSize(frame, level) * (scale ?? 1) * 2) / 2);
  // Without a size of the template's own for the first level, the size measured is written.
  if (scale || !use.body || !frame.levels[0]?.sizePt || use.prototype) return size;
  return (level) =>
    (level > 0 && !frame.levels[level]?.sizePt) || levelSize(frame, level) < floor
      ? size(level)
      : undefined;
}

async function addContent(
  slide: PptxGenJS.Slide,
  planned: PlannedSlide,
  use: LayoutUse,
  size: ((level: number) => number | undefined) | undefined,
  assets: AssetPaths,
  visual: { measurer: TextMeasurer; font?: string },
): Promise<void> {
  const { measurer, font } = visual;
  const sized = (level: number) => {
    const fontSize = size?.(level);
    return fontSize ? { fontSize } : {};
  };
  switch (planned.kind) {
    case 'title':
    case 'section':
      if (planned.subtitle) slide.addText(planned.subtitle, { placeholder: 'body', ...sized(0) });
      return;
    case 'bullets':
      slide.addText(
        planned.bullets.map((bullet, index) => ({
          text: bullet.text,
          options: {
            indentLevel: bullet.level,
            breakLine: index < planned.bullets.length - 1,
            ...sized(bullet.level),
          },
        })),
        { placeholder: 'body' },
      );
      return;
    case 'two-columns':
      drawColumns(
        slide,
        [planned.left, planned.right],
        use.contentBox,
        measurer,
        font,
        use.columns,
      );
      return;
    case 'statement':
      drawStatement(slide, planned, use.body?.box ?? use.contentBox, measurer, font);
      return;
    case 'big-number':
      drawBigNumber(slide, planned, use.body?.box ?? use.contentBox, measurer, font);
      return;
    case 'closing':
      if (planned.subtitle) slide.addText(planned.subtitle, { placeholder: 'body', ...sized(0) });
      return;
    case 'picture-grid':
      drawPictureGrid(slide, planned, use.contentBox, (key) => asset(assets, key), font);
      return;
    case 'table':
      drawTable(slide, planned.table, use.contentBox, measurer, font);
      return;
    case 'chart':
      drawChart(slide, planned.chart, use.contentBox, planned.caption ?? planned.title, font);
      return;
    case 'picture': {
      const { picture } = planned;
      // Figures with their passage or caption, and pictures a placeholder would crop by more
      // than a quarter: contained, never cropped.
      const box = use.picture?.box;
      const crop = box ? Math.abs(Math.log((box.w / box.h) * (picture.height / picture.width))) : 0;
      if (planned.bullets?.length || planned.caption || crop > Math.log(4 / 3)) {
        drawPictureWithText(
          slide,
          planned,
          use,
          asset(assets, picture.blobKey),
          measurer,
          font,
          size?.(0),
        );
        return;
      }
      const area = use.picture?.box ?? use.contentBox;
      const image = {
        path: asset(assets, picture.blobKey),
        altText: planned.altText,
      };
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
      if (planned.caption && use.body && use.picture)
        slide.addText(planned.caption, { placeholder: 'body', ...sized(0) });
      return;
    }
    case 'media': {
      const { media } = planned;
      // Why there is no transcript, under the recording: room for two lines at the body floor,
      // whatever line spacing the template gives free text.
      const captionH = planned.caption
        ? Math.max(
            captionHeight(planned.caption, use.contentBox, measurer, font),
            Math.min(use.contentBox.h * 0.25, 2 * FONT_FLOORS.bodyPt * 1.5 * EMU_PER_POINT),
          )
        : 0;
      const area = { ...use.contentBox, h: use.contentBox.h - captionH };
      const box =
        media.kind === 'video'
          ? contain(area, media.width ?? 16, media.height ?? 9)
          : contain(area, 1, 1, Math.min(area.w, area.h, EMU_PER_INCH * 1.5));
      slide.addMedia({
        type: media.kind,
        path: asset(assets, media.blobKey),
        extn: media.extension,
        ...(media.posterBlobKey
          ? {
              cover: `image/jpeg;base64,${(await readFile(asset(assets, media.posterBlobKey))).toString('base64')}`,
            }
          : {}),
        ...inches(box),
      });
      if (captionH)
        addCaption(slide, planned.caption!, { ...area, y: box.y + box.h, h: captionH }, font);
      return;
    }
  }
}

function asset(assets: AssetPaths, blobKey: string): string {
  const path = assets.get(blobKey);
  if (!path) throw new Error(`Asset ${blobKey} was not prepared for rendering`);
  return path;
}

/** The largest box of the given aspect ratio inside `area`, centred; at most `maxSide` wide. */
function contain(area: Box, width: number, height: number, maxSide = Infinity): Box {
  const scale = Math.min(area.w / width, area.h / height, maxSide / Math.max(width, height));
  const w = width * scale;
  const h = height * scale;
  return { x: area.x + (area.w - w) / 2, y: area.y + (area.h - h) / 2, w, h };
}

const inches = (box: Box) => ({
  x: box.x / EMU_PER_INCH,
  y: box.y / EMU_PER_INCH,
  w: box.w / EMU_PER_INCH,
  h: box.h / EMU_PER_INCH,
});
