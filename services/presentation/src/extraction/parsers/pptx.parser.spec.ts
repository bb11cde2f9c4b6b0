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
