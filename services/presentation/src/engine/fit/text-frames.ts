import type { LayoutUse } from '../layout';
import type { PlaceholderInfo, TemplateInfo } from '../template';
import type { TextFrame } from './text-measure';

/** Smallest sizes text may shrink to (the floors); beyond them slides are split. */
export const FONT_FLOORS = { bodyPt: 14, titlePt: 20 } as const;
/** Share of a box's height fitting leaves free (see fitsFrame). */
export const HEADROOM = 0.06;
/** Office's defaults when neither layout nor master gives a size. */
const DEFAULT_TITLE_PT = 44;
const DEFAULT_BODY_PT = 18;

export interface SlideFrames {
  title?: TextFrame;
  body?: TextFrame;
}

/** The text frames of a layout: its title, and its body (or the area text falls back to). */
export function framesOf(use: LayoutUse, template: Pick<TemplateInfo, 'fonts'>): SlideFrames {
  return {
    ...(use.title?.box
      ? {
          title: {
            box: use.title.box,
            levels: use.title.levels ?? [],
            font: {
              family: use.title.typeface ?? template.fonts.major,
              bold: use.title.bold ?? false,
            },
            defaultSizePt: DEFAULT_TITLE_PT,
            floorPt: FONT_FLOORS.titlePt,
            ...placeholderText(use.title),
          },
        }
      : {}),
    body: {
      box: use.body?.box ?? use.contentBox,
      levels: use.body?.levels ?? [],
      font: {
        family: use.body?.typeface ?? template.fonts.minor,
        bold: use.body?.bold ?? false,
      },
      defaultSizePt: DEFAULT_BODY_PT,
      floorPt: FONT_FLOORS.bodyPt,
      ...(use.body ? placeholderText(use.body) : {}),
    },
  };
}

/** Insets and columns the template sets on a placeholder (its text inherits them). */
export function placeholderText(
  placeholder: PlaceholderInfo,
): Pick<TextFrame, 'insets' | 'columns'> {
  const text = placeholder.text;
  return {
    ...(text?.insets ? { insets: text.insets } : {}),
    ...(text?.columns ? { columns: text.columns } : {}),
  };
}

export const sizeOf = (frame: TextFrame) => frame.levels[0]?.sizePt ?? frame.defaultSizePt;

/** The scale at which level-0 text reaches `floorPt` (never above 1), or `share` if larger. */
export function smallestScale(frame: TextFrame, floorPt: number, share = 0): number {
  return Math.min(1, Math.max(share, floorPt / sizeOf(frame)));
}
