import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PptxGenJS from 'pptxgenjs';
import { PNG } from 'pngjs';
import type { LibreOfficeRenderer } from '@deckforge/kit';
import { planDeck } from '../../src/engine/plan';
import { renderedFindings } from '../quality/pdf-pages';
import type { PrintedFinding } from '../quality/printed-words';
import { renderDeck } from '../../src/engine/package';
import { matrixSources } from '../support/quality-matrix';
import { libreOfficeTemplates } from '../support/real-templates';
import { officeIn } from '../support/office';

// LibreOffice prints three decks: ceilings for a loaded machine.
jest.setTimeout(600_000);

const systemTemplate = (name: string) =>
  readFileSync(join(__dirname, '..', '..', '..', 'storage', 'assets', 'system-templates', name));

describe('the printed words of a deck', () => {
  let dir: string;
  let renderer: LibreOfficeRenderer;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'printed-words-'));
    renderer = officeIn(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds words run into artwork, pale words, and words past the slide', async () => {
    const pptx = new PptxGenJS();
    // A blue band across the lower part of every slide, as LibreOffice's Blue Curve has.
    pptx.defineSlideMaster({
      title: 'Banded',
      background: { color: 'FFFFFF' },
      objects: [{ rect: { x: 0, y: 4.2, w: 10, h: 1.4, fill: { color: '2E5FA8' } } }],
    });
    const slide = (text: string, y: number, color: string) =>
      pptx
        .addSlide({ masterName: 'Banded' })
        .addText(text, { x: 0.5, y, w: 9, h: 1, fontSize: 20, color });
    slide('Navy words running into the blue band below the body', 3.9, '1A2A5A');
    // Across the band's upper edge: half on white, half on blue.
    slide('Straddling', 3.75, '1A2A5A');
    slide('Pale grey words on a white slide', 1, 'CCCCCC');
    slide('Words printed past the bottom edge of the slide', 5.4, '000000');
    slide('Readable black words on white', 1, '000000');
    // A title set on the band, its font box reaching a little above the band's edge.
    pptx.addSlide({ masterName: 'Banded' }).addText('White title on the band', {
      x: 0.5,
      y: 4.12,
      w: 9,
      h: 1,
      fontSize: 20,
      color: 'FFFFFF',
      valign: 'top',
    });
    // A title on a texture of small pale cells (LibreOffice's Beehive: a honeycomb band).
    pptx.defineSlideMaster({
      title: 'Textured',
      background: { color: 'FFFFFF' },
      objects: Array.from({ length: 12 }, (_, i) => ({
        rect: {
          x: (i % 6) * 0.8 + 0.4,
          y: 0.8 + Math.floor(i / 6) * 0.6,
          w: 0.6,
          h: 0.5,
          fill: { color: 'FFF2C0' },
          line: { color: 'FFE080', width: 1 },
        },
      })),
    });
    pptx
      .addSlide({ masterName: 'Textured' })
      .addText('Black title on the honeycomb', { x: 0.5, y: 0.9, w: 9, h: 0.8, fontSize: 28 });
    // A chart on a navy slide, its labels left black (as pptxgenjs draws them).
    const charted = pptx.addSlide({ masterName: 'Banded' });
    charted.background = { color: '0F1A2E' };
    charted.addChart(
      'line',
      [{ name: 'Gold', labels: ['Canada', 'Norway', 'Sweden'], values: [4, 9, 6] }],
      { x: 0.5, y: 0.5, w: 6, h: 3.5, catAxisLabelFontSize: 14, showLegend: true },
    );
    const deck = (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;

    const { findings } = (await renderedFindings(renderer, deck)).printed;

    const kinds = (slide: number) =>
      findings.filter((finding) => finding.slide === slide).map((finding) => finding.kind);
    expect(kinds(1)).toContain('contrast');
    expect(kinds(2)).toContain('over-artwork');
    expect(findings).toContainEqual(
      expect.objectContaining<Partial<PrintedFinding>>({
        slide: 3,
        kind: 'contrast',
        colour: 'CCCCCC',
      }),
    );
    expect(kinds(4).some((kind) => kind === 'lost' || kind === 'off-slide')).toBe(true);
    expect(kinds(5)).toEqual([]);
    expect(kinds(6)).toEqual([]);
    expect(kinds(7)).toEqual([]);
    expect(findings).toContainEqual(
      expect.objectContaining<Partial<PrintedFinding>>({ slide: 8, kind: 'contrast' }),
    );
  });

  it('flags words lost in a photo, not words that read well on it', async () => {
    const pptx = new PptxGenJS();
    // Photos of 4-pixel blocks of noise: dark (a castle at dusk), light (a silver gauntlet).
    const photo = (low: number) => {
      const image = new PNG({ width: 320, height: 180 });
      for (let i = 0; i < 320 * 180; i++) {
        const block = Math.floor((i % 320) / 4) * 7919 + Math.floor(i / 1280) * 104_729;
        image.data.fill(low + (block % 97), i * 4, i * 4 + 3);
        image.data[i * 4 + 3] = 255;
      }
      return `image/png;base64,${PNG.sync.write(image).toString('base64')}`;
    };
    for (const [title, low] of [
      ['Castle', 20],
      ['Gauntlet', 150],
    ] as const)
      pptx.defineSlideMaster({ title, background: { data: photo(low) } });
    const words = 'White words on the photo';
    for (const master of ['Castle', 'Gauntlet'])
      pptx
        .addSlide({ masterName: master })
        .addText(words, { x: 0.5, y: 2, w: 9, h: 1, fontSize: 24, color: 'FFFFFF' });
    // A white title on a black band, its font box reaching onto the white slide below the band
    // (LibreOffice's Piano), its letters not.
    pptx.defineSlideMaster({
      title: 'Band',
      background: { color: 'FFFFFF' },
      objects: [{ rect: { x: 0, y: 0, w: 10, h: 0.43, fill: { color: '000000' } } }],
    });
    pptx.addSlide({ masterName: 'Band' }).addText('White title on the black band', {
      x: 0.5,
      y: 0.1,
      w: 9,
      h: 1,
      fontSize: 20,
      color: 'FFFFFF',
      valign: 'top',
    });
    const deck = (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;

    const { findings } = (await renderedFindings(renderer, deck)).printed;

    const on = (slide: number) => findings.filter((finding) => finding.slide === slide);
    expect(on(1)).toEqual([]);
    expect(on(2).map((finding) => finding.kind)).toContain('over-artwork');
    expect(on(3)).toEqual([]);
  });

  // LibreOffice's Blue Curve (a blue curve along the bottom: body text once ran into it and off
  // the slide) and a dark system template (light text on dark navy).
  it.each([
    ['lo-Blue_Curve.pptx', () => libreOfficeTemplates(['Blue_Curve'])[0].load()],
    ['circuit.pptx', () => Promise.resolve(systemTemplate('circuit.pptx'))],
  ])('%s: every printed word readable, on the slide, off the artwork', async (_, load) => {
    const matrix = await matrixSources(dir);
    const plan = planDeck('Operations review 2026', matrix.sources, new Date('2026-11-21'));
    const deck = await renderDeck(plan, await load(), matrix.assets);

    const { pdfPages, printed } = await renderedFindings(renderer, deck.bytes);

    expect(pdfPages).toBe(deck.slideCount);
    expect(printed.findings).toEqual([]);
  });
});
