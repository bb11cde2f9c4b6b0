import type { ExtractedSource } from '../extraction/extracted-source';
import type { PlannedSlide } from '@deckforge/proto';
import { planDeck } from './outline-planner';
import { PLAN_LIMITS } from './plan-context';

const document = (sections: ExtractedSource['sections'], title?: string): ExtractedSource => ({
  kind: 'text',
  ...(title ? { title } : {}),
  sections,
  pictures: [],
});
const paragraph = (text: string, page?: number) => ({
  type: 'paragraph' as const,
  text,
  level: 0,
  ...(page ? { location: { page } } : {}),
});
const titles = (slides: PlannedSlide[]) => slides.map((slide) => `${slide.kind}:${slide.title}`);

describe(planDeck.name, () => {
  const today = new Date('2026-11-21T12:00:00Z');

  it('opens with a title slide carrying the date, and keeps the source structure', () => {
    const plan = planDeck(
      'Quarterly review',
      [
        {
          name: 'report.pdf',
          source: document([
            {
              heading: 'Results',
              level: 1,
              location: { page: 2 },
              blocks: [
                paragraph('Revenue grew by twelve percent. It was driven by enterprise deals.', 2),
                { type: 'bullet', text: 'EMEA grew fastest', level: 1 },
              ],
            },
          ]),
        },
      ],
      today,
    );
    expect(plan.slides[0]).toMatchObject({
      kind: 'title',
      title: 'Quarterly review',
      subtitle: 'report.pdf · 21 November 2026',
    });
    expect(plan.slides[1]).toEqual({
      kind: 'bullets',
      title: 'Results',
      partOf: 'Results',
      bullets: [
        { text: 'Revenue grew by twelve percent', level: 0 },
        { text: 'EMEA grew fastest', level: 1 },
      ],
      notes:
        'Revenue grew by twelve percent. It was driven by enterprise deals.\nEMEA grew fastest\n\nSource: report.pdf, page 2',
    });
  });

  it('adds section dividers with a summary line, an agenda, a summary and a closing slide', () => {
    const sections = ['Market', 'Product', 'Team'].map((heading, index) => ({
      heading,
      level: 1,
      blocks: [
        paragraph(`Point number ${index + 1} about ${heading.toLowerCase()}.`),
        paragraph(`Second point about the ${heading.toLowerCase()} and its plans.`),
      ],
    }));
    const plan = planDeck('Plan', [{ name: 'plan.md', source: document(sections) }], today);
    expect(titles(plan.slides)).toEqual([
      'title:Plan',
      'bullets:Agenda',
      'section:Market',
      'bullets:Market',
      'section:Product',
      'bullets:Product',
      'section:Team',
      'bullets:Team',
      'bullets:Summary',
      'closing:Thank you',
    ]);
    expect(plan.slides[2]).toMatchObject({ subtitle: 'Point number 1 about market' });
    expect(plan.slides[1]).toMatchObject({
      bullets: [
        { text: 'Market', level: 0 },
        { text: 'Product', level: 0 },
        { text: 'Team', level: 0 },
      ],
    });
  });

  it('keeps bullets short, drops repeated points and splits long lists into numbered parts', () => {
    const long = Array.from({ length: 20 }, (_, index) => `word${index}`).join(' ');
    const blocks = [
      paragraph(long),
      paragraph('Repeated point.'),
      paragraph('Repeated point!'),
      ...Array.from({ length: 8 }, (_, index) => paragraph(`Distinct point ${index}.`)),
    ];
    const plan = planDeck(
      'Deck',
      [{ name: 'notes.txt', source: document([{ heading: 'Notes', level: 1, blocks }]) }],
      today,
    );
    const parts = plan.slides.filter((slide) => slide.title.startsWith('Notes'));
    expect(parts.map((slide) => slide.title)).toEqual(['Notes (1/2)', 'Notes (2/2)']);
    const bullets = parts.flatMap((slide) => (slide.kind === 'bullets' ? slide.bullets : []));
    expect(bullets).toHaveLength(10);
    expect(bullets[0].text.split(' ')).toHaveLength(PLAN_LIMITS.wordsPerBullet);
    expect(bullets[0].text.endsWith('…')).toBe(true);
    expect(bullets.filter((bullet) => bullet.text.startsWith('Repeated'))).toHaveLength(1);
    for (const part of parts)
      expect((part as { bullets: unknown[] }).bullets.length).toBeLessThanOrEqual(6);
  });

  it('makes picture slides with alt text and media slides with the transcript', () => {
    const plan = planDeck(
      'Media',
      [
        {
          name: 'team-photo.jpg',
          source: {
            kind: 'image',
            sections: [],
            pictures: [
              {
                blobKey: 'p',
                mime: 'image/jpeg',
                width: 800,
                height: 600,
                orientation: 'landscape',
              },
            ],
          },
        },
        {
          name: 'all_hands.mp4',
          source: {
            kind: 'video',
            sections: [],
            pictures: [],
            media: {
              kind: 'video',
              blobKey: 'v',
              mime: 'video/mp4',
              extension: 'mp4',
              durationSeconds: 200,
              posterBlobKey: 'poster',
              width: 1280,
              height: 720,
              transcript: {
                status: 'available',
                segments: [
                  { startSeconds: 0, endSeconds: 10, text: 'Welcome everyone. We hit our goals.' },
                  { startSeconds: 130, endSeconds: 140, text: 'Questions are welcome.' },
                ],
              },
            },
          },
        },
      ],
      today,
    );
    // A picture that shares no words with any slide comes after them.
    expect(plan.slides.at(-2)).toMatchObject({
      kind: 'picture',
      title: 'Team photo',
      altText: 'Team photo',
      picture: { blobKey: 'p', width: 800, height: 600 },
    });
    expect(plan.slides[1]).toMatchObject({
      kind: 'media',
      title: 'All hands',
      media: { kind: 'video', blobKey: 'v', posterBlobKey: 'poster' },
      notes: 'Video: all_hands.mp4 (3:20)',
    });
    expect(titles(plan.slides.slice(2, 4))).toEqual([
      'bullets:All hands — 0:00',
      'bullets:All hands — 2:10',
    ]);
    expect(plan.slides[2]).toMatchObject({
      bullets: [
        { text: 'Welcome everyone', level: 0 },
        { text: 'We hit our goals', level: 0 },
      ],
      notes: 'Welcome everyone. We hit our goals.\n\nSource: all_hands.mp4, at 0:00',
    });
  });

  it('picks the key sentence, keeps bullets parallel and drops a point another section made', () => {
    const sections = [
      {
        heading: 'Revenue',
        level: 1,
        blocks: [
          paragraph(
            'This year was busy. Revenue from enterprise customers grew twelve percent, revenue from partners grew eight percent and revenue overall reached a record.',
          ),
          paragraph('- churn fell to three percent.'),
        ],
      },
      {
        heading: 'Customers',
        level: 1,
        blocks: [
          paragraph('CHURN fell to three percent!'),
          paragraph('Support answers within an hour.'),
        ],
      },
    ];
    const plan = planDeck('Review', [{ name: 'review.md', source: document(sections) }], today);
    const bulletsOf = (title: string) =>
      plan.slides
        .filter((slide) => slide.kind === 'bullets' && slide.title === title)
        .flatMap((slide) => (slide.kind === 'bullets' ? slide.bullets.map((b) => b.text) : []));
    expect(bulletsOf('Revenue')).toEqual([
      'Revenue from enterprise customers grew twelve percent',
      'Churn fell to three percent',
    ]);
    expect(bulletsOf('Customers')).toEqual(['Support answers within an hour']);
  });

  it('gives every slide but the title slide speaker notes', () => {
    const sections = ['Market', 'Product', 'Team'].map((heading) => ({
      heading,
      level: 1,
      location: { page: 1 },
      blocks: [paragraph(`The ${heading.toLowerCase()} point is strong. It grows.`)],
    }));
    const plan = planDeck('Plan', [{ name: 'plan.pdf', source: document(sections) }], today);
    for (const slide of plan.slides) expect(slide.notes).toBeTruthy();
    expect(plan.slides.find((slide) => slide.kind === 'section')?.notes).toContain(
      'plan.pdf, page 1',
    );
  });
});
