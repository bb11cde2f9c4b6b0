import { titleBand } from './title-band';

// LibreOffice's Piano, as its .otp converts (points × 100): a black panel over the top half, a
// grey band on it (a darker frame, a lighter bar inside), the piano keys below, and a layout
// title box that straddles the band's top edge (the master's own title sits on the band).
const slide = { w: 79_375, h: 44_650 };
const slideArea = slide.w * slide.h;
const panel = { x: 0, y: 0, w: 79_400, h: 25_000 };
const frame = { x: 4_000, y: 1_700, w: 71_400, h: 7_500 };
const bar = { x: 4_800, y: 2_300, w: 69_400, h: 5_900 };
const keys = { x: 0, y: 24_600, w: 79_300, h: 20_100, picture: true };
const title = { x: 2_800, y: 300, w: 73_700, h: 4_400 };

describe(titleBand.name, () => {
  it('puts a title that straddles the edge of its band on the innermost band', () => {
    expect(titleBand(title, [keys, panel, frame, bar], slideArea)).toEqual(bar);
  });

  it('moves a title into a band much taller than it, keeping its height', () => {
    const tall = { x: 4_000, y: 2_000, w: 71_400, h: 20_000 };
    expect(titleBand(title, [tall], slideArea)).toEqual({
      x: 4_000,
      y: 2_000,
      w: 71_400,
      h: title.h,
    });
  });

  it('leaves a title that lies on its band, or that a panel only grazes', () => {
    expect(titleBand({ x: 5_000, y: 3_000, w: 60_000, h: 4_000 }, [bar], slideArea)).toBe(
      undefined,
    );
    // A block over a corner of the box spans too little of it to be its band.
    const corner = { x: 0, y: 0, w: 20_000, h: 20_000 };
    expect(titleBand(title, [corner], slideArea)).toBe(undefined);
    // A picture is never a band.
    expect(titleBand(title, [{ ...bar, picture: true }], slideArea)).toBe(undefined);
  });
});
