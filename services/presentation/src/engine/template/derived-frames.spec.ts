import { deriveFrames, FRAME_ROLES } from './derived-frames';
import { area, collides, intersection } from './free-area';
import type { Box } from './template-analysis';

/** A 4:3 slide as python-pptx writes it (EMU). */
const size = { slideWidth: 9_144_000, slideHeight: 6_858_000 };
const slideArea = size.slideWidth * size.slideHeight;
const onSlide = (box: Box) =>
  box.x >= 0 && box.y >= 0 && box.x + box.w <= size.slideWidth && box.y + box.h <= size.slideHeight;

describe(deriveFrames.name, () => {
  it('places a title band over a body that takes most of a blank slide, inside its margins', () => {
    const frames = deriveFrames(size, [])!;
    const { title, body } = frames.content;
    expect(title.y + title.h).toBeLessThanOrEqual(body.y);
    expect(area(body)).toBeGreaterThan(0.4 * slideArea);
    for (const role of FRAME_ROLES) {
      expect(onSlide(frames[role].title) && onSlide(frames[role].body)).toBe(true);
      expect(area(intersection(frames[role].title, frames[role].body))).toBe(0);
    }
    // A cover's title sits lower than a content page's, its subtitle under it.
    expect(frames.cover.title.y).toBeGreaterThan(title.y + title.h);
    expect(frames.cover.body.y).toBeGreaterThanOrEqual(frames.cover.title.y + frames.cover.title.h);
  });

  it("keeps every frame clear of the master's logo and pictures", () => {
    const logo = { x: 7_164_288, y: 6_021_288, w: 1_778_000, h: 711_200, picture: true };
    const band = { x: 0, y: 0, w: 2_000_000, h: 6_858_000 };
    const frames = deriveFrames(size, [logo, band])!;
    for (const role of FRAME_ROLES)
      for (const box of [frames[role].title, frames[role].body]) {
        expect(collides(box, logo, slideArea)).toBe(false);
        expect(collides(box, band, slideArea)).toBe(false);
      }
  });

  it("takes the master's own title and body places for content pages", () => {
    const title = { x: 457_200, y: 274_638, w: 8_229_600, h: 1_143_000 };
    const body = { x: 457_200, y: 1_600_200, w: 8_229_600, h: 4_525_963 };
    expect(deriveFrames(size, [], { title, body })!.content).toEqual({ title, body });
    // Slivers are no evidence: the bands are used instead.
    const sliver = { ...body, w: 91_440 };
    expect(deriveFrames(size, [], { title, body: sliver })!.content.body.w).toBeGreaterThan(
      0.5 * size.slideWidth,
    );
  });

  it('keeps to where text reads, unless that leaves no room for a list', () => {
    // A dark band over the lower third: text ends above it.
    const above = (box: Box) => ({ ...box, h: Math.max(0, Math.min(box.h, 4_572_000 - box.y)) });
    const frames = deriveFrames(size, [], {}, above)!;
    for (const role of FRAME_ROLES)
      expect(frames[role].body.y + frames[role].body.h).toBeLessThanOrEqual(4_572_000);
    // Nowhere readable enough: the frames stay clear of artwork, their colours left to the runs.
    const thin = (box: Box) => ({ ...box, w: box.w / 10 });
    expect(area(deriveFrames(size, [], {}, thin)!.content.body)).toBeGreaterThan(0.4 * slideArea);
  });

  it('finds no room when pictures cover the whole slide', () => {
    const tiles = [0, 1, 2, 3].flatMap((row) =>
      [0, 1, 2, 3].map((column) => ({
        x: column * 2_286_000,
        y: row * 1_714_500,
        w: 2_286_000,
        h: 1_714_500,
        picture: true,
      })),
    );
    expect(deriveFrames(size, tiles)).toBeUndefined();
  });
});
