import { titleCandidates } from './title-fit';
import { type DeckPlan, SLIDE_KINDS } from '@deckforge/proto';
import type { LayoutChoice, LayoutUse } from '../layout';
import type { LayoutInfo } from '../template';
import { fitParagraphs, fitPlan, paginate } from './text-fit';
import { FONT_FLOORS, HEADROOM } from './text-frames';
import { AverageGlyphMeasurer, fitsFrame, textHeight, type TextFrame } from './text-measure';

/** A 16:9 template without fonts of its own. */
const WIDE_TEMPLATE = { fonts: {}, slideWidth: 12_192_000, slideHeight: 6_858_000 };

const INCH = 914_400;
const measurer = new AverageGlyphMeasurer(0.5);
const frame = (heightInches: number, sizePt = 20): TextFrame => ({
  box: { x: 0, y: 0, w: 8 * INCH, h: heightInches * INCH },
  levels: [{ sizePt, spaceBeforePt: 6 }],
  font: {},
  defaultSizePt: 18,
});
const bullets = (count: number, words = 3) =>
  Array.from({ length: count }, (_, index) => ({
    text: Array.from({ length: words }, () => `point${index}`).join(' '),
    level: 0,
  }));

describe(paginate.name, () => {
  it('keeps what fits on one slide', () => {
    expect(paginate(bullets(4), frame(2), measurer)).toHaveLength(1);
  });

  it('splits what does not fit, keeping every bullet in order, each part fitting', () => {
    const input = bullets(14);
    const pages = paginate(input, frame(2), measurer);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.flat()).toEqual(input);
    for (const page of pages) expect(fitsFrame(page, frame(2), 1, measurer)).toBe(true);
  });

  it('fills parts with smaller text rather than leave a bullet or two a slide', () => {
    // At 20 pt one of these bullets fills the box; at 15 pt three fit.
    const pages = paginate(bullets(6, 20), frame(2), measurer);
    expect(pages.map((page) => page.length)).toEqual([3, 3]);
  });

  it('keeps whole a list that fits at one step less, that step its only headroom', () => {
    // 150 pt high: five one-line bullets take 151 pt at 20 pt and 145 pt at 19 pt, more than
    // the 141 pt the headroom leaves; Aurora's five points were split 3 + 2 so.
    const room = frame(150 / 72);
    expect(fitsFrame(bullets(5), room, 0.95, measurer, HEADROOM)).toBe(false);
    expect(paginate(bullets(5), room, measurer)).toHaveLength(1);
    expect(fitParagraphs(bullets(5), room, FONT_FLOORS.bodyPt, measurer).scale).toBe(0.95);
    // What does not fit one step less splits.
    expect(paginate(bullets(5), frame(140 / 72), measurer).length).toBeGreaterThan(1);
  });

  it('gives long bullets more room than short ones', () => {
    expect(paginate(bullets(6, 40), frame(2), measurer).length).toBeGreaterThan(
      paginate(bullets(6, 3), frame(2), measurer).length,
    );
  });
});

describe('the readable floor', () => {
  // A designed deck's display-size list (42 pt, sub-bullets at 20 pt) in a small text area.
  const display: TextFrame = {
    ...frame(2),
    levels: [{ sizePt: 42 }, { sizePt: 20 }],
    floorPt: FONT_FLOORS.bodyPt,
  };
  const detail = [{ text: 'A sub-bullet with some detail', level: 1 }];

  it('measures every level at the floor at least, however far the list shrinks', () => {
    const atFloor = { ...display, levels: [{ sizePt: 42 }, { sizePt: FONT_FLOORS.bodyPt }] };
    expect(textHeight(detail, display, 1 / 3, measurer)).toBeCloseTo(
      textHeight(detail, atFloor, 1, measurer),
    );
  });

  it('splits a list rather than set its sub-bullets below the floor', () => {
    const list = Array.from({ length: 3 }, (_, index) => [
      { text: `Point ${index} with a few more words`, level: 0 },
      { text: `Detail ${index} of the point, in more words`, level: 1 },
    ]).flat();
    // Every part holds its sub-bullets at the floor, however small its first level is set.
    const pages = paginate(list, display, measurer);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages)
      expect(fitsFrame(page, display, FONT_FLOORS.bodyPt / 42, measurer)).toBe(true);
  });
});

describe(fitParagraphs.name, () => {
  it('keeps the size when the text fits', () => {
    expect(fitParagraphs(bullets(2), frame(2), 14, measurer).scale).toBe(1);
  });

  it('shrinks, but never below the floor', () => {
    const fitted = fitParagraphs(bullets(6), frame(2), 14, measurer);
    expect(fitted.scale).toBeLessThan(1);
    expect(20 * fitted.scale).toBeGreaterThanOrEqual(14);
    expect(fitsFrame(fitted.paragraphs, frame(2), fitted.scale, measurer)).toBe(true);
  });

  it('shortens the longest text with an ellipsis when even the floor is too large', () => {
    const long = [{ text: Array.from({ length: 80 }, (_, i) => `word${i}`).join(' '), level: 0 }];
    const fitted = fitParagraphs(long, frame(1), 14, measurer);
    expect(fitted.scale).toBe(14 / 20);
    expect(fitted.paragraphs[0].text.endsWith('…')).toBe(true);
    expect(fitsFrame(fitted.paragraphs, frame(1), fitted.scale, measurer)).toBe(true);
  });
});

describe(fitPlan.name, () => {
  const layout = (name: string): LayoutInfo => ({ part: name, number: 1, name, placeholders: [] });
  const use: LayoutUse = {
    layout: layout('Title and Content'),
    title: {
      type: 'title',
      name: 'Title',
      box: { x: 0, y: 0, w: 8 * INCH, h: 1 * INCH },
      levels: [{ sizePt: 40 }],
    },
    body: {
      type: 'body',
      name: 'Body',
      box: { x: 0, y: INCH, w: 8 * INCH, h: 2 * INCH },
      levels: [{ sizePt: 20, spaceBeforePt: 6 }],
    },
    contentBox: { x: 0, y: INCH, w: 8 * INCH, h: 2 * INCH },
  };
  const layouts = Object.fromEntries(SLIDE_KINDS.map((kind) => [kind, use])) as LayoutChoice;

  it('numbers the parts of a split list once, whatever the planner numbered', () => {
    const plan: DeckPlan = {
      title: 'Deck',
      slides: [
        { kind: 'bullets', title: 'Regions', partOf: 'Regions', bullets: bullets(6, 12) },
        { kind: 'bullets', title: 'Regions', partOf: 'Regions', bullets: bullets(6, 12) },
      ],
    };
    const titles = fitPlan(plan, layouts, WIDE_TEMPLATE, measurer).slides.map((s) => s.title);
    expect(titles.length).toBeGreaterThan(2);
    expect(titles).toEqual(titles.map((_, index) => `Regions (${index + 1}/${titles.length})`));
  });

  it('joins the parts a planner cut a short list into when one slide holds them', () => {
    // Two bullets and two more under one title: four short lines fit the 2-inch body.
    const plan: DeckPlan = {
      title: 'Deck',
      slides: [
        { kind: 'bullets', title: 'Welcome', notes: 'first', bullets: bullets(2) },
        { kind: 'bullets', title: 'Welcome', notes: 'second', bullets: bullets(2) },
        { kind: 'bullets', title: 'Next', bullets: bullets(3) },
      ],
    };
    const slides = fitPlan(plan, layouts, WIDE_TEMPLATE, measurer).slides;
    expect(slides.map((s) => s.title)).toEqual(['Welcome', 'Next']);
    expect(slides[0]).toMatchObject({
      bullets: [...bullets(2), ...bullets(2)],
      notes: 'first\n\nsecond',
    });
  });

  it('keeps apart parts that do not fit one slide together, and parts kept apart in the editor', () => {
    const long: DeckPlan = {
      title: 'Deck',
      slides: [
        { kind: 'bullets', title: 'Long', bullets: bullets(4, 12) },
        { kind: 'bullets', title: 'Long', bullets: bullets(4, 12) },
      ],
    };
    expect(fitPlan(long, layouts, WIDE_TEMPLATE, measurer).slides.length).toBeGreaterThan(1);
    const edited: DeckPlan = {
      title: 'Deck',
      slides: [
        { kind: 'bullets', title: 'Kept (1/2)', partOf: 'Kept', bullets: bullets(2) },
        { kind: 'bullets', title: 'Kept (2/2)', partOf: 'Kept', bullets: bullets(2) },
      ],
    };
    expect(fitPlan(edited, layouts, WIDE_TEMPLATE, measurer).slides.map((s) => s.title)).toEqual([
      'Kept (1/2)',
      'Kept (2/2)',
    ]);
  });

  it('shrinks a long title to no less than the title floor, then keeps its leading words without an ellipsis', () => {
    const long = Array.from({ length: 30 }, (_, i) => `Heading${i}`).join(' ');
    const [slide] = fitPlan(
      { title: 'Deck', slides: [{ kind: 'section', title: long }] },
      layouts,
      WIDE_TEMPLATE,
      measurer,
    ).slides;
    expect(slide.fit?.titleSizePt).toBe(FONT_FLOORS.titlePt);
    expect(FONT_FLOORS.titlePt).toBe(20);
    expect(slide.title).not.toContain('…');
    expect(long.startsWith(`${slide.title} `)).toBe(true);
    expect(slide.title.split(' ').length).toBeGreaterThan(1);
  });

  it('keeps the first clause of a title too long for its box, whole words only', () => {
    const title =
      'Reporting a bug in Node.js: how to write a minimal reproduction that maintainers can run, with every version, flag and environment variable the failure depends on, and what to leave out of it';
    const [slide] = fitPlan(
      { title: 'Deck', slides: [{ kind: 'section', title }] },
      layouts,
      WIDE_TEMPLATE,
      measurer,
    ).slides;
    expect(slide.title).toBe('Reporting a bug in Node.js');
  });

  it("keeps a part's number when it shortens the title of a split list", () => {
    const title =
      'Reporting a bug in Node.js: how to write a minimal reproduction that maintainers can run, with every version, flag and environment variable the failure depends on';
    const many = Array.from({ length: 6 }, (_, i) => ({
      text: `Point ${i} ${'word '.repeat(30)}`,
      level: 0,
    }));
    const titles = fitPlan(
      {
        title: 'Deck',
        slides: [{ kind: 'bullets', title, partOf: title, bullets: many }],
      },
      layouts,
      WIDE_TEMPLATE,
      measurer,
    ).slides.map((slide) => slide.title);
    expect(titles.length).toBeGreaterThan(1);
    expect(titles).toEqual(
      titles.map((_, index) => `Reporting a bug in Node.js (${index + 1}/${titles.length})`),
    );
  });

  it('never ends a shortened title on an article or a preposition', () => {
    expect(titleCandidates('Growth of the market in the north and the south')).not.toContainEqual(
      expect.stringMatching(/ (the|of|in|and)$/),
    );
    expect(titleCandidates('Results: strong quarter')[0]).toBe('Results');
  });

  it('cuts a title where a phrase ends before cutting inside one', () => {
    const candidates = titleCandidates('Costs of the business unit and shared services in Europe');
    // The longest cut that fits comes first: a phrase whole, never "… unit and shared".
    expect(candidates.indexOf('Costs of the business unit and shared services')).toBeLessThan(
      candidates.indexOf('Costs of the business unit and shared'),
    );
    expect(candidates.indexOf('Costs of the business unit')).toBeLessThan(
      candidates.indexOf('Costs of the business unit and shared'),
    );
  });

  it('never ends a shortened title on a possessive or a determiner', () => {
    const candidates = titleCandidates(
      'A scatter plot of 43 participants’ grades comparing their performance on each exam',
    );
    expect(candidates).not.toContain('A scatter plot of 43 participants’');
    expect(candidates).not.toContainEqual(expect.stringMatching(/ (their|each)$/));
    expect(candidates).toContain('A scatter plot');
    expect(titleCandidates('The company’s results in Europe')).not.toContain('The company’s');
  });
});
