import { twoColumnUse, chooseLayouts } from '../layout';
import { gridCells } from './picture-grid';
import { layOutTable } from './table-drawing';
import { EMU_PER_INCH, type TemplateInfo } from '../template';
import { AverageGlyphMeasurer } from '../fit';

const area = { x: EMU_PER_INCH, y: EMU_PER_INCH, w: 10 * EMU_PER_INCH, h: 5 * EMU_PER_INCH };
const inside = (box: typeof area) =>
  box.x >= area.x - 1 &&
  box.y >= area.y - 1 &&
  box.x + box.w <= area.x + area.w + 1 &&
  box.y + box.h <= area.y + area.h + 1;

describe(gridCells.name, () => {
  it('keeps every picture inside the area, at its aspect ratio, without overlaps', () => {
    const pictures = [
      { width: 1600, height: 900, captioned: true },
      { width: 600, height: 800, captioned: false },
      { width: 500, height: 500, captioned: true },
    ];
    const cells = gridCells(area, pictures);
    cells.forEach((cell, index) => {
      expect(inside(cell.picture)).toBe(true);
      expect(cell.picture.w / cell.picture.h).toBeCloseTo(
        pictures[index].width / pictures[index].height,
        3,
      );
      for (const other of cells.slice(index + 1)) {
        const overlapX =
          Math.min(cell.picture.x + cell.picture.w, other.picture.x + other.picture.w) -
          Math.max(cell.picture.x, other.picture.x);
        const overlapY =
          Math.min(cell.picture.y + cell.picture.h, other.picture.y + other.picture.h) -
          Math.max(cell.picture.y, other.picture.y);
        expect(overlapX <= 0 || overlapY <= 0).toBe(true);
      }
    });
  });
});

describe(layOutTable.name, () => {
  const measurer = new AverageGlyphMeasurer();

  it('sets a small table large and a dense one smaller, always within the area', () => {
    const small = layOutTable(
      {
        header: ['Year', 'Rate'],
        rows: [
          ['2022', '3.1'],
          ['2023', '2.4'],
        ],
      },
      area,
      measurer,
    );
    expect(small.sizePt).toBe(18);
    const words = 'a rather long description of what this row holds in several words';
    const dense = layOutTable(
      {
        header: ['A', 'B', 'C', 'D', 'E', 'F'],
        rows: Array.from({ length: 7 }, () => Array(6).fill(words)),
      },
      area,
      measurer,
    );
    expect(dense.sizePt).toBeLessThan(18);
    expect(dense.columns.reduce((a, b) => a + b, 0)).toBeCloseTo(area.w, -2);
  });
});

describe(twoColumnUse.name, () => {
  const box = (x: number, y: number, w: number, h: number) => ({ x, y, w, h });
  const layout = (
    number: number,
    name: string,
    type: string,
    bodies: ReturnType<typeof box>[],
  ) => ({
    part: `ppt/slideLayouts/slideLayout${number}.xml`,
    number,
    name,
    type,
    placeholders: [
      { type: 'title', name: 'Title', box: box(0, 0, 9000, 1000) },
      ...bodies.map((b, index) => ({
        type: 'obj',
        name: `Content ${index}`,
        idx: String(index + 1),
        box: b,
      })),
    ],
  });
  const template = (...layouts: ReturnType<typeof layout>[]) =>
    ({
      slideWidth: 10_000,
      slideHeight: 7_500,
      layouts,
      fonts: {},
      hasNotesMaster: true,
      slideCount: 0,
    }) as TemplateInfo;
  const content = layout(2, 'Title and Content', 'obj', [box(500, 1500, 9000, 5000)]);

  it("puts the columns in the places of the template's Two Content placeholders", () => {
    const two = layout(4, 'Two Content', 'twoObj', [
      box(500, 1500, 4300, 5000),
      box(5200, 1500, 4300, 5000),
    ]);
    const info = template(content, two);
    const use = twoColumnUse(info, chooseLayouts(info));
    expect(use.layout.name).toBe('Two Content');
    expect(use.columns).toEqual([box(500, 1500, 4300, 5000), box(5200, 1500, 4300, 5000)]);
  });

  it('falls back to the content layout when the template has no two-column layout', () => {
    const info = template(content);
    expect(twoColumnUse(info, chooseLayouts(info)).layout.name).toBe('Title and Content');
  });
});
