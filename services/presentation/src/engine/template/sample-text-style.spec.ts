import type { Element } from '@xmldom/xmldom';
import { descendants, parseXml, serializeXml } from '../../ooxml/xml';
import { applyRunStyle, sampleRunStyle } from './sample-text-style';

const NS =
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';
const shape = (runs: string) =>
  parseXml(`<p:sp ${NS}><p:txBody><a:bodyPr/><a:p>${runs}</a:p></p:txBody></p:sp>`)
    .documentElement as Element;

describe(sampleRunStyle.name, () => {
  it("reads the first run with text: weight, slant, colour and a typeface of the slide's own", () => {
    const sample = shape(
      '<a:r><a:rPr sz="800"/><a:t> </a:t></a:r>' +
        '<a:r><a:rPr b="1" i="0"><a:solidFill><a:srgbClr val="FFFFFF"/></a:solidFill>' +
        '<a:latin typeface="Georgia"/></a:rPr><a:t>Native Americans</a:t></a:r>',
    );
    expect(sampleRunStyle(sample)).toEqual({
      bold: true,
      italic: false,
      typeface: 'Georgia',
      fill: expect.stringContaining('FFFFFF'),
    });
    expect(
      sampleRunStyle(shape('<a:r><a:rPr><a:latin typeface="+mj-lt"/></a:rPr><a:t>x</a:t></a:r>')),
    ).toBeUndefined();
  });
});

describe(applyRunStyle.name, () => {
  it('sets runs that do not say otherwise, in schema order, and leaves what they set', () => {
    const style = sampleRunStyle(
      shape(
        '<a:r><a:rPr b="1"><a:solidFill><a:srgbClr val="FFFFFF"/></a:solidFill>' +
          '<a:latin typeface="Georgia"/></a:rPr><a:t>Sample</a:t></a:r>',
      ),
    )!;
    const generated = shape(
      '<a:r><a:t>Plain</a:t></a:r>' +
        '<a:r><a:rPr lang="en-US" b="0"><a:solidFill><a:schemeClr val="accent1"/></a:solidFill>' +
        '<a:hlinkClick/></a:rPr><a:t>Own</a:t></a:r>',
    );
    applyRunStyle(generated, style);
    const [plain, own] = descendants(generated, 'a:rPr').map((properties) =>
      serializeXml(properties as never),
    );
    expect(plain).toMatch(
      /b="1".*<a:solidFill><a:srgbClr val="FFFFFF"\/><\/a:solidFill><a:latin typeface="Georgia"\/>/,
    );
    expect(own).toMatch(/b="0".*accent1.*<a:latin typeface="Georgia"\/><a:hlinkClick\/>/);
    expect(own).not.toContain('FFFFFF');
  });
});
