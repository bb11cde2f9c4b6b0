import { grownBody } from './prototype-room';

// A 10 × 7.5 slide in tenths of an inch: a margin of 3 (4 % of 75), gaps of 1.5.
const slide = { width: 100, height: 75 };
const title = { x: 20, y: 10, w: 75, h: 15 };
const picture = { x: 5, y: 30, w: 30, h: 40 };
const body = { x: 40, y: 40, w: 55, h: 20 };

describe(grownBody.name, () => {
  it('grows the body down to the margin, up to the title and sideways up to the artwork', () => {
    expect(grownBody(body, [title, picture], slide, true)).toEqual({
      x: 36.5,
      y: 26.5,
      w: 60.5,
      h: 45.5,
    });
  });

  it('keeps the column on a picture background, growing only up and down', () => {
    const grown = grownBody(body, [title, picture], slide, false);
    expect(grown).toEqual({ x: 40, y: 26.5, w: 55, h: 45.5 });
  });

  it('stays on the panel the body sits on, and never shrinks', () => {
    const panel = { x: 38, y: 35, w: 59, h: 30 };
    expect(grownBody(body, [title, picture, panel], slide, true)).toEqual(panel);
    const roomy = { x: 2, y: 2, w: 96, h: 71 };
    expect(grownBody(roomy, [], slide, true)).toEqual(roomy);
  });
});
