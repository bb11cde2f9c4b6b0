import { fillColoursUnder } from './slide-look';
import { flattenTranslucent } from './translucent-fills';
import { type Gradient, gradientUnder } from './gradient-fills';

const black = { r: 0, g: 0, b: 0 };
const white = { r: 255, g: 255, b: 255 };
const navy = { r: 0, g: 0, b: 50 };
const slide = { x: 0, y: 0, w: 1000, h: 600 };

describe(gradientUnder.name, () => {
  it('reads a linear gradient where the box lies: black on the left, white on the right', () => {
    const fade: Gradient = {
      stops: [
        { at: 0, colour: black, opacity: 1 },
        { at: 1, colour: white, opacity: 1 },
      ],
      angle: 0,
    };
    const left = gradientUnder(fade, slide, { x: 0, y: 0, w: 100, h: 600 });
    const right = gradientUnder(fade, slide, { x: 900, y: 0, w: 100, h: 600 });
    expect(Math.max(...left.map((stop) => stop.colour.r))).toBeLessThanOrEqual(26);
    expect(Math.min(...right.map((stop) => stop.colour.r))).toBeGreaterThanOrEqual(229);
  });

  it('reads a glow from its focus: its first stop there, its last at the far corners', () => {
    const glow: Gradient = {
      stops: [
        { at: 0, colour: white, opacity: 0.9 },
        { at: 0.75, colour: white, opacity: 0.2 },
        { at: 1, colour: white, opacity: 0.2 },
      ],
      focus: { x: 0.5, y: 0.85 },
    };
    const corner = gradientUnder(glow, slide, { x: 0, y: 0, w: 100, h: 60 });
    expect(Math.max(...corner.map((stop) => stop.opacity))).toBeCloseTo(0.2);
    const middle = gradientUnder(glow, slide, { x: 480, y: 500, w: 40, h: 20 });
    expect(Math.min(...middle.map((stop) => stop.opacity))).toBeGreaterThan(0.8);
    // A wide list above the focus: its corners and middle lie in the dim ring, the middle of
    // its bottom edge comes nearest the focus and is read too.
    const list = gradientUnder(glow, slide, { x: 50, y: 150, w: 900, h: 250 });
    expect(Math.max(...list.map((stop) => stop.opacity))).toBeGreaterThan(0.6);
  });
});

describe('a half-transparent glow over a dark background', () => {
  it('reads dark at its faint edge and light at its bright focus', () => {
    const background = { box: slide, colours: [navy] };
    const glow = {
      box: slide,
      colours: [white, white],
      gradient: {
        stops: [
          { at: 0, colour: white, opacity: 0.9 },
          { at: 1, colour: white, opacity: 0.2 },
        ],
        focus: { x: 0.5, y: 0.85 },
      },
    };
    const [flat] = flattenTranslucent([glow], background);
    const edge = fillColoursUnder(flat, { x: 0, y: 0, w: 100, h: 60 })!;
    expect(Math.max(...edge.map((colour) => colour.r))).toBeLessThan(100);
    const focus = fillColoursUnder(flat, { x: 490, y: 505, w: 20, h: 10 })!;
    expect(Math.min(...focus.map((colour) => colour.r))).toBeGreaterThan(200);
  });
});
