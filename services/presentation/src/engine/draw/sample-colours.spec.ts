import { DOMParser, type Element, XMLSerializer } from '@xmldom/xmldom';
import type { LayoutUse } from '../layout';
import { type LevelStyle, sampleTextLevels } from '../template';
import { sampleColours } from './sample-colours';

const NS =
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
  'xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';
const parse = (xml: string) => new DOMParser().parseFromString(xml, 'text/xml');
const WHITE = '<a:solidFill><a:srgbClr val="ffffff"/></a:solidFill>';
const ACCENT = '<a:solidFill><a:schemeClr val="accent2"/></a:solidFill>';
/** A placeholder as LibreOffice exports a master's: its sample runs coloured, no list style. */
const exportedMaster = parse(
  `<p:sp ${NS}><p:nvSpPr><p:cNvPr id="2" name="PlaceHolder 2"/><p:cNvSpPr/><p:nvPr><p:ph type="body"/></p:nvPr></p:nvSpPr>` +
    `<p:spPr/><p:txBody><a:bodyPr/><a:p><a:r><a:rPr sz="2400">${WHITE}</a:rPr><a:t>Click to edit the outline text format</a:t></a:r></a:p>` +
    `<a:p><a:pPr lvl="1"/><a:r><a:rPr sz="2100">${WHITE}</a:rPr><a:t>Second Outline Level</a:t></a:r></a:p></p:txBody></p:sp>`,
).documentElement!;
/** A slide's list as pptxgenjs writes it: a point, a sub-point and an accented word. */
const slide = () =>
  parse(
    `<p:sld ${NS}><p:cSld><p:spTree><p:sp><p:nvSpPr><p:cNvPr id="2" name="body"/><p:cNvSpPr/>` +
      `<p:nvPr><p:ph type="body" idx="1"/></p:nvPr></p:nvSpPr><p:spPr/><p:txBody><a:bodyPr/>` +
      `<a:p><a:r><a:rPr lang="en-US"/><a:t>Customers doubled</a:t></a:r><a:r><a:rPr lang="en-US">${ACCENT}</a:rPr><a:t>twice</a:t></a:r></a:p>` +
      `<a:p><a:pPr lvl="1"/><a:r><a:t>In Europe most of all</a:t></a:r></a:p>` +
      `</p:txBody></p:sp></p:spTree></p:cSld></p:sld>`,
  );
const use = (levels: LevelStyle[]): LayoutUse =>
  ({
    layout: { part: 'ppt/slideLayouts/slideLayout2.xml', number: 2, name: '', placeholders: [] },
    body: { type: 'body', name: '', box: { x: 0, y: 0, w: 8e6, h: 4e6 }, levels },
    contentBox: { x: 0, y: 0, w: 8e6, h: 4e6 },
  }) as LayoutUse;
const runFills = (document: ReturnType<typeof parse>) =>
  Array.from(document.getElementsByTagName('a:r')).map((run: Element) => {
    const fill = run.getElementsByTagName('a:solidFill')[0];
    return fill ? new XMLSerializer().serializeToString(fill.firstChild!) : undefined;
  });

describe(sampleColours.name, () => {
  it("writes the colour of LibreOffice's sample text on the slide's runs that have none", () => {
    const document = slide();
    sampleColours(document, use(sampleTextLevels(exportedMaster)));
    expect(runFills(document)).toEqual([
      expect.stringContaining('ffffff'),
      // A colour of the run's own stays.
      expect.stringContaining('accent2'),
      expect.stringContaining('ffffff'),
    ]);
  });

  it('leaves the colour to the list style where it sets one, as PowerPoint draws it', () => {
    const document = slide();
    const levels = sampleTextLevels(exportedMaster).map((level) => ({
      ...level,
      styledFill: true,
    }));
    sampleColours(document, use(levels));
    expect(runFills(document)).toEqual([undefined, expect.stringContaining('accent2'), undefined]);
  });
});
