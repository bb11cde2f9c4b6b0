import JSZip from 'jszip';
import PptxGenJS from 'pptxgenjs';
import { mendChartColours } from './chart-colours';

describe(mendChartColours.name, () => {
  it('turns theme colours written as RGB into scheme colours, so that charts are valid', async () => {
    const pptx = new PptxGenJS();
    pptx.addSlide().addChart('bar', [{ name: 'Revenue', labels: ['Q1', 'Q2'], values: [12, 15] }], {
      x: 1,
      y: 1,
      w: 6,
      h: 4,
      chartColors: ['accent1', 'accent2'],
    });
    const zip = await JSZip.loadAsync((await pptx.write({ outputType: 'nodebuffer' })) as Buffer);
    const chart = () => zip.file('ppt/charts/chart1.xml')!.async('string');
    expect(await chart()).toContain('<a:srgbClr val="accent1"/>');
    await mendChartColours(zip);
    expect(await chart()).not.toMatch(/srgbClr val="accent/);
    expect(await chart()).toContain('<a:schemeClr val="accent1"/>');
  });
});
