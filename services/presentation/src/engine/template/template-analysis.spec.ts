import JSZip from 'jszip';
import PptxGenJS from 'pptxgenjs';
import { EMU_PER_INCH } from './emu';
import { analyzeTemplate } from './template-analysis';

/** A 16:9 template whose content layout has a logo over the right end of its body. */
async function templateWithLogo(): Promise<JSZip> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.defineSlideMaster({
    title: 'Logo',
    objects: [
      { rect: { x: 10.5, y: 2, w: 2.3, h: 2, fill: { color: 'CC0000' } } },
      {
        placeholder: {
          options: { name: 'Title', type: 'title', x: 0.5, y: 0.3, w: 12, h: 1.2 },
          text: '',
        },
      },
      {
        placeholder: {
          options: { name: 'Body', type: 'body', x: 0.5, y: 1.8, w: 12.3, h: 5 },
          text: '',
        },
      },
    ],
  });
  pptx.addSlide({ masterName: 'Logo' }).addText('Sample', { placeholder: 'Title' });
  return JSZip.loadAsync(await pptx.write({ outputType: 'nodebuffer' }));
}

const layoutNamed = (info: Awaited<ReturnType<typeof analyzeTemplate>>, name: string) =>
  info.layouts.find((layout) => layout.name === name)!;

describe(analyzeTemplate.name, () => {
  it('takes the artwork that covers a placeholder out of its free area', async () => {
    const info = await analyzeTemplate(await templateWithLogo());
    const body = layoutNamed(info, 'Logo').placeholders.find((p) => p.type === 'body')!;
    expect(body.box!.w).toBeCloseTo(12.3 * EMU_PER_INCH, -3);
    // Left of the logo: 10 of the body's 12.3 inches.
    expect(body.freeBox).toMatchObject({ x: body.box!.x, y: body.box!.y, h: body.box!.h });
    expect(body.freeBox!.w).toBeCloseTo(10 * EMU_PER_INCH, -4);
    const title = layoutNamed(info, 'Logo').placeholders.find((p) => p.type === 'title')!;
    expect(title.freeBox).toBeUndefined();
  });

  it('reads hidden layouts, vertical text, insets and autofit, and parts with a byte order mark', async () => {
    const zip = await templateWithLogo();
    const part = layoutNamed(await analyzeTemplate(zip), 'Logo').part;
    let xml = (await zip.file(part)!.async('string')).replace(
      '<p:sldLayout ',
      '<p:sldLayout show="0" ',
    );
    // The body is the layout's last shape: its text runs vertically, without side insets.
    const at = xml.lastIndexOf('<a:bodyPr');
    const end = xml.indexOf('</a:bodyPr>', at);
    xml = `${xml.slice(0, at)}<a:bodyPr vert="eaVert" lIns="0" rIns="0"><a:normAutofit/>${xml.slice(end)}`;
    zip.file(part, `\uFEFF${xml}`);
    const presentation = await zip.file('ppt/presentation.xml')!.async('string');
    zip.file('ppt/presentation.xml', `\uFEFF${presentation}`);
    const layout = layoutNamed(await analyzeTemplate(zip), 'Logo');
    expect(layout.hidden).toBe(true);
    expect(layout.placeholders.find((p) => p.type === 'body')!.text).toMatchObject({
      vert: 'eaVert',
      insets: { l: 0, r: 0 },
      autofit: 'norm',
    });
  });
});
