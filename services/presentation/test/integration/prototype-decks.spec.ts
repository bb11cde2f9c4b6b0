import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import JSZip from 'jszip';
import type { DeckPlan } from '@deckforge/proto';
import { checkDeckQuality } from '../quality/deck-quality';
import { renderDeck } from '../../src/engine/package';
import { FontMeasurer } from '../../src/engine/fit';
import { sharedFixture } from '../support/sources';

/** A designed deck whose look lives on its own slides (../shared/fixtures/wild/README.md). */
const WILD = sharedFixture('wild/templates');
const DESIGNED = WILD && join(WILD, 'onlyoffice-sample.pptx');
const measurer = new FontMeasurer();

const plan: DeckPlan = {
  title: 'Operations review',
  slides: [
    { kind: 'title', title: 'Operations review', subtitle: 'November 2026' },
    {
      kind: 'bullets',
      title: 'Operational excellence',
      bullets: [
        { text: 'The programme brings together finance, operations and service teams', level: 0 },
        { text: 'Procurement consolidated suppliers from forty-two to eleven', level: 0 },
        { text: 'Payment terms harmonised at sixty days across all regions', level: 1 },
        { text: 'Customer service introduced one ticketing system for every channel', level: 0 },
        { text: 'Finance closes the books in four working days instead of nine', level: 0 },
      ],
    },
  ],
};

(DESIGNED ? describe : describe.skip)('a deck drawn after the slides of a designed deck', () => {
  it('splits a list of five at most once, every level readable, in the room the design leaves', async () => {
    const deck = await renderDeck(plan, readFileSync(DESIGNED!), new Map(), measurer);
    const report = await checkDeckQuality(deck.bytes, measurer);
    expect(report).toMatchObject({ overflowingSlides: [], smallText: [], thinListParts: [] });
    // The title slide and the list on one or two slides (at the design's 20 pt or more).
    expect(deck.slideCount).toBeLessThanOrEqual(3);
  });

  it("sets titles the way the designer's sample titles are (bold)", async () => {
    const deck = await renderDeck(plan, readFileSync(DESIGNED!), new Map(), measurer);
    const zip = await JSZip.loadAsync(deck.bytes);
    const slides = Object.keys(zip.files).filter((name) =>
      /^ppt\/slides\/slide\d+\.xml$/.test(name),
    );
    for (const name of slides) {
      const xml = await zip.file(name)!.async('string');
      const title =
        /<p:sp>(?:(?!<\/p:sp>).)*type="(?:title|ctrTitle)"(?:(?!<\/p:sp>).)*<\/p:sp>/s.exec(
          xml,
        )?.[0];
      expect(title).toMatch(/<a:rPr[^>]* b="1"/);
    }
  });
});
