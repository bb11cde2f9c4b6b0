import { readableArea } from './readable-area';
import type { SlideLook } from './slide-look';
import { BLACK, DEFAULT_COLOUR_MAP, WHITE } from './theme-colours';

const slide = { x: 0, y: 0, w: 1200, h: 1200 };
const TEAL = { r: 26, g: 188, b: 156 };
const NAVY = { r: 44, g: 62, b: 80 };
const lookOf = (fills: SlideLook['fills'], background = [WHITE]): SlideLook => ({
  context: {
    scheme: { dk1: BLACK, lt1: WHITE, dk2: NAVY, lt2: { r: 240, g: 240, b: 240 } },
    map: DEFAULT_COLOUR_MAP,
  },
  background: { box: slide, colours: background },
  fills,
});

describe(readableArea.name, () => {
  it("takes the whole box and the template's text colour where everything behind reads", () => {
    expect(readableArea(slide, lookOf([]), 4.5)).toEqual({ box: slide, colour: 'tx1' });
    expect(readableArea(slide, lookOf([], [NAVY]), 4.5).colour).toBe('bg1');
  });

  it('keeps a body to the teal panel above a navy band (no colour reads on both)', () => {
    const look = lookOf([{ box: { x: 0, y: 0, w: 1200, h: 800 }, colours: [TEAL] }], [NAVY]);
    const body = { x: 100, y: 200, w: 1000, h: 900 };
    const { box, colour } = readableArea(body, look, 4.5);
    expect(colour).toBe('tx1');
    expect(box.y).toBe(200);
    expect(box.y + box.h).toBeLessThanOrEqual(800);
    expect(box.w).toBe(1000);
  });

  it('counts fills of unknown colour (a pattern) as readable', () => {
    const look = lookOf([{ box: slide }]);
    expect(readableArea(slide, look, 4.5).box).toEqual(slide);
  });
});
