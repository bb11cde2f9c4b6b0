import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LibreOfficeRenderer } from '@deckforge/kit';
import type { DeckPlan } from '@deckforge/proto';
import { renderDeck } from '../../src/engine/package';
import { FontMeasurer } from '../../src/engine/fit';
import { checkDeckQuality } from '../quality/deck-quality';
import { renderedFindings } from '../quality/pdf-pages';
import { libreOfficeTemplates } from '../support/real-templates';
import { officeIn } from '../support/office';

// LibreOffice prints three short decks: ceilings for a loaded machine.
jest.setTimeout(600_000);

/** A paper's deck in brief: its cover, a list, a divider, a key figure, two columns, the end. */
const plan: DeckPlan = {
  title: 'In Search of an Understandable Consensus Algorithm',
  slides: [
    {
      kind: 'title',
      title: 'In Search of an Understandable Consensus Algorithm',
      subtitle: 'raft.pdf · 21 November 2026',
    },
    {
      kind: 'bullets',
      title: 'Replicated state machines',
      bullets: [
        {
          text: 'Consensus algorithms arise in the context of replicated state machines',
          level: 0,
        },
        { text: 'Each server stores a log containing a series of commands', level: 0 },
      ],
    },
    { kind: 'section', title: 'The Raft consensus algorithm' },
    {
      kind: 'big-number',
      title: 'Understandability',
      value: '33 of 43',
      label: 'participants scored higher on the Raft quiz than on the Paxos quiz',
    },
    {
      kind: 'two-columns',
      title: 'Paxos and Raft',
      left: { heading: 'Paxos', bullets: [{ text: 'Hard to understand', level: 0 }] },
      right: { heading: 'Raft', bullets: [{ text: 'Designed to be understood', level: 0 }] },
    },
    {
      kind: 'closing',
      title: 'Thank you',
      subtitle: 'In Search of an Understandable Consensus Algorithm',
    },
  ],
};

describe('words on covers and key figures over a template’s artwork', () => {
  let dir: string;
  let renderer: LibreOfficeRenderer;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'cover-artwork-'));
    renderer = officeIn(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // Focus: big coloured triangles over its cover master's whole title and subtitle (the cover
  // once put its words on them, black on purple); Piano: a layout title box across the top
  // edge of the master's grey band; Sunset: an orange gradient under a faint yellow veil (the
  // key figure was drawn in a blue that does not read on it).
  it.each(['Focus', 'Piano', 'Sunset'])(
    'lo-%s: every printed word readable and off the artwork',
    async (name) => {
      const template = await libreOfficeTemplates([name])[0].load();
      const deck = await renderDeck(plan, template, new Map());

      const { printed, lowContrast } = await renderedFindings(renderer, deck.bytes);
      const report = await checkDeckQuality(deck.bytes, new FontMeasurer());

      expect(printed.findings).toEqual([]);
      expect(lowContrast).toEqual([]);
      expect(report.textOverArtwork).toEqual([]);
    },
  );
});
