import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import PptxGenJS from 'pptxgenjs';
import { BLOB_STORE, type BlobStore, createServiceApp, type RunningService } from '@deckforge/kit';
import { TestEnvironment } from '@deckforge/kit/testing';
import { countTokens } from 'gpt-tokenizer';
import { ExtractionService } from '../../src/engine/extract';
import { sourceText } from '../../src/text/source-text';
import { planDeck } from '../../src/engine/plan';
import { presentationService } from '../../src/presentation.definition';
import { renderDeck, checkPackage } from '../../src/engine/package';
import { downloadAssets } from '../../src/worker/deck-assets';
import { sharedFixture } from '../support/sources';
import { storedFile } from '../support/stored-files';
import { pptxGenJsTemplate } from '../support/templates';

jest.setTimeout(180_000);

/**
 * A representative slice of the wild corpus (`npm run wild` reads all of it): real files from
 * public test suites that were refused or read wrongly — Word files made of pictures, text
 * that exists only in a picture, workbooks whose content is charts, a PowerPoint file whose
 * zip end record declares a comment that is missing, one whose words are all in its notes.
 */
const WILD2 = (name: string) => sharedFixture(`wild2/sources/${name}`);
const present = ['2pic.docx', 'headerPic.docx', 'testOCR.docx', 'testEXCEL_charts.xlsx'].every(
  (name) => WILD2(name),
);

(present ? describe : describe.skip)('real files from the wild (../shared/fixtures/wild2)', () => {
  let environment: TestEnvironment;
  let service: RunningService;
  let sut: ExtractionService;
  let blobs: BlobStore;
  let dir: string;
  const extract = async (name: string, bytes = readFileSync(WILD2(name)!)) =>
    sut.extract(await storedFile(blobs, name, bytes));

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'wild-files-'));
    environment = await TestEnvironment.create();
    service = await createServiceApp(presentationService, environment.env);
    sut = service.app.get(ExtractionService);
    blobs = service.app.get(BLOB_STORE);
  });

  afterAll(async () => {
    await service?.close();
    await environment?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('makes a Word file of two photos a deck of two picture slides', async () => {
    const result = await extract('2pic.docx');
    expect(result.source.pictures).toHaveLength(2);
    const plan = planDeck('Two pictures', [{ name: '2pic.docx', source: result.source }]);
    const pictures = plan.slides.filter((slide) => slide.kind === 'picture');
    expect(pictures).toHaveLength(2);
    // Nothing in the file names the photos: not titled by the file's name ("2pic").
    expect(pictures.map((slide) => slide.title)).toEqual(['Picture 1', 'Picture 2']);
    const deck = await renderDeck(
      plan,
      await pptxGenJsTemplate(),
      await downloadAssets(blobs, plan, dir),
    );
    const zip = await JSZip.loadAsync(deck.bytes);
    expect(await checkPackage(zip)).toEqual([]);
    const slides = await Promise.all(
      Object.keys(zip.files)
        .filter((part) => /^ppt\/slides\/slide\d+\.xml$/.test(part))
        .map((part) => zip.file(part)!.async('string')),
    );
    expect(slides.filter((xml) => xml.includes('<p:pic>'))).toHaveLength(2);
    expect(deck.slideCount).toBe(plan.slides.length);
  });

  it('shows the picture of a Word file whose only content is in its header, with its alt text', async () => {
    const result = await extract('headerPic.docx');
    expect(result.source.pictures).toEqual([expect.objectContaining({ altText: 'DOZOR' })]);
  });

  it('reads and counts the text inside a picture of a Word file', async () => {
    const result = await extract('testOCR.docx');
    const [picture] = result.source.pictures;
    expect(picture.ocrText).toMatch(/Happy New Year 2003/);
    expect(sourceText(result.source)).toContain(picture.ocrText);
    expect(result.tokens).toBeGreaterThanOrEqual(countTokens(picture.ocrText!));
    const plan = planDeck('OCR', [{ name: 'testOCR.docx', source: result.source }]);
    expect(plan.slides).toContainEqual(
      expect.objectContaining({
        kind: 'picture',
        // The document's own line, then the line read inside its picture.
        bullets: [
          expect.objectContaining({ text: 'This is some text' }),
          expect.objectContaining({ text: expect.stringMatching(/Happy New Year/) }),
        ],
      }),
    );
  });

  it("keeps a workbook's charts as charts, from the values cached in them", async () => {
    const result = await extract('testEXCEL_charts.xlsx');
    const charts = (result.source.tables ?? []).filter((table) => table.chartType);
    expect(charts).toEqual([
      expect.objectContaining({
        caption: 'wants a peach',
        chartType: 'pie',
        header: ['', expect.any(String)],
      }),
    ]);
    expect(charts[0].rows.length).toBeGreaterThanOrEqual(5);
    const plan = planDeck('Charts', [{ name: 'testEXCEL_charts.xlsx', source: result.source }]);
    expect(plan.slides).toContainEqual(
      expect.objectContaining({
        kind: 'chart',
        title: 'wants a peach',
        chart: expect.objectContaining({ type: 'pie' }),
      }),
    );
  });

  it('shows a workbook whose only content is an old embedded chart object by its picture', async () => {
    const name = 'testMSChart-govdocs-428996.xlsx';
    if (!WILD2(name)) return;
    // The object's picture is a Windows metafile (EMF): drawn as PNG by LibreOffice, cropped.
    const result = await extract(name);
    const [picture] = result.source.pictures;
    expect(result.source.pictures).toHaveLength(1);
    expect(picture).toMatchObject({ mime: 'image/png', orientation: 'landscape' });
    expect(picture.ocrText).toMatch(/Tech Partners .*R&D Partners .*2002 2003 2004 2005/);
    // The legend's swatches are not read as signs ("®", "@").
    expect(picture.ocrText).not.toMatch(/[®@]/);
    const plan = planDeck('Chart', [{ name, source: result.source }]);
    expect(plan.slides.filter((slide) => slide.kind === 'picture')).toHaveLength(1);
  });

  it('reads and counts a PowerPoint file whose words are all in its speaker notes', async () => {
    const notes = [
      'The harbour office doubled its partner visits this spring.',
      'Coastal stores kept their prices while costs rose by a fifth.',
    ];
    const pptx = new PptxGenJS();
    for (const text of notes) pptx.addSlide().addNotes(text);
    const bytes = Buffer.from((await pptx.write({ outputType: 'arraybuffer' })) as ArrayBuffer);
    const result = await extract('talk.pptx', bytes);
    expect(result.kind).toBe('presentation');
    expect(result.tokens).toBeGreaterThanOrEqual(countTokens(notes.join(' ')));
    const plan = planDeck('Talk', [{ name: 'talk.pptx', source: result.source }]);
    const points = plan.slides.flatMap((slide) =>
      'bullets' in slide ? (slide.bullets ?? []) : [],
    );
    expect(points.map((point) => point.text)).toEqual(
      expect.arrayContaining(notes.map((text) => text.replace(/\.$/, ''))),
    );
  });

  it('reads a PowerPoint file whose zip end record declares a comment that is missing', async () => {
    const fixture = sharedFixture('wild/templates/onlyoffice-sample.pptx');
    if (!fixture) return;
    const bytes = Buffer.from(readFileSync(fixture));
    bytes.writeUInt16LE(1, bytes.lastIndexOf('PK\x05\x06') + 20);
    const result = await extract('from-the-web.pptx', bytes);
    const intact = await extract('intact.pptx', readFileSync(fixture));
    expect(result.kind).toBe('presentation');
    expect(result.source.pageCount).toBeGreaterThan(1);
    expect(result.source.sections).toEqual(intact.source.sections);
  });
});
