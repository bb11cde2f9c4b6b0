import { growCrampedBodies } from './cramped-bodies';
import type { Box, LayoutInfo } from './template-analysis';

const EMU = 914_400;
const inches = (x: number, y: number, w: number, h: number): Box => ({
  x: x * EMU,
  y: y * EMU,
  w: w * EMU,
  h: h * EMU,
});
const SLIDE = { slideWidth: 11 * EMU, slideHeight: 6.2 * EMU };
const contentLayout = (body: Box, extra: Partial<LayoutInfo> = {}): LayoutInfo => ({
  part: 'ppt/slideLayouts/slideLayout3.xml',
  number: 3,
  name: 'Title, Content',
  placeholders: [
    { type: 'title', name: 'Title', box: inches(3, 1.6, 5, 1.8) },
    { type: 'obj', name: 'Content', box: body },
  ],
  decorations: [inches(0, 0, 11, 1)],
  ...extra,
});
const bodyOf = (layout: LayoutInfo) => layout.placeholders[1];

describe(growCrampedBodies.name, () => {
  it('grows a strip of a body into the room the slide leaves, below the title and the artwork', () => {
    const layout = contentLayout(inches(3.7, 3.5, 6.9, 1.8));
    growCrampedBodies([layout], SLIDE);
    const grown = bodyOf(layout);
    expect(grown.placed).toBe(true);
    expect(grown.box!.y).toBeGreaterThanOrEqual(3.4 * EMU); // still below the title
    expect(grown.box!.x).toBeLessThan(1 * EMU); // out to the left margin
    expect(grown.box!.y + grown.box!.h).toBeGreaterThan(5.8 * EMU); // down to the bottom margin
  });

  it("leaves a body with room, and a cover's subtitle line, as the template has them", () => {
    const roomy = contentLayout(inches(0.5, 3.5, 10, 2.5));
    const cover = contentLayout(inches(3.7, 3.5, 6.9, 1.8), { opensDeck: true });
    growCrampedBodies([roomy, cover], SLIDE);
    expect(bodyOf(roomy)).toEqual(contentLayout(inches(0.5, 3.5, 10, 2.5)).placeholders[1]);
    expect(bodyOf(cover).placed).toBeUndefined();
  });

  it("leaves a section header's line where the template has it (Office's default, over its title)", () => {
    const header = contentLayout(inches(0.8, 3.2, 8, 1.5), {
      type: 'secHead',
      name: 'Section Header',
    });
    growCrampedBodies([header], SLIDE);
    expect(bodyOf(header).placed).toBeUndefined();
    expect(bodyOf(header).box).toEqual(inches(0.8, 3.2, 8, 1.5));
  });
});
