import { clearRectangles } from './clear-rectangles';

const box = { x: 0, y: 0, w: 1200, h: 600 };

describe(clearRectangles.name, () => {
  it('finds the largest rectangles no piece overlaps, largest first', () => {
    // A block over the left half and one over the bottom right: the top right is clear.
    const pieces = [
      { x: 0, y: 0, w: 600, h: 600 },
      { x: 600, y: 400, w: 600, h: 200 },
    ];
    const [largest] = clearRectangles(box, pieces);
    expect(largest).toEqual({ x: 600, y: 0, w: 600, h: 400 });
  });

  it('finds the wedge of room between two triangles, and nothing where all is taken', () => {
    // Strips of two triangles meeting at the middle, as outlinePieces cuts them.
    const left = [0, 1, 2, 3, 4, 5].map((i) => ({ x: 0, y: i * 100, w: 500 - i * 80, h: 100 }));
    const right = [0, 1, 2, 3, 4, 5].map((i) => ({
      x: 700 + i * 80,
      y: i * 100,
      w: 500 - i * 80,
      h: 100,
    }));
    const clear = clearRectangles(box, [...left, ...right]);
    // The gap between them at the top, and the widening room below.
    const holds = (x: number, y: number) =>
      clear.some((r) => r.x <= x && x <= r.x + r.w && r.y <= y && y <= r.y + r.h);
    expect(holds(600, 50)).toBe(true);
    expect(holds(200, 550)).toBe(true);
    expect(holds(200, 50)).toBe(false);
    for (const rectangle of clear)
      for (const piece of [...left, ...right])
        expect(
          rectangle.x >= piece.x + piece.w ||
            piece.x >= rectangle.x + rectangle.w ||
            rectangle.y >= piece.y + piece.h ||
            piece.y >= rectangle.y + rectangle.h,
        ).toBe(true);
    expect(clearRectangles(box, [box])).toEqual([]);
  });
});
