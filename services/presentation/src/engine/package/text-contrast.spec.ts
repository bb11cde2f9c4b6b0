import JSZip from 'jszip';
import PptxGenJS from 'pptxgenjs';
import { ensureContrast } from './text-contrast';

describe(ensureContrast.name, () => {
  /**
   * A slide with a grey block behind the start of its text (LibreOffice's Grey Elegant: grey
   * blocks behind a key figure), the text in an accent that reads on white but not on grey.
   */
  async function deckWithBlockUnderFirstLine(): Promise<JSZip> {
    const pptx = new PptxGenJS();
    pptx.defineSlideMaster({
      title: 'Blocks',
      background: { color: 'FFFFFF' },
      objects: [{ rect: { x: 0.5, y: 1, w: 3, h: 0.9, fill: { color: 'B8BCC4' } } }],
    });
    pptx.addSlide({ masterName: 'Blocks' }).addText('6 percent', {
      x: 0.5,
      y: 1,
      w: 9,
      h: 4,
      fontSize: 40,
      bold: true,
      color: '4F81BD',
      valign: 'top',
    });
    return JSZip.loadAsync(await pptx.write({ outputType: 'nodebuffer' }));
  }

  it('reads text against what is behind its first line, not only against most of its box', async () => {
    const zip = await deckWithBlockUnderFirstLine();
    expect(await ensureContrast(zip, ['ppt/slides/slide1.xml'])).toBe(1);
    const xml = await zip.file('ppt/slides/slide1.xml')!.async('string');
    expect(xml).not.toContain('4F81BD');
  });
});
