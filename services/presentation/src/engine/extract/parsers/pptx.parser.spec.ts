import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import PptxGenJS from 'pptxgenjs';
import { PNG } from 'pngjs';
import { FigureFiles } from './figure-files';
import { zipLimitsEnv, zipLimitsFrom } from '@deckforge/kit/zip';
import { parsePptx } from './pptx.parser';

const LIMITS = zipLimitsFrom(zipLimitsEnv.parse({}));

describe('PowerPoint files with nothing to show', () => {
  it('refuses slides without text, pictures or tables rather than make an empty deck', async () => {
    const pptx = new PptxGenJS();
    pptx.addSlide();
    pptx.addSlide().addShape('rect', { x: 1, y: 1, w: 2, h: 1 });
    const bytes = (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
    await expect(parsePptx(bytes, LIMITS)).rejects.toMatchObject({
      reason: 'it contains no text and no pictures',
    });
  });
});

describe('speaker notes', () => {
  it('reads a slide’s notes as paragraphs of that slide’s section, not as headings', async () => {
    const pptx = new PptxGenJS();
    pptx.defineSlideMaster({
      title: 'TITLED',
      objects: [
        {
          placeholder: {
            options: { name: 'title', type: 'title', x: 1, y: 1, w: 8, h: 1 },
            text: '',
          },
        },
      ],
    });
    const titled = pptx.addSlide({ masterName: 'TITLED' });
    titled.addText('Results', { placeholder: 'title' });
    titled.addNotes('Revenue grew by twelve percent. Enterprise deals drove the growth.');
    pptx.addSlide().addNotes('Thank everyone for coming.');
    const bytes = (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
    const document = await parsePptx(bytes, LIMITS);
    expect(document.sections.map(({ heading, blocks }) => ({ heading, blocks }))).toEqual([
      {
        heading: 'Results',
        blocks: [
          {
            type: 'paragraph',
            text: 'Revenue grew by twelve percent. Enterprise deals drove the growth.',
            level: 0,
            location: { slide: 1 },
          },
        ],
      },
      {
        heading: undefined,
        blocks: [
          {
            type: 'paragraph',
            text: 'Thank everyone for coming.',
            level: 0,
            location: { slide: 2 },
          },
        ],
      },
    ]);
  });
});

// Each case decodes pictures and checks them for blankness: slow on a loaded machine.
describe('photo slides', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'pptx-backgrounds-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A 320 × 240 PNG as a data URL, striped every `stripe` pixels: each stripe width its own picture. */
  function photo(stripe: number): string {
    const image = new PNG({ width: 320, height: 240 });
    for (let i = 0; i < image.data.length; i += 4) {
      image.data.fill(Math.floor(i / 4 / stripe) % 2 ? 40 : 220, i, i + 3);
      image.data[i + 3] = 255;
    }
    return `image/png;base64,${PNG.sync.write(image).toString('base64')}`;
  }

  async function deck(backgrounds: string[]): Promise<Buffer> {
    const pptx = new PptxGenJS();
    for (const [index, data] of backgrounds.entries()) {
      const slide = pptx.addSlide();
      slide.background = { data };
      slide.addText(`Caption of photo ${index + 1}`, { x: 1, y: 4, w: 6, h: 1 });
    }
    return (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
  }

  it('keeps the photograph each slide has as its own background, as that slide’s picture', async () => {
    const document = await parsePptx(
      await deck([photo(7), photo(11)]),
      LIMITS,
      new FigureFiles(dir),
    );
    expect(document.figures?.map(({ width, location }) => ({ width, location }))).toEqual([
      { width: 320, location: { slide: 1 } },
      { width: 320, location: { slide: 2 } },
    ]);
  }, 20_000);

  /** A deck whose first slide has a centred title, a photo and a logo; then `more` slides with a small picture. */
  async function withCover(more: number): Promise<Buffer> {
    const pptx = new PptxGenJS();
    pptx.defineSlideMaster({
      title: 'TITLED',
      objects: [
        {
          placeholder: {
            options: { name: 'title', type: 'title', x: 0.5, y: 1, w: 5, h: 1.5 },
            text: '',
          },
        },
      ],
    });
    const cover = pptx.addSlide({ masterName: 'TITLED' });
    cover.addText('Harbour renewal plan', { placeholder: 'title' });
    cover.addImage({ data: photo(7), x: 6, y: 0.5, w: 3.5, h: 4.5 });
    cover.addImage({ data: photo(11), x: 0.3, y: 4.8, w: 1.2, h: 0.6 });
    for (let index = 0; index < more; index++) {
      const next = pptx.addSlide({ masterName: 'TITLED' });
      next.addText('Quay walls', { placeholder: 'title' });
      next.addImage({ data: photo(13), x: 0.3, y: 4.8, w: 1.2, h: 0.6 });
    }
    // pptxgenjs writes no centred titles: the cover's is made one.
    const zip = await JSZip.loadAsync((await pptx.write({ outputType: 'nodebuffer' })) as Buffer);
    const slide = 'ppt/slides/slide1.xml';
    const xml = await zip.file(slide)!.async('string');
    zip.file(slide, xml.replace('type="title"', 'type="ctrTitle"'));
    return zip.generateAsync({ type: 'nodebuffer' });
  }

  it("leaves out a logo on the deck's cover, keeping the cover's photo and small pictures elsewhere", async () => {
    const document = await parsePptx(await withCover(1), LIMITS, new FigureFiles(dir));
    expect(document.figures?.map(({ location }) => location)).toEqual([{ slide: 1 }, { slide: 2 }]);
  }, 20_000);

  it('keeps every picture of a deck of one slide (it is no cover: it is all the content)', async () => {
    const document = await parsePptx(await withCover(0), LIMITS, new FigureFiles(dir));
    expect(document.figures).toHaveLength(2);
  }, 20_000);

  it('leaves out a background repeated on slide after slide (a decoration)', async () => {
    const same = photo(7);
    const document = await parsePptx(await deck([same, same, same]), LIMITS, new FigureFiles(dir));
    expect(document.figures ?? []).toEqual([]);
  }, 20_000);
});
