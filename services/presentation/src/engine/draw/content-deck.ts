import PptxGenJS from 'pptxgenjs';
import type { DeckPlan, PlannedSlide, SlideKind } from '@deckforge/proto';
import { clearArea, EMU_PER_INCH, type TemplateInfo, toHex } from '../template';
import { type LayoutChoice, type LayoutUse, slideLayout } from '../layout';
import { framesOf, levelSize, type TextMeasurer } from '../fit';
import { clearText } from './clear-text';
import { inches } from './picture-grid';
import type { ParagraphSpacing } from './slide-drawer';
import { drawContent } from './slide-drawers';

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
  const listSizePt = deckListSize(plan, layouts, template);
  for (const planned of plan.slides) {
    const { use, plates } = clearText(
      planned,
      slideLayout(planned, layouts, template),
      template,
      measurer,
    );
    const slide = pptx.addSlide({ masterName: CONTENT_MASTER });
    // Plates first: drawn under the text they back.
    for (const plate of plates)
      slide.addShape('rect', {
        ...inches(plate),
        fill: { color: plateColour(use) },
        line: { type: 'none' },
      });
    // A prototype's sizes are its sample text's, not its layout's: written on the runs.
    const titleSize =
      planned.fit?.titleSizePt ?? (use.prototype ? use.title?.levels?.[0]?.sizePt : undefined);
    slide.addText(planned.title, {
      placeholder: 'title',
      ...(titleSize ? { fontSize: titleSize } : {}),
    });
    await drawContent(slide, planned, {
      use: OPAQUE_KINDS.includes(planned.kind) ? clearOfArtwork(use, template) : use,
      size: bodySizes(planned, use, template),
      spacing: bodySpacing(use, template),
      asset: (blobKey) => asset(assets, blobKey),
      measurer,
      font: template.fonts.minor,
      ...(listSizePt ? { listSizePt } : {}),
    });
    if (planned.notes) slide.addNotes(planned.notes);
    uses.push(use);
  }
  const deck = (await pptx.write({ outputType: 'nodebuffer', compression: false })) as Buffer;
  return { deck, uses };
}

/** A plate has the colour of the slide behind the artwork: the layout's tone, else `bg1`. */
const plateColour = (use: LayoutUse) =>
  use.layout.look?.tone ? toHex(use.layout.look.tone) : 'bg1';

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
 * Explicit body sizes per outline level, always as text fitting measured them (shrunk by the
 * deck's scale, no level below the readable floor). A size the template seems to give is not
 * always one the slide inherits: LibreOffice's exports set theirs only on the placeholders'
 * sample text, so a slide left to inherit was drawn at the application's default, larger than
 * measured (see the fit spec's narrowed-title case for titles).
 */
function bodySizes(
  planned: PlannedSlide,
  use: LayoutUse,
  template: TemplateInfo,
): (level: number) => number {
  const scale = planned.fit?.bodyScale ?? 1;
  const frame = framesOf(use, template).body!;
  const floor = frame.floorPt ?? 0;
  return (level) => Math.max(floor, Math.floor(levelSize(frame, level) * scale * 2) / 2);
}

/** The first-level size most of the deck's lists are drawn at (the larger on a tie). */
function deckListSize(
  plan: DeckPlan,
  layouts: LayoutChoice,
  template: TemplateInfo,
): number | undefined {
  const counts = new Map<number, number>();
  for (const planned of plan.slides)
    if (planned.kind === 'bullets') {
      const size = bodySizes(planned, layouts.bullets, template)(0);
      counts.set(size, (counts.get(size) ?? 0) + 1);
    }
  return [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0];
}

/**
 * Explicit paragraph spacing per outline level, as text fitting measured it, where the
 * template gives it in points or lines: like sizes, LibreOffice's exports give theirs only on
 * the placeholders' sample text (10.6 pt after each paragraph of Beehive's lists), so lists
 * left to inherit were drawn without it, one block of lines shorter than measured.
 */
function bodySpacing(use: LayoutUse, template: TemplateInfo): (level: number) => ParagraphSpacing {
  const frame = framesOf(use, template).body!;
  return (level) => {
    const style = frame.levels[Math.min(level, 2)] ?? {};
    return {
      ...(style.spaceBeforePt ? { paraSpaceBefore: style.spaceBeforePt } : {}),
      ...(style.spaceAfterPt ? { paraSpaceAfter: style.spaceAfterPt } : {}),
      ...(style.lineSpacingPt ? { lineSpacing: style.lineSpacingPt } : {}),
      ...(!style.lineSpacingPt && style.lineSpacing
        ? { lineSpacingMultiple: style.lineSpacing }
        : {}),
    };
  };
}

function asset(assets: AssetPaths, blobKey: string): string {
  const path = assets.get(blobKey);
  if (!path) throw new Error(`Asset ${blobKey} was not prepared for rendering`);
  return path;
}
