import { area, type Artwork, freeArea } from './free-area';
import type { Box } from './template-analysis';
import { usable } from './usable-layouts';

/** The slides a template without text places gets layouts for. */
export type FrameRole = 'cover' | 'content' | 'section';
export const FRAME_ROLES: FrameRole[] = ['cover', 'content', 'section'];

/** Where a slide of one role puts its title and its body (subtitle or list), in EMU. */
export interface Frames {
  title: Box;
  body: Box;
}
export type DerivedFrames = Record<FrameRole, Frames>;

interface SlideSize {
  slideWidth: number;
  slideHeight: number;
}

/** Margins of the slide kept free, as shares of its width (sides) and height (top, bottom). */
const MARGIN = { side: 0.06, top: 0.05, bottom: 0.08 };
/**
 * Each role's title and body as bands of the room (shares of its height, from its top), after
 * the proportions of PowerPoint's own Office layouts: a title band over the list; a cover's
 * title across the middle with the subtitle under it; a divider's title a little higher.
 */
const BANDS: Record<FrameRole, { title: [number, number]; body: [number, number] }> = {
  content: { title: [0, 0.19], body: [0.23, 1] },
  cover: { title: [0.26, 0.54], body: [0.58, 0.8] },
  section: { title: [0.22, 0.52], body: [0.56, 0.74] },
};
/** A list needs this share of the slide at least; less is no content page. */
const LIST_SHARE = 0.2;

/**
 * Title and body places for a template that has none (a deck a program wrote, every slide on a
 * blank layout): bands of the slide inside its margins, clear of the layout's and master's
 * artwork (logos, pictures, bands). `evidence` is where the master itself puts its title and
 * body when it has placeholders no layout uses: content pages take those. When artwork leaves a
 * band too little room, every band moves into the largest part of the slide it leaves clear.
 * `readable` narrows a place to where its text reads (see readableArea). Undefined when no
 * arrangement leaves room for text.
 */
export function deriveFrames(
  size: SlideSize,
  artwork: Artwork[],
  evidence: Partial<Frames> = {},
  readable: (box: Box) => Box = (box) => box,
): DerivedFrames | undefined {
  const { slideWidth: w, slideHeight: h } = size;
  const slideArea = w * h;
  const inner: Box = {
    x: w * MARGIN.side,
    y: h * MARGIN.top,
    w: w * (1 - 2 * MARGIN.side),
    h: h * (1 - MARGIN.top - MARGIN.bottom),
  };
  // Where text reads first; else where it is clear of artwork, its colour left to each run
  // (soft translucent blobs read as their whole boxes and would leave no room).
  for (const narrow of [readable, (box: Box) => box]) {
    const clear = (box: Box) => narrow(freeArea(box, artwork, slideArea));
    const attempts = [
      { room: inner, given: evidence },
      { room: inner, given: {} },
      { room: clear(inner), given: {} },
    ];
    for (const { room, given: master } of attempts) {
      const frames = {} as DerivedFrames;
      for (const role of FRAME_ROLES) {
        const bands = BANDS[role];
        const given: Partial<Frames> = role === 'content' ? master : {};
        frames[role] = {
          title: clear(given.title ?? band(room, bands.title)),
          body: clear(given.body ?? band(room, bands.body)),
        };
      }
      if (FRAME_ROLES.every((role) => fits(frames[role], role, size))) return frames;
    }
  }
  return undefined;
}

/** The part of `room` between two shares of its height. */
const band = (room: Box, [from, to]: [number, number]): Box => ({
  x: room.x,
  y: room.y + room.h * from,
  w: room.w,
  h: room.h * (to - from),
});

/** Whether text can go in the frames: placeholders the renderer takes, a list's room on content pages. */
function fits(frames: Frames, role: FrameRole, size: SlideSize): boolean {
  const title = usable({ type: 'title', name: '', box: frames.title }, size);
  const body = usable({ type: 'body', name: '', box: frames.body }, size);
  const roomy =
    role !== 'content' || area(frames.body) >= LIST_SHARE * size.slideWidth * size.slideHeight;
  return title && body && roomy;
}
