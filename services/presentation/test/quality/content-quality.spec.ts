import type { DeckPlan } from '@deckforge/proto';
import { contentQuality } from './content-quality';

const deck = (bullets: string[]): DeckPlan => ({
  title: 'Contents',
  language: 'en',
  direction: 'ltr',
  slides: [
    {
      kind: 'bullets',
      title: 'Contents',
      bullets: bullets.map((text) => ({ text, level: 0 })),
      notes: '',
    },
  ],
});

describe(contentQuality.name, () => {
  it("takes the entries of a table of contents for the author's own short lines", () => {
    const source = 'Abstract . . . . . 3\n1 Introduction . . . . . 11\n2 Background . . . . 14';
    const plan = deck(['Abstract', '1 Introduction', '2 Background']);
    expect(contentQuality(plan, source).junkBullets).toBe(0);
  });

  it('still counts a short line the source does not have as junk', () => {
    const plan = deck(['Fig. 3', '1 Introduction', '2 Background']);
    expect(contentQuality(plan, 'Fig. 3: the results\nIntroduction').junkBullets).toBe(3);
  });
});
