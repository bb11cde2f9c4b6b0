import type { PresentationConfig } from '../../src/config';
import type { ExtractedSource } from '../../src/engine/extract';
import type { DeckPlan } from '@deckforge/proto';
import { planDeck, type PlanningSource, OutlinePlanner } from '../../src/engine/plan';
import { countTokens } from 'gpt-tokenizer';
import {
  type ChatCall,
  type ChatReply,
  FakeChatCompletions,
} from '../support/fake-chat-completions';

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
      LLM_RETRIES: 0,
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
    // Condensed, never cut: a complete sentence may run a little over the 15 words.
    for (const bullet of bullets) {
      expect(bullet.split(' ').length).toBeLessThanOrEqual(18);
      expect(bullet).not.toMatch(/…$/);
    }
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

  it('retries a failed request LLM_RETRIES times before planning offline', async () => {
    const retrying = new OutlinePlanner({
      LLM_BASE_URL: llm.url,
      LLM_MODEL: 'test-model',
      LLM_TIMEOUT_MS: 1_000,
      LLM_RETRIES: 1,
    } as PresentationConfig);
    let calls = 0;
    llm.reply = () => (++calls === 1 ? { status: 500 } : { content: JSON.stringify(outline) });
    const plan = await retrying.plan('Quarterly review', sources, today);
    expect(calls).toBe(2);
    expect(bulletsOf(plan)).toContain('Revenue up twelve percent year on year');
  });

  it('reads all of a 20,000-token document map-reduce style: its last section reaches the deck', async () => {
    const contextTokens = 4_000;
    const long = longReport(20_000);
    const planner = new OutlinePlanner({
      LLM_BASE_URL: llm.url,
      LLM_MODEL: 'test-model',
      LLM_TIMEOUT_MS: 5_000,
      LLM_CONTEXT_TOKENS: contextTokens,
      LLM_RETRIES: 0,
      LLM_PLAN_TIMEOUT_MS: 60_000,
    } as PresentationConfig);
    llm.reply = echoOutline;
    const before = llm.calls.length;
    const plan = await planner.plan('Fleet report', [{ name: 'fleet.md', source: long }], today);
    const calls = llm.calls.slice(before);
    // Map calls over the chunks, then reduce calls; none larger than the model's context.
    expect(calls.length).toBeGreaterThan(5);
    for (const call of calls)
      expect(
        countTokens(call.body.messages.map((message) => message.content).join('\n')),
      ).toBeLessThanOrEqual(contextTokens);
    expect(calls.some((call) => call.body.messages[1].content.includes('### Part'))).toBe(true);
    const text = JSON.stringify(plan.slides);
    expect(text).toContain('Zephyr reactor reached ninety-seven percent efficiency');
    expect(text).toContain('Harbour cranes in Section 1');
  });
});

/** A Markdown-like report of about `tokens` tokens; each section states its own facts. */
function longReport(tokens: number): ExtractedSource {
  const sections: ExtractedSource['sections'] = [];
  const filler =
    'Engineers inspected the equipment, logged the readings and compared them with the previous quarter before the weekly review.';
  let index = 0;
  while (countTokens(JSON.stringify(sections)) < tokens) {
    index++;
    sections.push({
      heading: `Section ${index}`,
      level: 1,
      blocks: [
        {
          type: 'paragraph',
          text: `Harbour cranes in Section ${index} moved ${index * 7} containers a day. ${filler} ${filler}`,
          level: 0,
        },
      ],
    });
  }
  sections.push({
    heading: 'Final results',
    level: 1,
    blocks: [
      {
        type: 'paragraph',
        text: 'The Zephyr reactor reached ninety-seven percent efficiency in Lisbon. The crews finished the overhaul two weeks early.',
        level: 0,
      },
    ],
  });
  return { kind: 'text', pictures: [], sections };
}

/**
 * A stand-in model: a map request is outlined by its headings and each section's first
 * sentence; a reduce request by the sections of the outlines it combines.
 */
function echoOutline(call: ChatCall): ChatReply {
  const user = call.body.messages.find((message) => message.role === 'user')!.content;
  if (user.includes('### Part')) {
    const parts = user
      .split(/^### Part \d+$/m)
      .slice(1)
      .map(
        (part) => JSON.parse(part) as { documents: Array<{ file: string; sections: unknown[] }> },
      );
    return {
      content: JSON.stringify({
        documents: [
          {
            file: 'fleet.md',
            // Like a model, it condenses: each part's first and last points under one title.
            sections: parts.map((part, index) => {
              const points = part.documents.flatMap((d) =>
                (d.sections as Array<{ bullets: string[] }>).flatMap((s) => s.bullets),
              );
              return { title: `Fleet part ${index + 1}`, bullets: [points[0], points.at(-1)] };
            }),
          },
        ],
      }),
    };
  }
  const sections: Array<{ title: string; bullets: string[] }> = [];
  for (const line of user.split('\n')) {
    const heading = /^#+ (.+)$/.exec(line);
    if (heading && !line.startsWith('### File')) sections.push({ title: heading[1], bullets: [] });
    else if (sections.length && line.trim() && sections.at(-1)!.bullets.length === 0)
      sections.at(-1)!.bullets.push(line.split('. ')[0]);
  }
  return {
    content: JSON.stringify({
      documents: [{ file: 'fleet.md', sections: sections.filter((s) => s.bullets.length) }],
    }),
  };
}
