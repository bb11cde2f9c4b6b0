import { EditingMessages, renderProjectBody } from './deck-editing';
import { DECK_PLAN_LIMITS, type PlannedSlide } from './deck-plan';
import { describePlanError } from './deck-plan-issues';
import { PLAN_RENDER_COST, planRenderCost } from './deck-plan-budget';

const tableSlide = (columns: number, rows: number, cell = 'A cell'): PlannedSlide => ({
  kind: 'table',
  title: 'Figures',
  table: {
    header: Array.from({ length: columns }, (_, column) => `Column ${column + 1}`),
    rows: Array.from({ length: rows }, () => Array.from({ length: columns }, () => cell)),
  },
});
const bulletSlide: PlannedSlide = {
  kind: 'bullets',
  title: 'Results',
  bullets: Array.from({ length: 6 }, () => ({
    text: 'Revenue grew in every region'.repeat(3),
    level: 0,
  })),
};
/** The API's answer to a save of `slides`: undefined when accepted. */
const refusal = (slides: PlannedSlide[]) => {
  const result = renderProjectBody.safeParse({ baseVersion: 1, plan: { title: 'Deck', slides } });
  return result.success ? undefined : describePlanError(result.error);
};

describe('the render budget of a saved plan', () => {
  it('accepts what the planner makes: forty slides of text and 16 parts of 6 × 8 tables', () => {
    const slides = [
      ...Array<PlannedSlide>(40).fill(bulletSlide),
      ...Array(16).fill(tableSlide(6, 7)),
    ];
    expect(planRenderCost({ slides })).toBeLessThan(PLAN_RENDER_COST.budget * 0.6);
    expect(refusal(slides)).toBeUndefined();
  });

  it('refuses the largest plan the schema used to allow: 200 table slides of 12 × 60 cells', () => {
    expect(refusal(Array(200).fill(tableSlide(12, 60)))).toBe(
      'Slide 1: A table has at most 10 columns',
    );
  });

  it('refuses a deck of tables at the new bounds as too costly, saying what makes it so', () => {
    const { tableColumns, tableRows } = DECK_PLAN_LIMITS;
    const slides = Array<PlannedSlide>(200).fill(tableSlide(tableColumns, tableRows));
    expect(planRenderCost({ slides })).toBeGreaterThan(PLAN_RENDER_COST.budget);
    expect(refusal(slides)).toBe(
      EditingMessages.tooCostly(200 * tableColumns * (tableRows + 1), 200),
    );
    // The same tables on fewer slides are an edit, not a flood.
    expect(refusal(slides.slice(0, 10))).toBeUndefined();
  });

  it('counts long text: 200 slides of twelve 600-character bullets are refused', () => {
    const long: PlannedSlide = {
      kind: 'bullets',
      title: 'Everything',
      bullets: Array.from({ length: 12 }, () => ({ text: 'x'.repeat(600), level: 0 })),
    };
    expect(refusal(Array(200).fill(long))).toMatch(/^This deck is too large to render/);
  });
});
