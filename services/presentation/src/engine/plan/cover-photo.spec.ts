import type { ExtractedSource, SourcePicture } from '../extract';
import { planDeck } from './plan-deck';

/** A deck used as a source: a cover (title, maybe a line) and three slides of points. */
const slide = (heading: string, lines: string[]) => ({
  heading,
  level: 1,
  blocks: lines.map((text) => ({ type: 'bullet' as const, text, level: 0 })),
});
const photo = (key: string, section: number): SourcePicture => ({
  blobKey: key,
  mime: 'image/jpeg',
  width: 1600,
  height: 1200,
  orientation: 'landscape',
  section,
  location: { slide: section + 1 },
});
const points = (topic: string) => [
  `The council agreed the ${topic} in March after a public consultation`,
  `Residents asked for the ${topic} to keep the old quay walls`,
  `The ${topic} is reviewed again by the harbour board in the autumn`,
];
const deck = (cover: string[], pictures: SourcePicture[]): ExtractedSource => ({
  kind: 'presentation',
  title: 'Harbour renewal plan',
  sections: [
    slide('Harbour renewal plan', cover),
    slide('Why renew the harbour', points('renewal')),
    slide('What it costs', points('budget')),
    slide('When it happens', points('timetable')),
  ],
  pictures,
});
const kinds = (source: ExtractedSource, more: ExtractedSource[] = []) =>
  planDeck('Harbour renewal plan', [
    { name: 'harbour.pptx', source },
    ...more.map((other, index) => ({ name: `other${index}.pptx`, source: other })),
  ]).slides.map((s) => `${s.kind}${'picture' in s ? `:${s.picture.blobKey}` : ''}`);

describe("a source deck's cover photo", () => {
  it('follows the title slide, before the agenda, when the cover has no words of its own', () => {
    const slides = kinds(deck([], [photo('cover', 0)]));
    expect(slides.slice(0, 3)).toEqual(['title', 'picture:cover', 'bullets']);
    expect(slides.filter((s) => s.startsWith('picture'))).toEqual(['picture:cover']);
  });

  it("carries the cover's line beside it", () => {
    const planned = planDeck('Harbour renewal plan', [
      { name: 'harbour.pptx', source: deck(['City council, spring 2026'], [photo('cover', 0)]) },
    ]).slides;
    expect(planned[1]).toMatchObject({
      kind: 'picture',
      picture: { blobKey: 'cover' },
      bullets: [{ text: 'City council, spring 2026' }],
    });
  });

  it("stays with its own deck's slides when the deck is not the first source", () => {
    const first = { ...deck([], []), title: 'Budget', sections: [slide('Budget', points('plan'))] };
    const slides = kinds(first, [deck([], [photo('cover', 0)])]);
    expect(slides[1]).not.toBe('picture:cover');
    expect(slides.indexOf('picture:cover')).toBeLessThan(slides.length - 2);
  });
});

describe('figures of parts the deck leaves out', () => {
  it("keep their place in the source's order, not the deck's end", () => {
    const source = deck(['City council'], [photo('quay', 2)]);
    // A subheading with no words: the deck leaves it out, its photo stays between its neighbours.
    source.sections[2] = { ...slide('What it costs', []), level: 2 };
    const planned = planDeck('Harbour renewal plan', [{ name: 'harbour.pptx', source }]).slides;
    const at = planned.findIndex((s) => s.kind === 'picture');
    expect(planned[at - 1].title).toBe('Why renew the harbour');
    expect(planned[at + 1].title).toBe('When it happens');
  });
});
