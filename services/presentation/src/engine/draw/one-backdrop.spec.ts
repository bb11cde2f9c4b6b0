import { oneBackdrop } from './one-backdrop';

describe(oneBackdrop.name, () => {
  // LibreOffice's Midnightblue: a teal panel over the top two thirds of a navy slide.
  const panel = { x: 0, y: 0, w: 10_080_000, h: 3_780_000 };
  const navy = { x: 0, y: 0, w: 10_080_000, h: 5_670_000 };

  it('keeps points beside a figure off the edge of a panel their box straddles', () => {
    const box = { x: 6_129_020, y: 3_246_764, w: 3_447_574, h: 2_140_259 };
    const part = oneBackdrop(box, [navy, panel]);
    // On the navy band under the panel, to the box's foot, losing little of it (a grid's step).
    expect(part.y).toBeGreaterThanOrEqual(panel.h);
    expect(part.y + part.h).toBeCloseTo(box.y + box.h, -3);
    expect(part.h).toBeGreaterThan(0.7 * box.h);
  });

  it('keeps a box on one backdrop, or one no part of which on one backdrop is large enough', () => {
    const onNavy = { x: 6e6, y: 4e6, w: 3e6, h: 1e6 };
    expect(oneBackdrop(onNavy, [navy, panel])).toBe(onNavy);
    // A panel across its top and a band across its foot: no part on one backdrop holds half.
    const thirds = { x: 6e6, y: 2.78e6, w: 3e6, h: 2e6 };
    const band = { x: 0, y: 4.2e6, w: 10_080_000, h: 1e6 };
    expect(oneBackdrop(thirds, [navy, { ...panel, h: 3.4e6 }, band])).toBe(thirds);
  });
});
