import { clearArea, coveredShare, freeArea, obstaclesFor } from './free-area';

const slide = { w: 1000, h: 600 };
const slideArea = slide.w * slide.h;
const body = { x: 100, y: 150, w: 800, h: 400 };

describe(freeArea.name, () => {
  it('keeps the largest part of the box that a logo leaves free', () => {
    const logo = { x: 800, y: 150, w: 150, h: 100 };
    expect(freeArea(body, [logo], slideArea)).toEqual({ x: 100, y: 150, w: 700, h: 400 });
  });

  it('lets text sit on a background, a panel behind the whole box, and a scatter of small marks', () => {
    const background = { x: 0, y: 0, w: 1000, h: 600 };
    const panel = { x: 80, y: 130, w: 840, h: 440 };
    const marks = [0, 1, 2, 3, 4, 5].map((i) => ({ x: 150 + i * 120, y: 300, w: 10, h: 10 }));
    expect(obstaclesFor(body, [background, panel, ...marks], slideArea)).toEqual([]);
  });

  it('treats touching pieces as one picture', () => {
    // A bulb of six small touching pieces at the left of the box.
    const bulb = [0, 1, 2, 3, 4, 5].map((i) => ({ x: 100, y: 150 + i * 40, w: 120, h: 40 }));
    const free = freeArea(body, bulb, slideArea);
    expect(free.x).toBe(220);
    expect(free.w).toBe(680);
  });

  it('leaves the box whole when the artwork covers most of it (text is meant to sit there)', () => {
    const band = { x: 100, y: 150, w: 800, h: 300 };
    expect(freeArea(body, [band], slideArea)).toEqual(body);
  });

  it('does not take a strip of the box that lies wholly on a picture as free', () => {
    // A black panel over the top half, a picture of piano keys below it: a subtitle box across
    // both keeps to the panel, not to the strip over the keys.
    const panel = { x: 0, y: 0, w: 1000, h: 320 };
    const keys = { x: 0, y: 300, w: 1000, h: 300, picture: true };
    const subtitle = { x: 50, y: 100, w: 900, h: 380 };
    expect(freeArea(subtitle, [keys, panel], slideArea)).toEqual({ x: 50, y: 100, w: 900, h: 200 });
  });

  it('keeps text off a picture or a motif inside one however much of the box it covers', () => {
    const keys = { x: 0, y: 330, w: 1000, h: 270, picture: true };
    expect(freeArea(body, [keys], slideArea)).toEqual({ x: 100, y: 150, w: 800, h: 180 });
  });

  it('does not join a picture, or a rule along the edge, with the panel beside it', () => {
    // A black panel over the top half, a picture of piano keys below it, a rule at the bottom.
    const panel = { x: 0, y: 0, w: 1000, h: 340 };
    const keys = { x: 0, y: 330, w: 1000, h: 270, picture: true };
    const rule = { x: 0, y: 598, w: 1000, h: 2 };
    const stripes = { x: 0, y: 0, w: 300, h: 600 };
    expect(freeArea(body, [panel, keys], slideArea).h).toBe(180);
    expect(freeArea(body, [stripes, rule], slideArea)).toEqual({ x: 300, y: 150, w: 600, h: 400 });
  });
});

describe(clearArea.name, () => {
  it('keeps pictures off small marks that text may sit on', () => {
    // The rays of a light bulb: five small marks down the left of the box.
    const rays = [0, 1, 2, 3, 4].map((i) => ({ x: 120, y: 170 + i * 80, w: 20, h: 20 }));
    expect(freeArea(body, rays, slideArea)).toEqual(body);
    expect(clearArea(body, rays, slideArea)).toEqual({ x: 140, y: 150, w: 760, h: 400 });
  });

  it('keeps the box when artwork is everywhere in it', () => {
    const grid = [0, 1, 2, 3].map((i) => ({ x: 150 + i * 200, y: 150, w: 60, h: 400 }));
    expect(clearArea(body, grid, slideArea)).toEqual(body);
  });
});

describe(`${freeArea.name} with many obstacles`, () => {
  it('carves every obstacle out, more than it carves at once', () => {
    // Eight posts over the top edge, then one over the bottom edge overlapping least.
    const posts = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => ({
      x: 100 + i * 100,
      y: -70,
      w: 80,
      h: 250,
    }));
    const low = { x: 400, y: 530, w: 100, h: 200 };
    expect(freeArea(body, [...posts, low], slideArea)).toEqual({ x: 100, y: 180, w: 800, h: 350 });
  });
});

describe(coveredShare.name, () => {
  it('sees blocks that touch across most of the slide, on a panel behind them, as artwork', () => {
    // LibreOffice's Grey Elegant cover: a light panel over the top 70 % of the slide and grey
    // blocks on it, each touching the next from edge to edge. Joined into one box, or to the
    // panel, they would make a background that the title may sit on.
    const panel = { x: 0, y: 0, w: 1000, h: 420 };
    const blocks = [0, 1, 2, 3, 4].map((i) => ({ x: i * 200, y: (i % 2) * 200, w: 200, h: 220 }));
    const title = { x: 50, y: 50, w: 900, h: 100 };
    expect(coveredShare(title, [panel, ...blocks], slideArea)).toBeGreaterThan(0.5);
  });
});
