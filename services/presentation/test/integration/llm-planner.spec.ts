import type { PresentationConfig } from '../../src/config';
import type { ExtractedSource } from '../../src/extraction/extracted-source';
import type { DeckPlan } from '@deckforge/proto';
import { planDeck, type PlanningSource } from '../../src/planning/outline-planner';
import { OutlinePlanner } from '../../src/planning/outline-planner.service';
import { FakeChatCompletions } from '../support/fake-chat-completions';

const today = new Date('2026-11-21T12:00:00Z');
const report: ExtractedSource = {
  kind: 'text',
  pictures: [],
  sections: [
    {
      heading: 'Results',
      level: 1,
      location: { page: 2 },
      blocks: [
        {
          type: 'paragraph',
          text: 'Revenue grew by twelve percent. Enterprise deals drove it.',
          level: 0,
          location: { page: 2 },
        },
      ],
    },
  ],
};
const notes: ExtractedSource = {
  kind: 'text',
  pictures: [],
  sections: [
    {
      heading: 'Team',
      level: 1,
      blocks: [{ type: 'paragraph', text: 'The team doubled in size this year.', level: 0 }],
    },
  ],
};
const sources: PlanningSource[] = [
  { name: 'report.pdf', source: report },
  { name: 'notes.md', source: notes },
];

const outline = {
  documents: [
    {
      file: 'report.pdf',
      sections: [
        {
          title: 'Growth',
          bullets: [
            'Revenue up twelve percent year on year.',
            'Enterprise deals drove most of the growth in every single region of the company this year',
            ...Array.from({ length: 7 }, (_, index) => `Region ${index + 1} opened a new office`),
          ],
          notes: 'Revenue grew by twelve percent, driven by enterprise deals.',
          location: 'page 2',
        },
        {
          title: 'Outlook',
          bullets: ['Hiring continues next year'],
          notes: '',
        },
      ],
    },
  ],
};

const bulletsOf = (plan: DeckPlan) =>
  plan.slides.flatMap((slide) =>
    slide.kind === 'bullets'
      ? slide.bullets.map((b) => b.text)
      : slide.kind === 'statement'
        ? [slide.text]
        : [],
  );

describe('planning with an OpenAI-compatible LLM (a local fake server)', () => {
  let llm: FakeChatCompletions;
  let planner: OutlinePlanner;

  beforeAll(async () => {
    llm = await new FakeChatCompletions(() => ({ content: JSON.stringify(outline) })).start();
    planner = new OutlinePlanner({
      LLM_BASE_URL: llm.url,
      LLM_MODEL: 'test-model',
      LLM_API_KEY: 'sk-test',
      LLM_TIMEOUT_MS: 1_000,
    } as PresentationConfig);
  });
  afterAll(() => llm.stop());

  it('asks for a JSON outline of the documents, with the key, the model and their text', async () => {
    llm.reply = () => ({ content: JSON.stringify(outline) });
    await planner.plan('Quarterly review', sources, today);
    const call = llm.calls.at(-1)!;
    expect(call).toMatchObject({
      path: '/v1/chat/completions',
      authorization: 'Bearer sk-test',
      body: { model: 'test-model', response_format: { type: 'json_object' } },
    });
    const user = call.body.messages.find((message) => message.role === 'user')!.content;
    expect(user).toContain('### File: report.pdf');
    expect(user).toContain('[page 2]');
    expect(user).toContain('Revenue grew by twelve percent.');
  });

  it("uses the model's outline within the deck's limits, with notes naming the source", async () => {
    llm.reply = () => ({ content: JSON.stringify(outline) });
    const plan = await planner.plan('Quarterly review', sources, today);
    const growth = plan.slides.filter((slide) => slide.title.startsWith('Growth ('));
    expect(growth.map((slide) => slide.title)).toEqual(['Growth (1/2)', 'Growth (2/2)']);
    for (const slide of growth) {
      expect(slide.kind === 'bullets' && slide.bullets.length).toBeLessThanOrEqual(6);
      expect(slide.notes).toBe(
        'Revenue grew by twelve percent, driven by enterprise deals.\n\nSource: report.pdf, page 2',
      );
    }
    const bullets = bulletsOf(plan);
    expect(bullets).toContain('Revenue up twelve percent year on year');
    for (const bullet of bullets) expect(bullet.split(' ').length).toBeLessThanOrEqual(15);
    // The file the model left out is planned offline.
    expect(bullets).toContain('The team doubled in size this year');
    expect(plan.slides[0]).toMatchObject({ kind: 'title', title: 'Quarterly review' });
  });

  it('lays sections out as the model asks and shows the figures and tables it names', async () => {
    const illustrated: ExtractedSource = {
      ...report,
      pictures: [
        {
          blobKey: 'figure-blob',
          mime: 'image/png',
          width: 800,
          height: 600,
          orientation: 'landscape',
          caption: 'Figure 1: Revenue by region',
          section: 0,
        },
      ],
      tables: [
        {
          header: ['Region', 'Revenue'],
          rows: [
            ['North', '12'],
            ['South', '9'],
          ],
          caption: 'Table 1: Revenue',
          section: 0,
        },
      ],
    };
    const answer = {
      documents: [
        {
          file: 'report.pdf',
          sections: [
            {
              title: 'Growth',
              bullets: ['Revenue grew by twelve percent'],
              layout: 'big-number',
              value: '12 %',
              show: ['Figure 1'],
            },
            {
              title: 'Why it matters',
              bullets: ['Enterprise customers now lead our growth'],
              layout: 'statement',
            },
            {
              title: 'North and south',
              bullets: ['Both regions grew'],
              layout: 'two-columns',
              columns: [
                { heading: 'North', bullets: ['Two new offices', 'Record deals'] },
                { heading: 'South', bullets: ['One new office', 'More partners'] },
              ],
              show: ['Table 1'],
            },
          ],
        },
      ],
    };
    llm.reply = () => ({ content: JSON.stringify(answer) });
    const plan = await planner.plan(
      'Quarterly review',
      [{ name: 'report.pdf', source: illustrated }],
      today,
    );
    const user = llm.calls
      .at(-1)!
      .body.messages.find((message) => message.role === 'user')!.content;
    expect(user).toContain('[Table 1: Revenue: columns Region, Revenue; 2 rows]');
    expect(plan.slides.map((slide) => slide.kind)).toEqual(
      expect.arrayContaining([
        'big-number',
        'picture',
        'statement',
        'two-columns',
        'chart',
        'table',
      ]),
    );
    const picture = plan.slides.find((slide) => slide.kind === 'picture');
    expect(picture).toMatchObject({
      altText: 'Figure 1: Revenue by region',
      picture: { blobKey: 'figure-blob' },
    });
    expect(plan.slides.find((slide) => slide.kind === 'big-number')).toMatchObject({
      value: '12 %',
    });
  });

  it.each([
    ['an error status', { status: 500 }],
    ['an answer that is not JSON', { content: 'Sure! Here is your outline:' }],
    ['JSON in another shape', { content: JSON.stringify({ slides: [] }) }],
    ['no answer within LLM_TIMEOUT_MS', { hang: true }],
  ])('falls back to the offline planner on %s', async (_case, reply) => {
    llm.reply = () => reply;
    const before = llm.calls.length;
    expect(await planner.plan('Quarterly review', sources, today)).toEqual(
      planDeck('Quarterly review', sources, today),
    );
    expect(llm.calls.length).toBe(before + 1);
  });

  it('plans offline without asking when no LLM is configured', async () => {
    const before = llm.calls.length;
    const offline = new OutlinePlanner({} as PresentationConfig);
    expect(await offline.plan('Quarterly review', sources, today)).toEqual(
      planDeck('Quarterly review', sources, today),
    );
    expect(llm.calls.length).toBe(before);
  });
});
