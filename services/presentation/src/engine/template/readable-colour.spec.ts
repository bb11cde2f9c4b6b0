import type { SlideLook } from './slide-look';
import { BLACK, DEFAULT_COLOUR_MAP, WHITE } from './theme-colours';
import { bestColour, EMPHASIS } from './readable-colour';
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

  it('gives a key figure in an accent that does not read another theme colour that does', () => {
    // LibreOffice's Sunset: Office's colours on a yellow-to-orange gradient; accent1 (blue)
    // fails, and so do the other accents; the template's dark blue second text colour reads.
    const office: SlideLook = {
      ...look,
      context: {
        ...look.context,
        scheme: {
          ...look.context.scheme,
          dk2: { r: 0x1f, g: 0x49, b: 0x7d },
          lt2: { r: 0xee, g: 0xec, b: 0xe1 },
          accent1: { r: 0x4f, g: 0x81, b: 0xbd },
          accent2: { r: 0xc0, g: 0x50, b: 0x4d },
          accent3: { r: 0x9b, g: 0xbb, b: 0x59 },
          accent4: { r: 0x80, g: 0x64, b: 0xa2 },
          accent5: { r: 0x4b, g: 0xac, b: 0xc6 },
          accent6: { r: 0xf7, g: 0x96, b: 0x46 },
        },
      },
    };
    const gradient = [
      { r: 255, g: 255, b: 7 },
      { r: 255, g: 133, b: 7 },
    ];
    expect(bestColour(office, gradient, 3, undefined, EMPHASIS)).toBe('tx2');
    // Plain text keeps to the template's text colours first.
    expect(bestColour(office, gradient, 4.5)).toBe('tx1');
  });
});
