import { adoptSampleBodies } from './sample-bodies';
import type { Box, LayoutInfo, PlaceholderInfo } from './template-analysis';

const EMU = 914_400;
const inches = (x: number, y: number, w: number, h: number): Box => ({
  x: Math.round(x * EMU),
  y: Math.round(y * EMU),
  w: Math.round(w * EMU),
  h: Math.round(h * EMU),
});
const ON_SLIDE = inches(0, 0, 10, 7.5);
/** Where LibreOffice's export puts every master's bodies: in the lower third, its first master's. */
const LOWER = inches(0.5, 4.75, 8.9, 2);
/** Where the page master's own slide puts its one body: the page under its title band. */
const PAGE = inches(0.5, 1.8, 8.9, 4.4);
const TITLE = inches(0.5, 0.3, 7.7, 1.1);

const body = (box: Box): PlaceholderInfo => ({ type: 'obj', name: 'Content', box });
let number = 0;
const layout = (master: string, ...placeholders: PlaceholderInfo[]): LayoutInfo => ({
  part: `ppt/slideLayouts/slideLayout${++number}.xml`,
  number,
  name: 'Layout',
  master,
  placeholders: [{ type: 'title', name: 'Title', box: TITLE }, ...placeholders],
});
/** Two columns filling LOWER, rounded apart as an export computes them. */
const columns = () => [body(inches(0.5, 4.75, 4.35, 2)), body(inches(5.05, 4.75, 4.351, 2))];
const boxes = (each: LayoutInfo) =>
  each.placeholders.filter((p) => p.type === 'obj').map((p) => p.box);

describe(adoptSampleBodies.name, () => {
  it("moves the master's two columns into the page its own slide gives its one body", () => {
    const sampled = layout('pages', body(LOWER));
    const twoColumns = layout('pages', ...columns());
    const elsewhere = layout('cover', ...columns());
    const sample = { layout: sampled, from: LOWER, to: PAGE };
    adoptSampleBodies([sample], [sampled, twoColumns, elsewhere], ON_SLIDE);
    // Each column keeps its side and takes the page's height.
    expect(boxes(twoColumns).map((box) => [box!.x, box!.w, box!.y, box!.h])).toEqual(
      columns().map(({ box }) => [box!.x, box!.w, PAGE.y, PAGE.h]),
    );
    expect(twoColumns.placeholders.every((p) => p.type !== 'obj' || p.placed)).toBe(true);
    // Another master's layouts keep theirs: its own slides did not move them.
    expect(boxes(elsewhere)).toEqual(columns().map((c) => c.box));
  });

  it('keeps bodies a slide only narrowed where they are', () => {
    // A slide's body made a caption beside its own figure says nothing of the master's pages.
    const sampled = layout('pages', body(LOWER));
    const twoColumns = layout('pages', ...columns());
    const sample = { layout: sampled, from: LOWER, to: inches(0.5, 4.75, 5, 2) };
    adoptSampleBodies([sample], [sampled, twoColumns], ON_SLIDE);
    expect(boxes(twoColumns)).toEqual(columns().map((c) => c.box));
  });

  it('moves bodies a slide starts higher, under the title, however little larger', () => {
    // LibreOffice's Blueprint Plans: the page's body starts under its title, a fifth larger.
    const sampled = layout('pages', body(LOWER));
    const sample = { layout: sampled, from: LOWER, to: inches(0.5, 3.8, 8.9, 2.4) };
    adoptSampleBodies([sample], [sampled], ON_SLIDE);
    expect(boxes(sampled)).toEqual([inches(0.5, 3.8, 8.9, 2.4)]);
  });

  it('keeps bodies learnt from their own slides, and those that would cover a picture', () => {
    const sampled = layout('pages', body(LOWER));
    const own = inches(0.5, 2, 8.9, 4);
    const placed = layout('pages', { ...body(LOWER), box: own, placed: true });
    const withPicture = layout('pages', ...columns(), {
      type: 'pic',
      name: 'Picture',
      box: inches(0.5, 2, 8.9, 2.5),
    });
    const sample = { layout: sampled, from: LOWER, to: PAGE };
    adoptSampleBodies([sample], [sampled, placed, withPicture], ON_SLIDE);
    expect(boxes(placed)).toEqual([own]);
    expect(boxes(withPicture)).toEqual(columns().map((c) => c.box));
  });
});
