import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import JSZip from 'jszip';
import PptxGenJS from 'pptxgenjs';
import type { LibreOfficeRenderer } from '@deckforge/kit';
import { ffmpegBinary, parseMarkdown } from '../../src/engine/extract';
import { planDeck } from '../../src/engine/plan';
import { checkDeckQuality, type DeckQuality } from '../quality/deck-quality';
import { renderDeck } from '../../src/engine/package';
import { FontMeasurer } from '../../src/engine/fit';
import { matrixSources, matrixTemplates, type MatrixSources } from '../support/quality-matrix';
import { libreOfficeTemplates, wildTemplates } from '../support/real-templates';
import { sharedFixture, testPicture } from '../support/sources';
import { officeIn } from '../support/office';

// Every template renders a full deck and LibreOffice prints it: ceilings for a loaded machine.
jest.setTimeout(600_000);

/** `npm run gallery` sets it: decks, reports and a PNG montage per template land there. */
const GALLERY = process.env.DECK_GALLERY_DIR ? resolve(process.env.DECK_GALLERY_DIR) : undefined;
const measurer = new FontMeasurer();

describe('the quality checker', () => {
  it('finds overflowing text, pictures without alt text and slides without notes', async () => {
    const pptx = new PptxGenJS();
    const slide = pptx.addSlide();
    slide.addText(Array(120).fill('overflowing').join(' '), {
      x: 0.5,
      y: 0.5,
      w: 3,
      h: 0.6,
      fontSize: 24,
    });
    const dir = mkdtempSync(join(tmpdir(), 'quality-'));
    try {
      writeFileSync(join(dir, 'p.png'), testPicture('png', '64x64'));
      slide.addImage({ path: join(dir, 'p.png'), x: 5, y: 1, w: 1, h: 1 });
      pptx.addSlide().addText('Fits', { x: 0.5, y: 0.5, w: 4, h: 1, fontSize: 18 });
      // pptxgenjs names pictures after their file: take the description away.
      const zip = await JSZip.loadAsync(await pptx.write({ outputType: 'nodebuffer' }));
      const part = 'ppt/slides/slide1.xml';
      zip.file(part, (await zip.file(part)!.async('string')).replace(/ descr="[^"]*"/g, ''));
      const deck = await zip.generateAsync({ type: 'nodebuffer' });
      expect(await checkDeckQuality(deck, measurer)).toMatchObject<Partial<DeckQuality>>({
        slides: 2,
        overflowingSlides: [1],
        picturesWithoutAltText: 1,
        slidesWithoutNotes: [1, 2],
        layoutsUsed: ['DEFAULT'],
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the quality checker on text placement', () => {
  it('finds text over the layout artwork, off the slide, turned, and cut titles', async () => {
    const pptx = new PptxGenJS();
    pptx.defineSlideMaster({
      title: 'Banded',
      objects: [
        // A band across the middle of the slide, where the body placeholder also lies.
        { rect: { x: 0, y: 2.5, w: 10, h: 0.6, fill: { color: '336699' } } },
        {
          placeholder: {
            options: { name: 'body', type: 'body', x: 0.5, y: 1.5, w: 9, h: 3 },
            text: '',
          },
        },
      ],
    });
    pptx.addSlide({ masterName: 'Banded' }).addText('Runs into the band', { placeholder: 'body' });
    pptx.addSlide().addText('Past the right edge', { x: 8, y: 1, w: 4, h: 1, fontSize: 18 });
    pptx.addSlide().addText('Vertical', { x: 1, y: 1, w: 1, h: 4, fontSize: 18, vert: 'vert' });
    const cut = pptx.addSlide();
    cut.addText('Fine', { x: 1, y: 1, w: 4, h: 1, fontSize: 18 });
    pptx.addSlide().addText('All good', { x: 1, y: 1, w: 4, h: 1, fontSize: 18 });
    const zip = await JSZip.loadAsync(await pptx.write({ outputType: 'nodebuffer' }));
    // A title shortened with an ellipsis: the text box becomes a title placeholder.
    const part = 'ppt/slides/slide4.xml';
    zip.file(
      part,
      (await zip.file(part)!.async('string'))
        .replace('<p:nvPr></p:nvPr>', '<p:nvPr><p:ph type="title"/></p:nvPr>')
        .replace('<p:nvPr/>', '<p:nvPr><p:ph type="title"/></p:nvPr>')
        .replace('>Fine<', '>Reporting…<'),
    );
    const report = await checkDeckQuality(
      await zip.generateAsync({ type: 'nodebuffer' }),
      measurer,
    );
    expect(report).toMatchObject<Partial<DeckQuality>>({
      textOverArtwork: [1],
      textOffSlide: [2],
      turnedText: [3],
      cutTitles: [4],
    });
  });
});

describe('the quality checker on artwork inside pictures', () => {
  const designed = sharedFixture('wild/templates/onlyoffice-sample.pptx');
  (designed ? it : it.skip)(
    'finds text boxes over the motifs of a background picture, and none in a deck made from it',
    async () => {
      const template = readFileSync(designed!);
      // The designer's boxes span the slides; their short right-aligned lines stay clear of the
      // gauntlet, the shell and the laptop, but a box that size filled with a list would not.
      const own = await checkDeckQuality(template, measurer);
      expect(own.textOverArtwork).toEqual(expect.arrayContaining([3, 4, 7]));
      const notes = [
        '# Findings',
        '- Every regional team now reports its lead times on one shared dashboard',
        '- Handovers between departments are visible to everyone who reads it',
        '- Duplicated work fell by a third in the first two quarters of the programme',
      ].join('\n');
      const source = {
        kind: 'text' as const,
        pictures: [],
        ...(await parseMarkdown(Buffer.from(notes))),
      };
      const plan = planDeck('Operations review 2026', [{ name: 'notes.md', source }]);
      const deck = await renderDeck(plan, template, new Map());
      expect((await checkDeckQuality(deck.bytes, measurer)).textOverArtwork).toEqual([]);
    },
  );
});

describe('the quality checker on sizes, split lists and pictures', () => {
  it('finds text below the floors, lists in crumbs and pictures over the artwork', async () => {
    const pptx = new PptxGenJS();
    pptx.defineSlideMaster({
      title: 'Framed',
      objects: [
        // A panel on the lower left, beside the area pictures belong in.
        { rect: { x: 0, y: 3.5, w: 3, h: 2, fill: { color: '336699' } } },
        {
          placeholder: {
            options: { name: 'title', type: 'title', x: 0.5, y: 0.3, w: 9, h: 1 },
            text: '',
          },
        },
        {
          placeholder: {
            options: { name: 'body', type: 'body', x: 3.5, y: 1.5, w: 6, h: 4 },
            text: '',
          },
        },
      ],
    });
    const slide = (
      title: string,
      bullets: Array<{ text: string; level?: number; size?: number }>,
    ) => {
      const added = pptx.addSlide({ masterName: 'Framed' });
      added.addText(title, { placeholder: 'title', fontSize: 28 });
      added.addText(
        bullets.map((bullet, index) => ({
          text: bullet.text,
          options: {
            indentLevel: bullet.level ?? 0,
            breakLine: index < bullets.length - 1,
            fontSize: bullet.size ?? 18,
          },
        })),
        { placeholder: 'body' },
      );
      return added;
    };
    // 1: a sub-bullet too small to read; 2: a title shrunk by autofit; 3–5: a list of four
    // split into parts of one or two; 6: a picture over the panel; 7–8: a list split fairly.
    slide('Readable title', [{ text: 'First' }, { text: 'Tiny detail', level: 1, size: 9 }]);
    slide('Autofit title', [{ text: 'Fine' }]);
    slide('Risks (1/3)', [{ text: 'One' }, { text: 'Two' }]);
    slide('Risks (2/3)', [{ text: 'Three' }]);
    slide('Risks (3/3)', [{ text: 'Four' }]);
    const dir = mkdtempSync(join(tmpdir(), 'quality-'));
    try {
      writeFileSync(join(dir, 'p.png'), testPicture('png', '64x64'));
      slide('Photo', [{ text: 'Beside it' }]).addImage({
        path: join(dir, 'p.png'),
        altText: 'A photo',
        ...{ x: 1, y: 3, w: 2, h: 2 },
      });
      slide('Plan (1/2)', [{ text: 'A' }, { text: 'B' }, { text: 'C' }]);
      slide('Plan (2/2)', [{ text: 'D' }, { text: 'E' }]);
      const zip = await JSZip.loadAsync(await pptx.write({ outputType: 'nodebuffer' }));
      // PowerPoint's stored autofit draws the 28 pt title at 60 %: 16.8 pt.
      const part = 'ppt/slides/slide2.xml';
      const xml = await zip.file(part)!.async('string');
      zip.file(
        part,
        xml.replace(
          'rtlCol="0"></a:bodyPr>',
          'rtlCol="0"><a:normAutofit fontScale="60000"/></a:bodyPr>',
        ),
      );
      const report = await checkDeckQuality(
        await zip.generateAsync({ type: 'nodebuffer' }),
        measurer,
      );
      expect(report).toMatchObject<Partial<DeckQuality>>({
        smallText: [1, 2],
        cutTitles: [2],
        thinListParts: [3, 4, 5],
        picturesOverArtwork: [6],
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('decks from fixture sources in every system and real-world template', () => {
  let dir: string;
  let matrix: MatrixSources;
  let renderer: LibreOfficeRenderer;
  // The full matrix (every LibreOffice template) is `npm run matrix`; here a slice of them: a
  // honeycomb band behind the titles, a strand down the left side, slanted placeholders, a
  // picture made of many shapes next to the text.
  const templates = [
    ...matrixTemplates(),
    ...wildTemplates(),
    ...libreOfficeTemplates(['Beehive', 'DNA', 'Progress', 'Yellow_Idea']),
  ];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'quality-matrix-'));
    matrix = await matrixSources(dir);
    renderer = officeIn(dir, 180_000);
    if (GALLERY) mkdirSync(GALLERY, { recursive: true });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  if (!sharedFixture('templates'))
    it.skip('real-world templates: skipped, the shared fixtures are not at ../shared/fixtures', () =>
      undefined);

  /** Every rendered deck and its report, for LibreOffice's run over all of them at the end. */
  const rendered: Array<{ name: string; deck: string; slides: number; report: DeckQuality }> = [];

  it.each(templates.map((template) => [template.name, template.load, template.system] as const))(
    '%s: no overflow, no structural error, notes and alt text everywhere',
    async (name, load, system) => {
      const template = await load();
      const plan = planDeck(
        'Operations review 2026',
        matrix.sources,
        new Date('2026-11-21T12:00:00Z'),
      );
      const deck = await renderDeck(plan, template, matrix.assets);
      const report = await checkDeckQuality(deck.bytes, measurer);
      const path = join(dir, name);
      writeFileSync(path, deck.bytes);
      rendered.push({ name, deck: path, slides: deck.slideCount, report });

      expect({ template: name, ...report }).toMatchObject({
        template: name,
        slides: deck.slideCount,
        overflowingSlides: [],
        bulletsOverLimits: 0,
        picturesWithoutAltText: 0,
        slidesWithoutNotes: [],
        structuralErrors: [],
        visuals: expect.objectContaining({ overlaps: [], offSlide: [] }),
        textOverArtwork: [],
        textOffSlide: [],
        turnedText: [],
        cutTitles: [],
        smallText: [],
        thinListParts: [],
        picturesOverArtwork: [],
        // One type scale: no list off the deck's size, no split list that one slide holds, no
        // point made twice.
        typeScale: expect.objectContaining({ jumps: [] }),
        partsThatFit: [],
        repeatedPoints: [],
      });
      // Title, section, bullets, picture and media slides each use a layout made for them when
      // the template has one (every system template does); at least title and content differ.
      expect(report.layoutsUsed.length).toBeGreaterThanOrEqual(system ? 5 : 2);
    },
  );

  it('every deck opens in LibreOffice with a page per slide', async () => {
    expect(rendered.length).toBe(templates.length);
    // One LibreOffice run for all decks: its start-up is most of the time of a small deck.
    const pdfs = await renderer.toPdfs(
      rendered.map(({ deck }) => deck),
      join(dir, 'pdf'),
    );
    const { getDocumentProxy } = await import('unpdf');
    const pages: Record<string, number> = {};
    for (const [index, { name, report }] of rendered.entries()) {
      pages[name] = (await getDocumentProxy(new Uint8Array(readFileSync(pdfs[index])))).numPages;
      if (GALLERY) await addToGallery(name, { ...report, pdfPages: pages[name] }, pdfs[index]);
    }
    expect(pages).toEqual(Object.fromEntries(rendered.map(({ name, slides }) => [name, slides])));
  });

  /** The deck, its report and a montage of its slides (4 across) in the gallery folder. */
  async function addToGallery(name: string, report: DeckQuality, pdf: string) {
    const base = join(GALLERY!, name.replace(/\.pptx$/, ''));
    const work = join(dir, `${name}-pages`);
    copyFileSync(join(dir, name), `${base}.pptx`);
    writeFileSync(`${base}.json`, JSON.stringify(report, null, 2));
    const pages = await renderer.pagesToPng(pdf, 480, work);
    const rows = Math.ceil(pages.length / 4);
    execFileSync(ffmpegBinary(), [
      '-v',
      'error',
      '-pattern_type',
      'glob',
      '-i',
      join(work, 'page-*.png'),
      '-filter_complex',
      `tile=4x${rows}:padding=8:margin=8:color=white`,
      '-frames:v',
      '1',
      '-y',
      `${base}.png`,
    ]);
  }
});
