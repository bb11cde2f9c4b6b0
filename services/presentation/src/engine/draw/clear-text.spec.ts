import type { PlannedSlide } from '@deckforge/proto';
import type { LayoutUse } from '../layout';
import { area, type Artwork, type Box, EMU_PER_POINT, intersection } from '../template';
import { AverageGlyphMeasurer } from '../fit';
import { clearText } from './clear-text';

// LibreOffice's Focus, in points: a 794 × 447 slide, a cover whose title and subtitle frames
// lie under big coloured triangles (strips of their outlines), with thin white gaps between.
const pt = (x: number, y: number, w: number, h: number): Box => ({
  x: x * EMU_PER_POINT,
  y: y * EMU_PER_POINT,
  w: w * EMU_PER_POINT,
  h: h * EMU_PER_POINT,
});
const titleBox = pt(57, 28, 680, 71);
const subtitleBox = pt(57, 113, 680, 283);
const template = {
  slideWidth: 794 * EMU_PER_POINT,
  slideHeight: 447 * EMU_PER_POINT,
  layouts: [],
  fonts: {},
  hasNotesMaster: false,
  slideCount: 0,
};
const measurer = new AverageGlyphMeasurer(0.5);

/** A triangle in strips of one shape (see outlinePieces): a point at the top, wide below. */
function triangle(x: number, y: number, w: number, h: number): Artwork[] {
  const outline = pt(x, y, w, h);
  const strips = Array.from({ length: 8 }, (_, i) => {
    const width = (w * (i + 1)) / 8;
    return pt(x + (w - width) / 2, y + (h * i) / 8, width, h / 8);
  });
  return strips.map((strip) => ({ ...strip, outline, strips }));
}

const use = (decorations: Artwork[]): LayoutUse => ({
  layout: {
    part: 'ppt/slideLayouts/slideLayout2.xml',
    number: 2,
    name: 'Title Slide',
    placeholders: [],
    decorations,
    look: { tone: { r: 255, g: 255, b: 255 }, distinct: false },
  },
  title: { type: 'title', name: 'Title', box: titleBox, levels: [{ sizePt: 30 }] },
  body: { type: 'subTitle', name: 'Subtitle', box: subtitleBox, levels: [{ sizePt: 24 }] },
  contentBox: subtitleBox,
});

const cover: PlannedSlide = {
  kind: 'title',
  title: 'In Search of an Understandable Consensus Algorithm',
  subtitle: 'raft.pdf · 21 November 2026',
  fit: { titleSizePt: 30 },
};

const covered = (box: Box, pieces: Box[]) =>
  pieces.reduce((sum, piece) => sum + area(intersection(box, piece)), 0);

describe(clearText.name, () => {
  it('backs a cover’s words with plates where the artwork leaves no room that holds them', () => {
    // Coloured shapes side by side over both frames, a few points apart.
    const artwork = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => pt(i * 100, 0, 92, 447));
    const { use: cleared, plates } = clearText(cover, use(artwork), template, measurer);

    expect(plates).toHaveLength(2);
    expect(plates).toEqual([cleared.title!.box, cleared.body!.box]);
    expect(cleared.title).toMatchObject({ placed: true });
    // Each plate lies in its placeholder and is no bigger than its text needs.
    for (const [plate, frame] of [
      [plates[0], titleBox],
      [plates[1], subtitleBox],
    ])
      expect(area(intersection(plate, frame))).toBeCloseTo(area(plate), -3);
    expect(area(plates[1])).toBeLessThan(area(subtitleBox) / 3);
  });

  it('moves words to a clear part of their placeholder that holds them, without a plate', () => {
    // One triangle over the left of the subtitle's frame; its right half is clear.
    const artwork = triangle(40, 110, 300, 290);
    const { use: cleared, plates } = clearText(cover, use(artwork), template, measurer);

    expect(plates).toEqual([]);
    const body = cleared.body!;
    expect(body).toMatchObject({ placed: true });
    expect(covered(body.box!, artwork)).toBe(0);
    expect(body.box!.x).toBeGreaterThanOrEqual(subtitleBox.x);
    // The title's frame lies above the triangle: it stays as it is.
    expect(cleared.title!.box).toEqual(titleBox);
  });

  it('leaves content slides, and covers clear of artwork, as they are', () => {
    const artwork = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => pt(i * 100, 0, 92, 447));
    const list: PlannedSlide = {
      kind: 'bullets',
      title: 'A list',
      bullets: [{ text: 'A', level: 0 }],
    };
    expect(clearText(list, use(artwork), template, measurer).plates).toEqual([]);
    const clear = clearText(cover, use([]), template, measurer);
    expect(clear.plates).toEqual([]);
    expect(clear.use.title!.box).toEqual(titleBox);
  });
});
