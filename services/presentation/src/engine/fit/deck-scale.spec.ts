import { type DeckPlan, type PlannedSlide, SLIDE_KINDS } from '@deckforge/proto';
import type { LayoutChoice, LayoutUse } from '../layout';
import { crumbFreeScale, stepDown } from './deck-scale';
import { fitPlan } from './text-fit';
import { AverageGlyphMeasurer, fitsFrame, type Paragraph, type TextFrame } from './text-measure';

/** A 16:9 template without fonts of its own. */
const WIDE_TEMPLATE = { fonts: {}, slideWidth: 12_192_000, slideHeight: 6_858_000 };

const INCH = 914_400;
const measurer = new AverageGlyphMeasurer(0.5);
const HEADROOM = 0.06;

/** A Title and Content layout with a body `heightInches` high, lists at 20 pt. */
function layoutsWith(heightInches: number): { layouts: LayoutChoice; frame: TextFrame } {
  const body = { x: 0, y: INCH, w: 8 * INCH, h: heightInches * INCH };
  const use: LayoutUse = {
    layout: { part: 'l', number: 1, name: 'Title and Content', placeholders: [] },
    title: {
      type: 'title',
      name: 'Title',
      box: { ...body, y: 0, h: INCH },
      levels: [{ sizePt: 40 }],
    },
    body: { type: 'body', name: 'Body', box: body, levels: [{ sizePt: 20, spaceBeforePt: 6 }] },
    contentBox: body,
  };
  const layouts = Object.fromEntries(SLIDE_KINDS.map((kind) => [kind, use])) as LayoutChoice;
  const frame: TextFrame = {
    box: body,
    levels: [{ sizePt: 20, spaceBeforePt: 6 }],
    font: { bold: false },
    defaultSizePt: 18,
    floorPt: 14,
  };
  return { layouts, frame };
}

const list = (title: string, count: number, words: number): PlannedSlide => ({
  kind: 'bullets',
  title,
  bullets: Array.from({ length: count }, (_, index) => ({
    text: Array.from({ length: words }, () => `point${index}`).join(' '),
    level: 0,
  })),
});
const fit = (slides: PlannedSlide[], heightInches = 2) => {
  const plan: DeckPlan = { title: 'Deck', slides };
  return fitPlan(plan, layoutsWith(heightInches).layouts, WIDE_TEMPLATE, measurer).slides;
};
const bodyScales = (slides: PlannedSlide[]) =>
  new Set(slides.filter((s) => s.kind === 'bullets').map((s) => s.fit?.bodyScale ?? 1));

describe('one type scale per deck', () => {
  it('sets every list at the size most of them need, short lists included', () => {
    const slides = fit([
      list('A', 3, 12),
      list('B', 3, 12),
      list('C', 3, 12),
      list('D', 3, 12),
      list('Short', 3, 2),
    ]);
    const scales = [...bodyScales(slides)];
    expect(slides).toHaveLength(5);
    expect(scales).toHaveLength(1);
    expect(scales[0]).toBeLessThan(1);
  });

  it('keeps a list whole when it fits one step smaller than the deck size, and splits one that does not', () => {
    // Six bullets of two lines; four short lists set the deck's size at the template's.
    const long = list('Long', 6, 10);
    const short = [list('A', 2, 2), list('B', 2, 2), list('C', 2, 2), list('D', 2, 2)];
    const fits = (height: number, scale: number, headroom = HEADROOM) =>
      long.kind === 'bullets' &&
      fitsFrame(long.bullets, layoutsWith(height).frame, scale, measurer, headroom);
    // In a body 335 pt high it fits one step smaller; in one of 320 pt one step smaller only
    // without headroom (that step is the headroom); in one of 305 pt not even so.
    expect([fits(335 / 72, 1), fits(335 / 72, 0.95)]).toEqual([false, true]);
    expect([fits(320 / 72, 0.95), fits(320 / 72, 0.95, 0)]).toEqual([false, true]);
    expect(fits(305 / 72, 0.95, 0)).toBe(false);
    for (const height of [335, 320]) {
      const whole = fit([...short, long], height / 72);
      expect(whole.map((slide) => slide.title)).toEqual(['A', 'B', 'C', 'D', 'Long']);
      expect(whole[4].fit?.bodyScale).toBe(0.95);
    }
    const split = fit([...short, long], 305 / 72);
    expect(split.map((slide) => slide.title).slice(4)).toEqual(['Long (1/2)', 'Long (2/2)']);
    expect(bodyScales(split)).toEqual(new Set([1]));
  });

  it('sets an agenda of ten items on one slide, in two columns when one does not hold them', () => {
    const agenda: PlannedSlide = {
      kind: 'bullets',
      title: 'Agenda',
      bullets: Array.from({ length: 10 }, (_, index) => ({
        text: `Chapter ${index + 1}: regional results`,
        level: 0,
      })),
    };
    const [slide] = fit([agenda], 3);
    expect(slide.title).toBe('Agenda');
    expect(slide.kind === 'bullets' && slide.bullets).toHaveLength(10);
    expect(slide.fit?.bodyColumns).toBe(2);
  });

  it("leaves out a figure's points that its text placeholder cannot hold, never cutting one", () => {
    const points = Array.from({ length: 4 }, (_, index) => ({
      text: `Point ${index} ${'with many more words '.repeat(6)}`.trim(),
      level: 0,
    }));
    const figure: PlannedSlide = {
      kind: 'picture',
      title: 'Figure 1',
      picture: { blobKey: 'f', mime: 'image/png', width: 800, height: 600 },
      altText: 'A figure',
      bullets: points,
    };
    const [slide] = fit([figure], 1.5);
    const kept = slide.kind === 'picture' ? (slide.bullets ?? []) : [];
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(points.length);
    expect(kept).toEqual(points.slice(0, kept.length));
  });
});

describe(crumbFreeScale.name, () => {
  // Each list is readable (whole, or split into parts of three bullets or more) from its own
  // scale down.
  const lists = (needs: number[]) => needs.map((need) => [{ text: `${need}`, level: 0 }]);
  const readable = (list: Paragraph[], scale: number) => scale <= Number(list[0].text);

  it('keeps the deck size when every list is readable within two steps of it', () => {
    expect(crumbFreeScale(lists([0.9, 0.9, 0.85]), 0.9, 0.4, readable)).toBe(0.9);
  });

  it('sets the whole deck smaller rather than one long list several steps smaller', () => {
    const scale = crumbFreeScale(lists([0.9, 0.9, 0.9, 0.6]), 0.9, 0.4, readable);
    expect(stepDown(stepDown(scale))).toBeLessThanOrEqual(0.6);
    expect(scale).toBeGreaterThan(0.6);
  });

  it('lets a list no size can make readable keep its crumbs, not the deck its size', () => {
    expect(crumbFreeScale(lists([0.9, 0.9, 0.1]), 0.9, 0.4, readable)).toBe(0.9);
  });
});
