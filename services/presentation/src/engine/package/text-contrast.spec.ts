import { type SlideLook, BLACK, DEFAULT_COLOUR_MAP, WHITE } from '../template';
import JSZip from 'jszip';
import PptxGenJS from 'pptxgenjs';
import { bestColour, ensureContrast } from './text-contrast';
const slide = { x: 0, y: 0, w: 100, h: 100 };
const look: SlideLook = {
  context: {
    scheme: {
      dk1: BLACK,
      lt1: WHITE,
      dk2: { r: 30, g: 30, b: 30 },
      lt2: { r: 240, g: 240, b: 240 },
    },
    map: DEFAULT_COLOUR_MAP,
  },
  background: { box: slide, colours: [WHITE] },
  fills: [],
};

describe(bestColour.name, () => {
  it("takes the template's first colour that reads on everything behind the text", () => {
    expect(bestColour(look, [BLACK], 4.5)).toBe('bg1');
    expect(bestColour(look, [WHITE], 4.5)).toBe('tx1');
  });

  it('chooses for where the text starts when a box straddles a black band and white keys', () => {
    // Nothing reads on black and white at once; the first lines lie on the black band.
    expect(bestColour(look, [BLACK, WHITE], 4.5, [BLACK])).toBe('bg1');
    expect(bestColour(look, [BLACK, WHITE], 4.5, [WHITE])).toBe('tx1');
  });
});

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
    pptx
      .addSlide({ masterName: 'Blocks' })
      .addText('6 percent', {
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
