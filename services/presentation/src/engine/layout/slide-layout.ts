import type { PlannedSlide } from '@deckforge/proto';
import { clearArea, type Box, type TemplateInfo } from '../template';
import type { LayoutChoice, LayoutUse } from './layout-choice';

/**
 * How far a picture placeholder may crop a picture (the ratio of their shapes) and still be
 * filled by it, as PowerPoint fills it; a picture cropped more is contained, never cropped.
 */
const FILL_CROP = 4 / 3;

/** Whether a picture of `width` × `height` fills `box` (cropped a little) rather than fitting in it. */
export const fillsBox = (box: Box, width: number, height: number) =>
  Math.abs(Math.log((box.w / box.h) * (height / width))) <= Math.log(FILL_CROP);

/**
 * A picture contained in a placeholder smaller than this share of what the media layout's
 * content area gives it goes on that layout: Office's "Picture with Caption" holds a landscape
 * photo in a portrait box beside an empty caption, at a quarter of the slide.
 */
const SMALL_IN_PLACEHOLDER = 0.6;

/**
 * The layout a slide is set on: its kind's, except a picture without points that its picture
 * placeholder would draw small (see SMALL_IN_PLACEHOLDER), which takes the media layout and its
 * caption goes under it there. Text fitting and drawing both ask here, so that the text is
 * measured in the frames it is drawn in.
 */
export function slideLayout(
  slide: PlannedSlide,
  layouts: LayoutChoice,
  template: Pick<TemplateInfo, 'slideWidth' | 'slideHeight'>,
): LayoutUse {
  const use = layouts[slide.kind];
  const media = layouts.media;
  if (slide.kind !== 'picture' || slide.bullets?.length || !use.picture?.box || media.picture)
    return use;
  const { width, height } = slide.picture;
  const box = use.picture.box;
  if (!slide.caption && fillsBox(box, width, height)) return use;
  const slideArea = template.slideWidth * template.slideHeight;
  const room = clearArea(media.contentBox, media.layout.decorations ?? [], slideArea);
  return containedArea(box, width, height) <
    SMALL_IN_PLACEHOLDER * containedArea(room, width, height)
    ? media
    : use;
}

/** The area of a picture of `width` × `height` contained in `box`. */
function containedArea(box: Box, width: number, height: number): number {
  const scale = Math.min(box.w / width, box.h / height);
  return width * height * scale * scale;
}
