import type { PlannedSlide } from '@deckforge/proto';
import { planDeck } from './plan-deck';

const bulletsOf = (slides: PlannedSlide[]) =>
  slides.flatMap((slide) => (slide.kind === 'bullets' ? slide.bullets : []));

describe('a document that is only its table of contents', () => {
  // pdf.js's bug886717: a thesis's contents page alone, its lines joined into one paragraph.
  const contents =
    'Abstract . . . . . . . 3 Contents . . . . . . 9 1 Introduction . . . . . . 11 ' +
    '1.1 Research question . . . . . . 12 1.2 Limitations . . . . . 13 2 Background . . . . 14 ' +
    '2.1 Principles of encryption . . . . 14 2.1.1 Feistel ciphers . . . . . 18 ' +
    '3 Implementation . . . . . 34';

  it('becomes a list of its entries, chapters and their sections, without leaders', () => {
    const plan = planDeck('Contents', [
      {
        name: 'thesis.pdf',
        source: {
          kind: 'text',
          title: 'Contents',
          sections: [
            {
              heading: 'Contents',
              level: 1,
              blocks: [{ type: 'paragraph', text: contents, level: 0 }],
            },
          ],
          pictures: [],
        },
      },
    ]);
    expect(bulletsOf(plan.slides)).toEqual([
      { text: 'Abstract', level: 0 },
      { text: '1 Introduction', level: 0 },
      { text: '1.1 Research question', level: 1 },
      { text: '1.2 Limitations', level: 1 },
      { text: '2 Background', level: 0 },
      { text: '2.1 Principles of encryption', level: 1 },
      { text: '2.1.1 Feistel ciphers', level: 2 },
      { text: '3 Implementation', level: 0 },
    ]);
  });
});
