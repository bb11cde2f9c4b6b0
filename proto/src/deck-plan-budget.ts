import type { DeckPlan, PlannedSlide } from './deck-plan';

/**
 * What re-rendering a plan costs, in units of about a millisecond of the renderer's work on one
 * core (docs/decisions.md, "Free renders never delay paid work"). Measured on the system
 * templates: a slide's layout, text fitting and package work takes about 50 units, a table cell
 * about 7 (each is measured and fitted on its own), and every 50 characters of text about one
 * more (long lists are split into several slides). A generated deck stays far below the budget
 * (forty slides of text and 16 table slides of 6 × 8 cells come to about 9,000); what lies
 * beyond it is not an edit but a way to keep a worker busy for free (docs/benchmarks.md, "A paid
 * generation beside a free render").
 */
export const PLAN_RENDER_COST = {
  slide: 50,
  tableCell: 7,
  charactersPerUnit: 50,
  chartValue: 1,
  budget: 20_000,
} as const;

const C = PLAN_RENDER_COST;

/** Everything a slide says, in characters (its notes excepted: they are copied, not fitted). */
function slideCharacters(slide: PlannedSlide): number {
  const texts: Array<string | undefined> = [slide.title];
  const bullets = (list?: Array<{ text: string }>) => list?.forEach((b) => texts.push(b.text));
  switch (slide.kind) {
    case 'title':
    case 'section':
      texts.push(slide.subtitle);
      break;
    case 'closing':
      texts.push(slide.subtitle);
      bullets(slide.bullets);
      break;
    case 'bullets':
      bullets(slide.bullets);
      break;
    case 'two-columns':
      texts.push(slide.left.heading, slide.right.heading);
      bullets(slide.left.bullets);
      bullets(slide.right.bullets);
      break;
    case 'statement':
      texts.push(slide.text);
      break;
    case 'big-number':
      texts.push(slide.value, slide.label);
      break;
    case 'picture':
      texts.push(slide.caption);
      bullets(slide.bullets);
      break;
    case 'picture-grid':
      slide.pictures.forEach((picture) => texts.push(picture.caption));
      break;
    case 'table':
      texts.push(slide.caption, ...slide.table.header, ...slide.table.rows.flat());
      break;
    case 'chart':
    case 'media':
      texts.push(slide.caption);
      break;
  }
  return texts.reduce((sum, text) => sum + (text?.length ?? 0), 0);
}

function slideCost(slide: PlannedSlide): number {
  let cost = C.slide + slideCharacters(slide) / C.charactersPerUnit;
  if (slide.kind === 'table')
    cost += C.tableCell * slide.table.header.length * (slide.table.rows.length + 1);
  if (slide.kind === 'chart')
    cost += C.chartValue * slide.chart.series.length * slide.chart.categories.length;
  return cost;
}

/** The plan's cost in PLAN_RENDER_COST units (rounded up). */
export function planRenderCost(plan: Pick<DeckPlan, 'slides'>): number {
  return Math.ceil(plan.slides.reduce((sum, slide) => sum + slideCost(slide), 0));
}

/** Table cells of the plan, to tell a person what makes a deck too costly. */
export function planTableCells(plan: Pick<DeckPlan, 'slides'>): number {
  return plan.slides.reduce(
    (sum, slide) =>
      slide.kind === 'table'
        ? sum + slide.table.header.length * (slide.table.rows.length + 1)
        : sum,
    0,
  );
}
