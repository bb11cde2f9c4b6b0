import type { ExtractedSource } from '../extract';
import { planDeck } from './plan-deck';

const ACTS = ['reviews', 'approves', 'questions', 'publishes', 'files', 'answers', 'plans'];
const THINGS = ['request', 'budget', 'schedule', 'report', 'contract', 'drawing', 'estimate'];

/** A part with enough distinct sentences for two slides (a part divider goes before it). */
const section = (
  heading: string,
  topic: string,
  level = 1,
): ExtractedSource['sections'][number] => ({
  heading,
  level,
  blocks: THINGS.flatMap((thing, i) => [
    `The ${topic} office ${ACTS[i]} each ${thing} before the weekly meeting starts.`,
    `Every ${topic} ${thing} names an owner who ${ACTS[(i + 3) % 7]} it within ${i + 2} days.`,
  ]).map((text) => ({ type: 'paragraph' as const, text, level: 0 })),
});

describe('headings that name nothing', () => {
  // An architect's drawing set (pdf.js's Brotli test) set its logo, "Cc", in heading type.
  it('neither titles a slide nor opens a part', () => {
    const plan = planDeck('Drawings', [
      {
        name: 'drawings.docx',
        source: {
          kind: 'text',
          sections: [
            section('Site plan', 'planning'),
            section('Grading', 'grading', 2),
            section('Cc', 'survey'),
            section('Trees', 'forest', 2),
            section('Floor plan', 'design'),
            section('Stairs', 'stair', 2),
          ],
          pictures: [],
        },
      },
    ]);
    const titles = plan.slides.map((slide) => `${slide.kind}:${slide.title}`);
    expect(titles.filter((title) => /Cc/.test(title))).toEqual([]);
    // Its part joins the one before; no divider is titled by a subsection instead.
    expect(titles.filter((title) => title.startsWith('section:'))).toEqual([
      'section:Site plan',
      'section:Floor plan',
    ]);
  });
});

describe('a document whose only heading is its title', () => {
  // tika's testJournalParser.pdf: a paper whose section headings are set as body text.
  it('is split into topics, not one part titled by the document', () => {
    const title = 'Scalability of controlling microrobots through a common control signal';
    const { blocks } = section(title, 'survey');
    const plan = planDeck(title, [
      {
        name: 'paper.pdf',
        source: {
          kind: 'text',
          title,
          sections: [
            { heading: title, level: 1, blocks: [...blocks, ...section('', 'design').blocks] },
          ],
          pictures: [],
        },
      },
    ]);
    const content = plan.slides.filter((slide) => slide.kind === 'bullets');
    expect(content.length).toBeGreaterThan(0);
    expect(content.filter((slide) => slide.title.startsWith(title))).toEqual([]);
  });
});
