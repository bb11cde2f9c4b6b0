import { DOMParser } from '@xmldom/xmldom';
import { fillColoursUnder } from './slide-look';
import { fillOpacity, flattenTranslucent } from './translucent-fills';

const black = { r: 0, g: 0, b: 0 };
const white = { r: 255, g: 255, b: 255 };
const slide = { x: 0, y: 0, w: 1000, h: 600 };

describe(flattenTranslucent.name, () => {
  it('draws a white bar at 30 % on a black band as dark grey', () => {
    const band = { box: { x: 0, y: 0, w: 1000, h: 300 }, colours: [black] };
    const bar = { box: { x: 50, y: 20, w: 900, h: 80 }, colours: [white], opacity: 0.3 };
    const [, flat] = flattenTranslucent([band, bar], { box: slide, colours: [white] });
    expect(flat).toEqual({ box: bar.box, colours: [{ r: 77, g: 77, b: 77 }] });
  });

  it('draws a faint veil over a gradient in the gradient’s colours (Sunset’s pale yellow on orange)', () => {
    const yellow = { r: 255, g: 255, b: 0 };
    const orange = { r: 255, g: 128, b: 0 };
    const gradient = { box: { x: 20, y: 20, w: 960, h: 560 }, colours: [yellow, orange] };
    const veil = {
      box: { x: 30, y: 100, w: 940, h: 480 },
      colours: [{ r: 255, g: 255, b: 166 }],
      opacity: 0.04,
    };
    const [, flat] = flattenTranslucent([gradient, veil], { box: slide, colours: [black] });
    expect(flat.colours).toEqual([
      { r: 255, g: 255, b: 7 },
      { r: 255, g: 133, b: 7 },
    ]);
  });

  it('blends with the background where nothing else is under it, and keeps opaque fills', () => {
    const bar = { box: { x: 50, y: 400, w: 900, h: 80 }, colours: [black], opacity: 0.5 };
    const opaque = { box: { x: 0, y: 0, w: 10, h: 10 }, colours: [black] };
    expect(flattenTranslucent([bar, opaque], { box: slide, colours: [white] })).toEqual([
      { box: bar.box, colours: [{ r: 128, g: 128, b: 128 }] },
      opaque,
    ]);
  });
});

describe('a veil over a picture', () => {
  it('shows the picture under the text, veiled: a teal veil at 40 % over a light sky and a dark one', () => {
    const sky = {
      box: slide,
      picture: {
        bytes: Buffer.alloc(0),
        grid: () => ({ columns: 2, rows: 1, cells: [white, black] }),
      },
    };
    const teal = { box: slide, colours: [{ r: 0, g: 128, b: 128 }], opacity: 0.4 };
    const [flat] = flattenTranslucent([teal], sky);
    // The left half is the light sky's, veiled; the right half the dark one's.
    expect(fillColoursUnder(flat, { x: 0, y: 0, w: 400, h: 600 })).toEqual([
      { r: 153, g: 204, b: 204 },
    ]);
    expect(fillColoursUnder(flat, { x: 600, y: 0, w: 400, h: 600 })).toEqual([
      { r: 0, g: 51, b: 51 },
    ]);
  });
});

describe(fillOpacity.name, () => {
  it('reads the alpha of a solid fill', () => {
    const properties = new DOMParser().parseFromString(
      '<p:spPr xmlns:p="p" xmlns:a="a"><a:solidFill><a:srgbClr val="FFFFFF"><a:alpha val="30000"/></a:srgbClr></a:solidFill></p:spPr>',
      'text/xml',
    ).documentElement!;
    expect(fillOpacity(properties)).toBeCloseTo(0.3);
  });
});
