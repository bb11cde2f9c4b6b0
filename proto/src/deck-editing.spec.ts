import { EditingMessages, renderProjectBody } from './deck-editing';
import { DECK_PLAN_LIMITS, deckPlanSchema, type DeckPlan } from './deck-plan';
import { describePlanError, planIssueLocation } from './deck-plan-issues';
import { mapPlanAssets, planBlobKeys } from './deck-plan-assets';

const plan: DeckPlan = {
  title: 'Quarterly review',
  slides: [
    { kind: 'title', title: 'Quarterly review' },
    { kind: 'bullets', title: 'Results', bullets: [{ text: 'Revenue grew', level: 0 }] },
    {
      kind: 'picture',
      title: 'The team',
      picture: { blobKey: 'projects/u/j/asset-0', mime: 'image/png', width: 10, height: 10 },
      altText: 'Five people',
    },
    {
      kind: 'media',
      title: 'Demo',
      media: {
        kind: 'video',
        blobKey: 'projects/u/j/asset-1',
        mime: 'video/mp4',
        extension: 'mp4',
        posterBlobKey: 'projects/u/j/asset-2',
      },
    },
  ],
};

/** The first problem of `value` as the API answers it. */
const problem = (value: unknown) => {
  const result = deckPlanSchema.safeParse(value);
  return result.success ? undefined : describePlanError(result.error);
};
const withSlide = (slide: Record<string, unknown>) => ({
  ...plan,
  slides: [{ ...plan.slides[1], ...slide }],
});

describe('deck plan schema, as the editor and the API use it', () => {
  it('accepts a generated plan as it is', () => {
    expect(deckPlanSchema.parse(plan)).toEqual(plan);
  });

  it.each([
    [withSlide({ title: ' ' }), 'Slide 1: A slide title must not be empty'],
    [
      withSlide({ title: 'x'.repeat(201) }),
      'Slide 1: A slide title must be at most 200 characters',
    ],
    [withSlide({ title: 7 }), 'Slide 1: A slide title must be text'],
    [withSlide({ bullets: [] }), 'Slide 1: A list needs at least one bullet'],
    [
      withSlide({ bullets: [{ text: '', level: 0 }] }),
      'Slide 1, bullet 1: A bullet must not be empty',
    ],
    [
      withSlide({ bullets: [{ text: 'a', level: 4 }] }),
      'Slide 1, bullet 1: Bullets can be indented at most 3 levels',
    ],
    [
      withSlide({ kind: 'poster' }),
      expect.stringMatching(/^Slide 1: A slide's kind must be one of: title, section/),
    ],
    [
      { ...plan, slides: Array.from({ length: 10_000 }, () => plan.slides[0]) },
      `A deck holds at most ${DECK_PLAN_LIMITS.slides} slides`,
    ],
    [{ ...plan, slides: [] }, 'A deck needs at least one slide'],
  ])('refuses %#, saying where and what', (value, message) => {
    expect(problem(value)).toEqual(message);
  });

  it('names every place a problem can be', () => {
    expect(planIssueLocation(['plan', 'slides', 3, 'left', 'bullets', 1, 'text'])).toBe(
      'Slide 4, left column, bullet 2',
    );
    expect(planIssueLocation(['slides', 0, 'table', 'rows', 2, 1])).toBe(
      'Slide 1, table row 3, column 2',
    );
    expect(planIssueLocation(['slides', 1, 'pictures', 0, 'caption'])).toBe('Slide 2, picture 1');
  });
});

describe(`renderProjectBody`, () => {
  it('takes the version, the plan and optionally another template or a new project', () => {
    expect(renderProjectBody.parse({ baseVersion: 2, plan, asNewProject: true })).toMatchObject({
      baseVersion: 2,
      asNewProject: true,
    });
  });

  it('refuses new source material, and anything else it does not know', () => {
    const sources = renderProjectBody.safeParse({
      baseVersion: 1,
      plan,
      files: [{ file_id: 'x' }],
    });
    expect(sources.success || describePlanError(sources.error)).toBe(EditingMessages.noNewSources);
    const other = renderProjectBody.safeParse({ baseVersion: 1, plan, credits: 5 });
    expect(other.success || describePlanError(other.error)).toBe('Unknown field: credits');
    const version = renderProjectBody.safeParse({ baseVersion: 0, plan });
    expect(version.success || describePlanError(version.error)).toBe(
      'baseVersion must be the version the editor loaded',
    );
  });
});

describe('plan assets', () => {
  it('finds every picture, media file and poster, and replaces them', () => {
    expect(planBlobKeys(plan)).toEqual([
      'projects/u/j/asset-0',
      'projects/u/j/asset-1',
      'projects/u/j/asset-2',
    ]);
    const renamed = mapPlanAssets(plan, (asset) => ({ ...asset, blobKey: `${asset.blobKey}!` }));
    expect(planBlobKeys(renamed)).toEqual([
      'projects/u/j/asset-0!',
      'projects/u/j/asset-1!',
      'projects/u/j/asset-2',
    ]);
  });
});
