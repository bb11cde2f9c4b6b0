import { randomUUID } from 'node:crypto';
import { eventually } from '@deckforge/kit/testing';
import {
  costInHundredths,
  type DeckPlan,
  DECK_PLAN_LIMITS,
  EditingMessages,
  type PlannedSlide,
  type ProjectPlanView,
} from '@deckforge/proto';
import { DeckforgeClient } from '../support/deckforge-client';
import { reportMarkdown } from '../support/presentation-files';
import type { TestSession } from '../support/session';
import { TestStack } from '../support/stack';

// Real decks on a shared 2-core machine: ceilings against hangs, not timings under test.
jest.setTimeout(300_000);

/** A table slide at the schema's bounds: seconds of the renderer's work each. */
const bigTable = (index: number): PlannedSlide => ({
  kind: 'table',
  title: `Figures ${index + 1}`,
  table: {
    header: Array.from({ length: DECK_PLAN_LIMITS.tableColumns }, (_, column) => `Q${column}`),
    rows: Array.from({ length: DECK_PLAN_LIMITS.tableRows }, (_, row) =>
      Array.from({ length: DECK_PLAN_LIMITS.tableColumns }, (_, column) => `${row * column} units`),
    ),
  },
});

describe('free renders next to paid generations, on the real servers', () => {
  let stack: TestStack;
  let client: DeckforgeClient;

  beforeAll(async () => {
    stack = await TestStack.start({
      services: ['data', 'storage', 'billing', 'presentation'],
      workers: 1,
      // Slide images are not what is under test: the renders' own work is.
      env: { SLIDE_PREVIEWS: 'off' },
    });
    client = new DeckforgeClient(stack);
  }, 180_000);

  afterAll(async () => {
    await client?.close();
    await stack?.stop();
  });

  /** Generates a deck of a short report and answers when it is stored, with its file id. */
  async function generated(user: TestSession): Promise<string> {
    const notes = await client.upload(user, `report-${randomUUID()}.md`, reportMarkdown(2));
    const template = await client.systemTemplate(user);
    const { tokenCount } = await client.tokens(user, [notes]);
    const response = await client.generate(user, {
      files: [notes],
      template,
      title: 'Quarterly review',
      credits: costInHundredths(tokenCount) / 100,
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { fileId: string }).fileId;
  }

  const render = (user: TestSession, fileId: string, plan: DeckPlan) =>
    client.call(user, `/ppt/projects/${fileId}/render`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.url },
      body: JSON.stringify({ baseVersion: 1, plan, asNewProject: true }),
    });

  async function planOf(user: TestSession, fileId: string): Promise<DeckPlan> {
    const response = await client.call(user, `/ppt/projects/${fileId}/plan`);
    expect(response.status).toBe(200);
    return ((await response.json()) as ProjectPlanView).plan;
  }

  it('keeps one render of a person running and one waiting, and takes a paid generation first', async () => {
    const editor = await client.registeredUser();
    const payer = await client.registeredUser();
    const fileId = await generated(editor);
    const plan = await planOf(editor, fileId);
    const heavy = {
      ...plan,
      slides: [...plan.slides, ...Array.from({ length: 10 }, (_, i) => bigTable(i))],
    };

    // A plan past the render budget is no save at all.
    const flood = { ...plan, slides: Array.from({ length: 60 }, (_, i) => bigTable(i)) };
    const refused = await render(editor, fileId, flood);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      message: expect.stringMatching(/^This deck is too large to render \(60 slides/),
    });

    const jobs: string[] = [];
    for (let index = 0; index < 2; index++) {
      const accepted = await render(editor, fileId, heavy);
      expect(accepted.status).toBe(202);
      jobs.push(((await accepted.json()) as { jobId: string }).jobId);
    }
    const third = await render(editor, fileId, heavy);
    expect(third.status).toBe(429);
    expect(await third.json()).toEqual({ message: EditingMessages.rendersPending });

    // The first render is being drawn; another person's paid generation does not wait for it,
    // nor for the render queued before it.
    await eventually(
      async () => expect((await client.job(editor, jobs[0])).body.state).toBe('active'),
      60_000,
    );
    await generated(payer);
    const [first, second] = await Promise.all(jobs.map((jobId) => client.job(editor, jobId)));
    expect(first.body.state).toBe('active');
    expect(second.body.state).toBe('queued');

    // Once the first is done, the second runs and the person may save again.
    await eventually(
      async () => expect((await client.job(editor, jobs[0])).body.state).toBe('completed'),
      240_000,
    );
    const again = await render(editor, fileId, plan);
    expect(again.status).toBe(202);
  });
});
