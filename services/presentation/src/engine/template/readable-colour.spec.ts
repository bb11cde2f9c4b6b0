import type { SlideLook } from './slide-look';
import { BLACK, DEFAULT_COLOUR_MAP, WHITE } from './theme-colours';
import { bestColour } from './readable-colour';
const slide = { x: 0, y: 0, w: 100, h: 100 };
const look: SlideLook = {
  context: {
    scheme: {
      dk1: BLACK,
      lt1: WHITE,
      dk2: { r: 30, g: 30, b: 30 },
      lt2: { r: 240, g: 240, b: 240 },
    },
    map: DEFAULT_COLOUR_MAP,
  },
  background: { box: slide, colours: [WHITE] },
  fills: [],
};

describe(bestColour.name, () => {
  it("takes the template's first colour that reads on everything behind the text", () => {
    expect(bestColour(look, [BLACK], 4.5)).toBe('bg1');
    expect(bestColour(look, [WHITE], 4.5)).toBe('tx1');
  });

  it('chooses for where the text starts when a box straddles a black band and white keys', () => {
    // Nothing reads on black and white at once; the first lines lie on the black band.
    expect(bestColour(look, [BLACK, WHITE], 4.5, [BLACK])).toBe('bg1');
    expect(bestColour(look, [BLACK, WHITE], 4.5, [WHITE])).toBe('tx1');
  });
});
