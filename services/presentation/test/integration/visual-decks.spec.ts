import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BLOB_STORE, type BlobStore, createServiceApp, type RunningService } from '@deckforge/kit';

import { TestEnvironment } from '@deckforge/kit/testing';
import { ExtractionService } from '../../src/engine/extract';
import { planDeck } from '../../src/engine/plan';
import { presentationService } from '../../src/presentation.definition';
import { checkDeckQuality, type DeckQuality } from '../quality/deck-quality';
import { renderDeck } from '../../src/engine/package';
import { FontMeasurer } from '../../src/engine/fit';
import { downloadAssets } from '../../src/worker/deck-assets';
import { sharedFixture } from '../support/sources';
import { storedFile } from '../support/stored-files';
import { officeIn } from '../support/office';

jest.setTimeout(600_000);

/** Where montages of the decks go when asked (DECK_GALLERY_DIR), to look at them. */
const GALLERY = process.env.DECK_GALLERY_DIR;
const TEMPLATE = join(__dirname, '..', '..', '..', 'storage', 'assets', 'system-templates');
const wild = sharedFixture('wild/sources');

/** Decks from real-world documents: their figures, tables and charts reach the slides. */
(wild ? describe : describe.skip)('decks that show the sources’ figures, tables and charts', () => {
  let environment: TestEnvironment;
  let service: RunningService;
  let blobs: BlobStore;
  let dir: string;
  const measurer = new FontMeasurer();
  const decks = new Map<
    string,
    { path: string; slides: number; report: DeckQuality; charts: number[] }
  >();

  beforeAll(async () => {
    environment = await TestEnvironment.create();
    service = await createServiceApp(presentationService, environment.env);
    blobs = service.app.get(BLOB_STORE);
    dir = mkdtempSync(join(tmpdir(), 'visual-decks-'));
  });

  afterAll(async () => {
    await service?.close();
    await environment?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function deckOf(name: string): Promise<DeckQuality> {
    const stored = await storedFile(blobs, name, readFileSync(join(wild!, name)));
    const { source } = await service.app.get(ExtractionService).extract(stored);
    const plan = planDeck(name, [{ name, source }], new Date('2026-11-21T12:00:00Z'));
    const assets = await downloadAssets(blobs, plan, mkdtempSync(join(dir, 'assets-')));
    const template = readFileSync(join(TEMPLATE, 'meridian.pptx'));
    const deck = await renderDeck(plan, template, assets, measurer);
    const report = await checkDeckQuality(deck.bytes, measurer);
    const path = join(dir, `${name}.pptx`);
    writeFileSync(path, deck.bytes);
    const charts = plan.slides.flatMap((slide, index) =>
      slide.kind === 'chart' ? [index + 1] : [],
    );
    decks.set(name, { path, slides: deck.slideCount, report, charts });
    expect(report.visuals.overlaps).toEqual([]);
    expect(report.visuals.offSlide).toEqual([]);
    expect(report.picturesWithoutAltText).toBe(0);
    expect(report.slidesWithoutNotes).toEqual([]);
    expect(report.structuralErrors).toEqual([]);
    return report;
  }

  it('the Raft paper: at least three of its vector figures, with their captions', async () => {
    const report = await deckOf('raft.pdf');
    expect(report.visuals.pictures).toBeGreaterThanOrEqual(3);
    // A long document: title, section, bullets, picture and closing slides at least.
    expect(report.visuals.layouts).toBeGreaterThanOrEqual(4);
  });

  it('the designed PDF: its photographs', async () => {
    const report = await deckOf('onlyoffice-sample.pdf');
    expect(report.visuals.pictures).toBeGreaterThanOrEqual(6);
  });

  it('the docx4j documents: native tables and their pictures', async () => {
    const manual = await deckOf('docx4j-getting-started.docx');
    expect(manual.visuals.tables).toBeGreaterThanOrEqual(3);
    expect(manual.visuals.pictures).toBeGreaterThanOrEqual(2);
    expect(manual.visuals.layouts).toBeGreaterThanOrEqual(4);
    const sample = await deckOf('docx4j-sample.docx');
    expect(sample.visuals.tables).toBeGreaterThanOrEqual(1);
    expect(sample.visuals.pictures).toBeGreaterThanOrEqual(3);
  });

  it("the spreadsheet's medal table: a chart", async () => {
    const report = await deckOf('onlyoffice-sample.xlsx');
    expect(report.visuals.charts).toBeGreaterThanOrEqual(1);
  });

  it('LibreOffice renders every deck with a page per slide, charts and tables included', async () => {
    const renderer = officeIn(dir);
    const entries = [...decks.entries()];
    expect(entries.length).toBe(5);
    const pdfs = await renderer.toPdfs(
      entries.map(([, deck]) => deck.path),
      join(dir, 'pdf'),
    );
    const { getDocumentProxy } = await import('unpdf');
    for (const [index, [name, deck]] of entries.entries()) {
      const pdf = await getDocumentProxy(new Uint8Array(readFileSync(pdfs[index])));
      expect({ name, pages: pdf.numPages }).toEqual({ name, pages: deck.slides });
      for (const page of deck.charts) {
        // The chart is drawn with its data: LibreOffice writes its labels and legend as text.
        const content = await (await pdf.getPage(page)).getTextContent();
        const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
        expect({ name, page, labels: /USA/.test(text) && /Gold/.test(text) }).toEqual({
          name,
          page,
          labels: true,
        });
      }
      if (GALLERY) {
        mkdirSync(GALLERY, { recursive: true });
        const pages = await renderer.pagesToPng(pdfs[index], 480, join(dir, `${name}-pages`));
        execFileSync('montage', [
          ...pages,
          '-tile',
          '4x',
          '-geometry',
          '+4+4',
          join(GALLERY, `${name}.png`),
        ]);
      }
    }
  });
});
