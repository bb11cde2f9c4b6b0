import JSZip from 'jszip';
import PptxGenJS from 'pptxgenjs';
import { ensureChartContrast } from './chart-text';
import { mendChartColours } from './chart-colours';

/** A deck of one chart on a master of `background` with a `band` over its top part, if any. */
async function deckWithChart(background: string, band?: { h: number; color: string }) {
  const pptx = new PptxGenJS();
  pptx.defineSlideMaster({
    title: 'Design',
    background: { color: background },
    objects: band ? [{ rect: { x: 0, y: 0, w: 10, h: band.h, fill: { color: band.color } } }] : [],
  });
  pptx.addSlide({ masterName: 'Design' }).addChart(
    'bar',
    [
      { name: 'Gold', labels: ['USA', 'China'], values: [46, 26] },
      { name: 'Silver', labels: ['USA', 'China'], values: [37, 18] },
    ],
    {
      x: 0.5,
      y: 0.5,
      w: 9,
      h: 4.5,
      showLegend: true,
      legendColor: 'tx1',
      catAxisLabelColor: 'tx1',
      valAxisLabelColor: 'tx1',
    },
  );
  const zip = await JSZip.loadAsync(await pptx.write({ outputType: 'nodebuffer' }));
  await mendChartColours(zip);
  return zip;
}

/** pptxgenjs numbers charts across decks: the one chart part, whatever its number. */
const chartXml = (zip: JSZip) => zip.file(/^ppt\/charts\/chart\d+\.xml$/)[0].async('string');
const textColours = (xml: string) => [
  ...new Set(
    [...xml.matchAll(/<a:(?:defRPr|rPr)\b[^>]*>\s*<a:solidFill>\s*<a:(\w+) val="([^"]*)"/g)].map(
      ([, kind, value]) => `${kind}:${value}`,
    ),
  ),
];

describe(ensureChartContrast.name, () => {
  it('writes the text colours as the colours they are on the slide', async () => {
    const zip = await deckWithChart('FFFFFF');
    await ensureChartContrast(zip, ['ppt/slides/slide1.xml']);
    expect(textColours(await chartXml(zip))).toEqual(['srgbClr:000000']);
  });

  it('gives words on a dark design a light colour, the legend’s included', async () => {
    const zip = await deckWithChart('111111');
    await ensureChartContrast(zip, ['ppt/slides/slide1.xml']);
    const xml = await chartXml(zip);
    expect(textColours(xml)).toEqual(['srgbClr:FFFFFF']);
    expect(xml).toMatch(/<c:legend>[\s\S]*FFFFFF[\s\S]*<\/c:legend>/);
  });

  it('puts a chart across a black band and a white page on a plate its words read on', async () => {
    const zip = await deckWithChart('FFFFFF', { h: 2.8, color: '000000' });
    expect(await ensureChartContrast(zip, ['ppt/slides/slide1.xml'])).toBe(1);
    const xml = await chartXml(zip);
    expect(xml).toMatch(/<\/c:chart>\s*<c:spPr>\s*<a:solidFill><a:srgbClr val="FFFFFF"\/>/);
    expect(textColours(xml)).toEqual(['srgbClr:000000']);
  });
});
