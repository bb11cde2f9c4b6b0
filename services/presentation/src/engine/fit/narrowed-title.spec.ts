import { type DeckPlan } from '@deckforge/proto';
import { chooseLayouts } from '../layout';
import { freeArea, type LayoutInfo, type TemplateInfo } from '../template';
import { fitPlan } from './text-fit';
import { FONT_FLOORS, framesOf } from './text-frames';
import { AverageGlyphMeasurer, fitsFrame, textHeight } from './text-measure';

// LibreOffice's Focus, as its .otp converts: a 28 × 15.75 cm slide, a title across the top set
// at 21 pt in its sample text only (no text styles), and a coloured triangle over its left end.
const slide = { w: 10_080_625, h: 5_670_550 };
const titleBox = { x: 720_000, y: 360_000, w: 8_640_000, h: 900_000 };
const triangle = { x: 0, y: 0, w: 1_980_000, h: 2_400_000 };
const measurer = new AverageGlyphMeasurer(0.5);

function template(): TemplateInfo {
  const layout: LayoutInfo = {
    part: 'ppt/slideLayouts/slideLayout2.xml',
    number: 2,
    name: 'Title, Content',
    type: 'obj',
    decorations: [triangle],
    placeholders: [
      { type: 'title', name: 'Title', box: titleBox, levels: [{ sizePt: 21 }] },
      {
        type: 'body',
        name: 'Content',
        box: { x: 720_000, y: 1_440_000, w: 8_640_000, h: 3_600_000 },
        levels: [{ sizePt: 18 }],
      },
    ],
  };
  for (const placeholder of layout.placeholders)
    placeholder.freeBox = freeArea(placeholder.box!, layout.decorations!, slide.w * slide.h);
  return {
    slideWidth: slide.w,
    slideHeight: slide.h,
    layouts: [layout],
    fonts: {},
    hasNotesMaster: false,
    slideCount: 0,
  };
}

const deck = (...titles: string[]): DeckPlan => ({
  title: 'Deck',
  slides: titles.map((title) => ({
    kind: 'bullets',
    title,
    bullets: [{ text: 'A point', level: 0 }],
  })),
});

describe('a title in a frame narrowed by artwork', () => {
  const info = template();
  const layouts = chooseLayouts(info);
  const frame = framesOf(layouts.bullets, info).title!;

  it('is measured in the narrowed frame, clear of the triangle', () => {
    expect(frame.box.w).toBeLessThan(titleBox.w);
    expect(frame.box.x).toBeGreaterThanOrEqual(triangle.x + triangle.w);
  });

  it('is written at the size it was measured at, even when it fits at the template size', () => {
    // Without a size on the slide, LibreOffice draws a title whose size lives only in sample
    // text at 44 pt: it wraps in the narrowed frame and rises off the slide.
    const [fitted] = fitPlan(deck('Raft basics'), layouts, info, measurer).slides;
    expect(fitted.title).toBe('Raft basics');
    expect(fitted.fit?.titleSizePt).toBe(21);
  });

  it('fits the narrowed frame at the size written, within the deck’s title sizes', () => {
    const titles = [
      'The Raft consensus algorithm (1/2)',
      'Achieving fault-tolerance with replicated state machines',
    ];
    for (const fitted of fitPlan(deck(...titles), layouts, info, measurer).slides) {
      const sizePt = fitted.fit!.titleSizePt!;
      expect(sizePt).toBeGreaterThanOrEqual(FONT_FLOORS.titlePt);
      expect(sizePt).toBeLessThanOrEqual(21);
      const text = [{ text: fitted.title, level: 0 }];
      expect(fitsFrame(text, frame, sizePt / 21, measurer)).toBe(true);
      expect(textHeight(text, frame, sizePt / 21, measurer)).toBeLessThanOrEqual(
        frame.box.h / 12_700,
      );
    }
  });

  it('keeps its leading words when the narrowed frame cannot hold it whole at the floor', () => {
    const long = Array.from({ length: 24 }, (_, index) => `Consensus${index}`).join(' ');
    const [fitted] = fitPlan(deck(long), layouts, info, measurer).slides;
    expect(fitted.fit?.titleSizePt).toBe(FONT_FLOORS.titlePt);
    expect(long.startsWith(`${fitted.title} `)).toBe(true);
    const scale = FONT_FLOORS.titlePt / 21;
    expect(fitsFrame([{ text: fitted.title, level: 0 }], frame, scale, measurer)).toBe(true);
  });
});
