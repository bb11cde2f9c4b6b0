import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import type { DeckPlan } from '@deckforge/proto';
import { sourceText } from '../../src/text/source-text';
import { planDeck, type PlanningSource } from '../../src/engine/plan';
import { contentAcceptable, contentQuality } from '../quality/content-quality';
import { CONTENT_EXTENSIONS, readContentSource } from '../quality/content-sources';
import { checkDeckQuality } from '../quality/deck-quality';
import { acceptable } from '../quality/quality-cli';
import { renderDeck } from '../../src/engine/package';
import { FontMeasurer } from '../../src/engine/fit';
import { writeContentDocuments } from '../support/content-documents';
import { matrixSources, matrixTemplates } from '../support/quality-matrix';
import { sharedFixture } from '../support/sources';

// Rendering a dozen decks on a loaded 2-core machine.
jest.setTimeout(600_000);

const today = new Date('2026-11-21T12:00:00Z');

describe('the content figures', () => {
  it('count what a presenter would rewrite', () => {
    const plan: DeckPlan = {
      title: 'Deck',
      language: 'en',
      slides: [
        { kind: 'title', title: 'Deck' },
        {
          kind: 'bullets',
          title: 'Results of the',
          bullets: [
            { text: 'Revenue grew in every region of the…', level: 0 },
            { text: '10.00% 20.00%', level: 0 },
            { text: 'Revenue grew strongly in the north', level: 0 },
          ],
        },
        {
          kind: 'bullets',
          title: 'Summary',
          bullets: [{ text: 'Revenue grew strongly in the north', level: 0 }],
        },
        { kind: 'statement', title: 'Vision', text: 'Every handover is visible' },
      ],
    };
    expect(
      contentQuality(plan, 'Revenue grew strongly in the north. Handover visible everywhere.'),
    ).toMatchObject({
      contentSlides: 3,
      ellipsisBullets: 1,
      junkBullets: 1,
      oneBulletSlides: 1,
      verbatimRepeats: 1,
      cutTitles: 1,
    });
  });

  it('counts where the agenda and the parts disagree', () => {
    const bullets = (title: string, ...texts: string[]) => ({
      kind: 'bullets' as const,
      title,
      bullets: texts.map((text) => ({ text, level: 0 })),
    });
    const deck = (...slides: DeckPlan['slides']): DeckPlan => ({
      title: 'Deck',
      language: 'en',
      slides: [{ kind: 'title', title: 'Deck' }, ...slides],
    });
    const parts = [
      bullets('Chapter 1', 'Revenue grew in the north', 'Costs stayed flat'),
      { kind: 'section' as const, title: 'Chapter 2' },
      bullets('Chapter 2', 'Retention comes first', 'Prices get clearer'),
    ];
    const agendaOf = (...items: string[]) => bullets('Agenda', ...items);
    expect(
      contentQuality(deck(agendaOf('Chapter 1', 'Chapter 2'), ...parts), '').agendaMismatches,
    ).toBe(0);
    // The first part left out: it opens the deck unlisted.
    expect(contentQuality(deck(agendaOf('Chapter 2'), ...parts), '').agendaMismatches).toBe(1);
    // An item no slide is about, and a divider the agenda does not name.
    expect(
      contentQuality(deck(agendaOf('Chapter 1', 'Chapter 3'), ...parts), '').agendaMismatches,
    ).toBe(2);
  });
});

/**
 * The planner over every fixture source (the matrix's documents, the shared real-world ones and
 * documents in five more languages written at test time): no ellipsis, no junk, no repeats, no
 * cut titles, at most 10 % one-bullet slides, coverage ≥ 0.7. Each deck is also rendered into
 * one system template (in turn, so every template is used) and must pass the deck checks; the
 * full source × template run is the content-matrix script (docs/benchmarks.md).
 */
describe('decks from fixture sources in any language', () => {
  let dir: string;
  const sources: PlanningSource[] = [];
  const templates = matrixTemplates().filter((template) => template.system);
  const measurer = new FontMeasurer();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'content-quality-'));
    for (const path of await writeContentDocuments(dir))
      sources.push(await readContentSource(path));
    const matrix = await matrixSources(dir);
    sources.push(...matrix.sources.filter(({ source }) => source.kind === 'text'));
    const wild = sharedFixture('wild/sources');
    if (wild)
      for (const name of readdirSync(wild).sort())
        if (CONTENT_EXTENSIONS.includes(extname(name)))
          sources.push(await readContentSource(join(wild, name)));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('meet the content figures, in the language of each document', async () => {
    expect(sources.length).toBeGreaterThanOrEqual(8);
    const failures: Record<string, string[]> = {};
    const languages: Record<string, string | undefined> = {};
    for (const [index, { name, source }] of sources.entries()) {
      const plan = planDeck(source.title ?? name, [{ name, source }], today);
      languages[name] = plan.language;
      const problems = contentAcceptable(contentQuality(plan, sourceText(source)));
      const template = templates[index % templates.length];
      const deck = await renderDeck(plan, await template.load(), new Map(), measurer);
      if (!acceptable(await checkDeckQuality(deck.bytes, measurer)))
        problems.push(`does not render cleanly in ${template.name}`);
      if (problems.length) failures[name] = problems;
    }
    expect(failures).toEqual({});
    expect(languages).toMatchObject({
      'politica-de-seguranca.docx': 'pt',
      'otchet-o-proekte.docx': 'ru',
      'jahresbericht.docx': 'de',
      'taqrir-arabic.docx': 'ar',
      'chengshi-jiaotong.txt': 'zh',
    });
  });

  it('gives an Arabic document right-to-left slides', async () => {
    const arabic = sources.find(({ name }) => name === 'taqrir-arabic.docx')!;
    const plan = planDeck('تقرير', [arabic], today);
    expect(plan.direction).toBe('rtl');
  });
});
