import type { DeckPlan, PlannedSlide } from '@deckforge/proto';
import { planToRender } from './edited-plan';

const bullets = (title: string, extra: Partial<PlannedSlide> = {}): PlannedSlide =>
  ({
    kind: 'bullets',
    title,
    bullets: [{ text: 'A point', level: 0 }],
    ...extra,
  }) as PlannedSlide;
const plan = (...slides: PlannedSlide[]): DeckPlan => ({ title: 'Deck', slides });

describe(planToRender.name, () => {
  it('drops the sizes fitting chose, so the edited text is measured again', () => {
    const [slide] = planToRender(
      plan(bullets('Results', { fit: { titleSizePt: 30, bodyScale: 0.8 } })),
    ).slides;
    expect(slide).not.toHaveProperty('fit');
    expect(slide.title).toBe('Results');
  });

  it('keeps the parts of a split list together, so they are numbered again', () => {
    const slides = planToRender(
      plan(
        bullets('Results (1/3)', { partOf: 'Results' }),
        bullets('Results (3/3)', { partOf: 'Results' }),
        bullets('Results', { partOf: 'Results' }),
      ),
    ).slides;
    expect(slides.map((slide) => slide.partOf)).toEqual(['Results', 'Results', 'Results']);
  });

  it('lets a part the person renamed stand on its own', () => {
    const slides = planToRender(
      plan(
        bullets('Results (1/2)', { partOf: 'Results' }),
        bullets('What we learned', { partOf: 'Results' }),
        bullets('Results (2/2) and more', { partOf: 'Results' }),
      ),
    ).slides;
    expect(slides.map((slide) => slide.partOf)).toEqual(['Results', undefined, undefined]);
    expect(slides[1].title).toBe('What we learned');
  });
});
