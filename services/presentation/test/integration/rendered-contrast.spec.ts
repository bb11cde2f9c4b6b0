import JSZip from 'jszip';
import { LibreOfficeRenderer } from '@deckforge/kit';
import { checkDeckQuality } from '../quality/deck-quality';
import { renderedFindings } from '../quality/pdf-pages';
import { renderDeck } from '../../src/engine/package';
import { FontMeasurer } from '../../src/engine/fit';
import { coverAndBandTemplate, darkTealTemplate, designPlan } from '../support/design-templates';

jest.setTimeout(180_000);

const renderer = new LibreOfficeRenderer({
  sofficePath: 'soffice',
  pdftoppmPath: 'pdftoppm',
  timeoutMs: 120_000,
});
const measurer = new FontMeasurer();

/** The deck with every run of text set in one colour, as a careless renderer would. */
async function recoloured(deck: Buffer, hex: string): Promise<Buffer> {
  const zip = await JSZip.loadAsync(deck);
  for (const name of Object.keys(zip.files).filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n)))
    zip.file(
      name,
      (await zip.file(name)!.async('string'))
        .replace(/<a:rPr([^>]*?)\/>/g, '<a:rPr$1></a:rPr>')
        .replace(
          /<a:rPr([^>]*)>(?:<a:solidFill>.*?<\/a:solidFill>)?/g,
          (_, attributes: string) =>
            `<a:rPr${attributes}><a:solidFill><a:srgbClr val="${hex}"/></a:solidFill>`,
        ),
    );
  return zip.generateAsync({ type: 'nodebuffer' });
}

describe('the quality checker reading rendered slides', () => {
  it('reports text drawn black on a dark design, and none once the renderer chose its colours', async () => {
    const deck = await renderDeck(designPlan, await darkTealTemplate(), new Map());
    expect((await renderedFindings(renderer, deck.bytes)).lowContrast).toEqual([]);
    const black = await renderedFindings(renderer, await recoloured(deck.bytes, '000000'));
    const slides = [...new Set(black.lowContrast.map((finding) => finding.slide))];
    expect(slides).toEqual(deck.plan.slides.map((_, index) => index + 1));
    expect(black.lowContrast[0]).toMatchObject({ colour: '000000', needed: 3 });
    expect(black.lowContrast[0].ratio).toBeLessThan(3);
  });

  it('reports content drawn on the cover layout', async () => {
    const deck = await renderDeck(designPlan, await coverAndBandTemplate(), new Map());
    expect((await checkDeckQuality(deck.bytes, measurer)).contentOnCover).toEqual([]);
    // The third slide (a list) moved onto the layout of the first.
    const zip = await JSZip.loadAsync(deck.bytes);
    const rels = (slide: number) => `ppt/slides/_rels/slide${slide}.xml.rels`;
    const layoutOf = async (slide: number) =>
      /Target="([^"]*slideLayout\d+\.xml)"/.exec(await zip.file(rels(slide))!.async('string'))![1];
    const cover = await layoutOf(1);
    zip.file(rels(3), (await zip.file(rels(3))!.async('string')).replace(await layoutOf(3), cover));
    const moved = await zip.generateAsync({ type: 'nodebuffer' });
    expect((await checkDeckQuality(moved, measurer)).contentOnCover).toEqual([3]);
  });
});
