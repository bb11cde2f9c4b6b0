import PptxGenJS from 'pptxgenjs';
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
