import type { ExtractedSource } from '../extract';
import type { PlannedSlide } from '@deckforge/proto';
import { recordingSource } from '../../../test/support/recordings';
import { planDeck } from './plan-deck';

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

const SUBJECTS = ['sales', 'design', 'support', 'finance', 'legal', 'research', 'hiring', 'travel'];
const VERBS = ['reviews', 'changes', 'approves', 'questions', 'publishes'];

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
    // A short document keeps every sentence: two sentences are two bullets.
    expect(plan.slides[1]).toEqual({
      kind: 'bullets',
      title: 'Results',
      partOf: 'Results',
      bullets: [
        { text: 'Revenue grew by twelve percent', level: 0 },
        { text: 'It was driven by enterprise deals', level: 0 },
        { text: 'EMEA grew fastest', level: 1 },
      ],
      notes:
        'Revenue grew by twelve percent. It was driven by enterprise deals.\nEMEA grew fastest\n\nSource: report.pdf, page 2',
    });
    expect(plan).toMatchObject({ language: 'en', direction: 'ltr' });
  });

  it("names the source's own title on the cover, never its first part's heading", () => {
    const chapter = (heading: string) => ({
      heading,
      level: 1,
      blocks: [
        paragraph(
          `${heading} explains how the team reviews every change before it publishes the release notes for customers and partners in each region. Each review names an owner and a date.`,
        ),
      ],
    });
    const cover = (source: ExtractedSource) => {
      const [first] = planDeck('Handbook', [{ name: 'handbook.md', source }], today).slides;
      return first.kind === 'title' ? first.subtitle : undefined;
    };
    // A parser took the first of three chapters for the document's title.
    const parts = ['Part 1', 'Part 2', 'Part 3'].map(chapter);
    expect(cover(document(parts, 'Part 1'))).toBe('handbook.md · 21 November 2026');
    // A real title heading: a few words under it, then the chapters.
    const titled = document(
      [{ heading: 'Team handbook', level: 1, blocks: [paragraph('By the people team')] }, ...parts],
      'Team handbook',
    );
    expect(cover(titled)).toBe('Team handbook · 21 November 2026');
  });

  it('opens parts with dividers, lists them in the agenda and sums up without repeating', () => {
    const sections = ['Market', 'Product', 'Team'].flatMap((part, index) => [
      { heading: part, level: 1, blocks: [] },
      ...['Today', 'Next year'].map((sub) => ({
        heading: `${part} ${sub.toLowerCase()}`,
        level: 2,
        blocks: [
          paragraph(
            `The ${part.toLowerCase()} ${sub.toLowerCase()} grows in every region we serve. Customers in the north ask ${sub.toLowerCase()} for faster delivery of the ${part.toLowerCase()}. Our partners expect clear ${part.toLowerCase()} prices ${sub.toLowerCase()} for ${index + 2} more years.`,
          ),
        ],
      })),
    ]);
    sections.unshift({
      heading: 'Summary',
      level: 1,
      blocks: [
        paragraph(
          'Three changes shape the coming year for the whole company. The market moves to subscriptions across all regions. The product adds offline planning for travelling teams. The team hires twelve engineers in two new offices.',
        ),
      ],
    });
    const plan = planDeck('Plan', [{ name: 'plan.md', source: document(sections) }], today);
    const kinds = titles(plan.slides);
    expect(kinds.slice(0, 2)).toEqual(['title:Plan', 'bullets:Agenda']);
    expect(kinds).toEqual(expect.arrayContaining(['section:Market', 'section:Team']));
    expect(kinds.at(-1)).toBe('closing:Thank you');
    expect(plan.slides[1]).toMatchObject({
      bullets: [
        { text: 'Summary', level: 0 },
        { text: 'Market', level: 0 },
        { text: 'Product', level: 0 },
        { text: 'Team', level: 0 },
      ],
    });
    const said = plan.slides.flatMap((slide) =>
      slide.kind === 'bullets' && slide.title !== 'Agenda' ? slide.bullets.map((b) => b.text) : [],
    );
    expect(new Set(said).size).toBe(said.length);
  });

  it('lists the first chapter in the agenda though the document was named after it', () => {
    // Extraction names a document without a title of its own after its first heading.
    const sections = [1, 2, 3, 4].map((chapter) => ({
      heading: `Chapter ${chapter}: Regional results`,
      level: 1,
      blocks: [
        paragraph(
          `Revenue in region ${chapter} grew by ${chapter + 4} percent compared with the previous year. Operating costs in region ${chapter} stayed flat after the support team automated requests. The next quarter in region ${chapter} focuses on retention and clearer pricing tiers.`,
        ),
      ],
    }));
    const plan = planDeck(
      'Operations review',
      [{ name: 'report.pdf', source: document(sections, 'Chapter 1: Regional results') }],
      today,
    );
    const agenda = plan.slides.find((slide) => slide.title === 'Agenda');
    expect(agenda?.kind === 'bullets' && agenda.bullets.map((bullet) => bullet.text)).toEqual([
      'Chapter 1: Regional results',
      'Chapter 2: Regional results',
      'Chapter 3: Regional results',
      'Chapter 4: Regional results',
    ]);
  });

  it('never cuts a sentence: condenses it, and keeps a long part to three slides', () => {
    const blocks = [
      paragraph(
        'For example, the new scheduler (which replaced the cron jobs in March) reduces the nightly batch window from six hours to ninety minutes, which frees the database for the morning reports.',
      ),
      paragraph('The sales team reviews the finance plan this quarter!'),
      ...Array.from({ length: 40 }, (_, index) =>
        paragraph(
          `The ${SUBJECTS[index % 8]} team ${VERBS[Math.floor(index / 8)]} the ${SUBJECTS[(index + 3) % 8]} plan this quarter.`,
        ),
      ),
    ];
    const plan = planDeck(
      'Deck',
      [{ name: 'notes.txt', source: document([{ heading: 'Scheduling', level: 1, blocks }]) }],
      today,
    );
    const parts = plan.slides.filter((slide) => slide.title.startsWith('Scheduling'));
    expect(parts.map((slide) => slide.title)).toEqual([
      'Scheduling (1/3)',
      'Scheduling (2/3)',
      'Scheduling (3/3)',
    ]);
    const bullets = parts.flatMap((slide) => (slide.kind === 'bullets' ? slide.bullets : []));
    for (const bullet of bullets) expect(bullet.text).not.toMatch(/^For example|\(/);
    for (const slide of plan.slides)
      for (const text of JSON.stringify(slide).match(/"(?:text|title)":"[^"]*"/g) ?? [])
        expect(text).not.toMatch(/…|\.\.\."$/);
    const said = bullets.map((bullet) => bullet.text.toLowerCase().replace(/\W+/g, ' '));
    expect(new Set(said).size).toBe(said.length);
    for (const part of parts) {
      const count = (part as { bullets: unknown[] }).bullets.length;
      expect(count).toBeGreaterThanOrEqual(3);
      expect(count).toBeLessThanOrEqual(6);
    }
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
          source: recordingSource({
            kind: 'video',
            durationSeconds: 200,
            transcript: {
              status: 'available',
              segments: [
                { startSeconds: 0, endSeconds: 10, text: 'Welcome everyone. We hit our goals.' },
                { startSeconds: 130, endSeconds: 140, text: 'Questions are welcome.' },
              ],
            },
          }),
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
      media: { kind: 'video', blobKey: 'video', posterBlobKey: 'poster' },
    });
    // Titled by what was said, not by the file's name.
    expect(plan.slides[1].title).toMatch(/goals|questions|welcome/i);
    expect(plan.slides[1].notes).toBe(
      'Video: all_hands.mp4 (3:20)\n\nWhat is said: Welcome everyone. We hit our goals. Questions are welcome.',
    );
    // What was said is planned like any text: its sentences on slides, its time in the notes.
    const said = plan.slides
      .slice(2)
      .filter((slide) => /all_hands\.mp4, at 0:00/.test(slide.notes ?? ''));
    expect(said.length).toBeGreaterThan(0);
    expect(JSON.stringify(said)).toMatch(/We hit our goals/);
  });

  it('says on the media slide why a recording has no transcript', () => {
    const plan = planDeck(
      'Lecture',
      [
        {
          name: 'vortrag.mp3',
          source: recordingSource({
            kind: 'audio',
            durationSeconds: 65,
            transcript: {
              status: 'unavailable',
              reason: 'there is no speech model for German on this server',
            },
          }),
        },
      ],
      today,
    );
    expect(plan.slides.map((slide) => slide.kind)).toEqual(['title', 'media', 'closing']);
    expect(plan.slides[1]).toMatchObject({
      title: 'Audio (1:05)',
      caption: 'No transcript: there is no speech model for German on this server.',
      notes:
        'Audio: vortrag.mp3 (1:05)\n\nNo transcript: there is no speech model for German on this server.',
    });
  });

  it('leaves front and back matter out and credits the sources in the closing notes', () => {
    const plan = planDeck(
      'Consensus',
      [
        {
          name: 'paper.pdf',
          source: document(
            [
              {
                heading: 'Consensus made plain',
                level: 1,
                blocks: [
                  paragraph('Ada Lovelace and Alan Turing'),
                  paragraph('Department of Computing, University of Somewhere'),
                  paragraph('ada@example.org'),
                  paragraph(
                    'Consensus lets a group of servers agree on one value even when some of them fail.',
                  ),
                ],
              },
              ...['Introduction', 'Acknowledgements', 'References', 'Appendix A'].map(
                (heading) => ({
                  heading,
                  level: 1,
                  blocks: [
                    paragraph(
                      heading === 'Introduction'
                        ? 'Replicated logs keep every server in the same state. A leader orders the commands of the clients.'
                        : `${heading} text that a presenter would never show on a slide.`,
                    ),
                  ],
                }),
              ),
            ],
            'Consensus made plain',
          ),
        },
      ],
      today,
    );
    const shown = JSON.stringify(plan.slides.slice(0, -1));
    for (const hidden of [
      'Acknowledgements',
      'References',
      'Appendix',
      'ada@',
      'University',
      'Turing',
    ])
      expect(shown).not.toContain(hidden);
    expect(plan.slides.at(-1)?.notes).toContain(
      'Consensus made plain — Ada Lovelace and Alan Turing',
    );
    expect(plan.slides.at(-1)?.notes).toContain('References text');
  });

  it('splits a document without headings into topics titled by their key phrase', () => {
    const topic = (subject: string, detail: string) =>
      Array.from({ length: 6 }, (_, index) =>
        paragraph(
          `The ${subject} ${VERBS[index]} the ${detail} targets of the ${SUBJECTS[index]} group. Every ${subject} review ${VERBS[(index + 1) % 5]} the ${detail} checklist and the ${subject} budget. Managers report ${subject} progress to the ${SUBJECTS[(index + 2) % 8]} board each ${['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][index]}.`,
        ),
      );
    const blocks = [
      ...topic('warehouse robot', 'safety'),
      ...topic('customer portal', 'privacy'),
      ...topic('payroll migration', 'finance'),
    ];
    const plan = planDeck(
      'Bug51170',
      [{ name: 'Bug51170.docx', source: document([{ level: 1, blocks }]) }],
      today,
    );
    const content = plan.slides.filter(
      (slide) => slide.kind === 'bullets' && slide.title !== 'Agenda',
    );
    expect(content.length).toBeGreaterThanOrEqual(3);
    for (const slide of content) expect(slide.title).not.toMatch(/Bug51170/);
    const titlesSeen = content.map((slide) => slide.title.toLowerCase()).join(' | ');
    for (const subject of ['warehouse', 'portal', 'payroll']) expect(titlesSeen).toContain(subject);
  });

  it('makes one sentence alone a statement and merges thin subsections under their parent', () => {
    const plan = planDeck(
      'Review',
      [
        {
          name: 'review.docx',
          source: document([
            {
              heading: 'Vision',
              level: 1,
              blocks: [paragraph('We make every handover between teams visible.')],
            },
            { heading: 'Platforms', level: 1, blocks: [] },
            {
              heading: 'Linux',
              level: 2,
              blocks: [paragraph('Linux servers run the batch jobs at night.')],
            },
            {
              heading: 'Windows',
              level: 2,
              blocks: [paragraph('Windows desktops run the office tools for staff.')],
            },
          ]),
        },
      ],
      today,
    );
    expect(plan.slides).toContainEqual(
      expect.objectContaining({
        kind: 'statement',
        title: 'Vision',
        text: 'We make every handover between teams visible',
      }),
    );
    expect(plan.slides).toContainEqual(
      expect.objectContaining({
        kind: 'bullets',
        title: 'Platforms',
        bullets: [
          { text: 'Linux servers run the batch jobs at night', level: 0 },
          { text: 'Windows desktops run the office tools for staff', level: 0 },
        ],
      }),
    );
    expect(
      plan.slides.filter((slide) => slide.kind === 'bullets' && slide.bullets.length === 1),
    ).toEqual([]);
  });

  it('plans in the language of the document, its date too, right to left for Arabic', () => {
    const portuguese = planDeck(
      'Relatório',
      [
        {
          name: 'relatorio.docx',
          source: document([
            {
              heading: 'Segurança',
              level: 1,
              blocks: [
                paragraph(
                  'A política de segurança protege os dados dos clientes. Por exemplo, todas as senhas são trocadas a cada noventa dias. Os servidores são atualizados todas as semanas pela equipe.',
                ),
              ],
            },
          ]),
        },
      ],
      today,
    );
    expect(portuguese).toMatchObject({ language: 'pt', direction: 'ltr' });
    expect(JSON.stringify(portuguese)).toContain(
      'Todas as senhas são trocadas a cada noventa dias',
    );
    expect(portuguese.slides.at(-1)?.title).toBe('Obrigado');
    // The cover's date in the deck's language (an English date in Arabic is reordered).
    expect(portuguese.slides[0]).toMatchObject({
      subtitle: 'relatorio.docx · 21 de novembro de 2026',
    });
    const arabic = planDeck(
      'تقرير',
      [
        {
          name: 'report.txt',
          source: document([
            {
              heading: 'الأمن',
              level: 1,
              blocks: [
                paragraph(
                  'تحمي سياسة الأمن بيانات العملاء في جميع الفروع. يتم تغيير كلمات المرور كل تسعين يوما. يقوم الفريق بتحديث الخوادم كل أسبوع.',
                ),
              ],
            },
          ]),
        },
      ],
      today,
    );
    expect(arabic).toMatchObject({ language: 'ar', direction: 'rtl' });
    expect(JSON.stringify(arabic.slides[0])).not.toContain('November');
  });

  it('gives every slide but the title slide speaker notes', () => {
    const sections = ['Market', 'Product', 'Team'].map((heading) => ({
      heading,
      level: 1,
      location: { page: 1 },
      blocks: [paragraph(`The ${heading.toLowerCase()} point is strong. It grows every year.`)],
    }));
    const plan = planDeck('Plan', [{ name: 'plan.pdf', source: document(sections) }], today);
    for (const slide of plan.slides) expect(slide.notes).toBeTruthy();
    expect(plan.slides[2].notes).toContain('plan.pdf, page 1');
  });
});

describe('figures and their section', () => {
  it('never repeats a point of the section beside its figures', () => {
    const text = [
      'Replicated state machines are typically implemented using a replicated log, as shown in Figure 1.',
      'Each server stores a log containing a series of commands, which its state machine executes in order.',
      'Figure 2 shows how the leader sends entries to every follower of the cluster.',
      'Keeping the replicated log consistent is the job of the consensus algorithm.',
    ].join(' ');
    const figure = (n: number) => ({
      blobKey: `figure-${n}`,
      mime: 'image/png',
      width: 800,
      height: 600,
      orientation: 'landscape' as const,
      caption: `Figure ${n}: Replicated state machine architecture, part ${n}.`,
      section: 0,
      location: { page: 1 },
    });
    const source: ExtractedSource = {
      ...document([
        { heading: 'Replicated state machines', level: 1, blocks: [paragraph(text, 1)] },
      ]),
      pictures: [figure(1), figure(2)],
    };
    const plan = planDeck('Raft', [{ name: 'raft.pdf', source }], new Date('2026-11-21'));
    const points = plan.slides.flatMap((slide) =>
      (slide.kind === 'bullets' || slide.kind === 'picture' ? (slide.bullets ?? []) : []).map(
        (bullet) => bullet.text,
      ),
    );
    expect(plan.slides.filter((slide) => slide.kind === 'picture')).toHaveLength(2);
    expect(new Set(points).size).toBe(points.length);
  });
});
