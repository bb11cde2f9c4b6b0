import { DOMParser } from '@xmldom/xmldom';
import { mergeLevels, sampleTextLevels, textStyle } from './text-styles';

const NS =
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
  'xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';
const element = (xml: string) =>
  new DOMParser().parseFromString(xml.replace(/^<([\w:]+)/, `<$1 ${NS}`), 'text/xml')
    .documentElement!;

describe(mergeLevels.name, () => {
  const master = [{ sizePt: 32 }, { sizePt: 28, marginLeftPt: 58.5 }, { sizePt: 24 }];

  it('sizes the deeper levels in proportion to a first level set nearer (a layout over a master)', () => {
    // corp-template and pptxgenjs' masters: a 20 pt list on the layout, 32/28/24 pt on the master;
    // the sub-points were drawn at 28 pt under 20 pt points.
    const levels = mergeLevels([{ sizePt: 20 }], master);
    expect(levels.map((level) => level.sizePt)).toEqual([20, 17.5, 15]);
    expect(levels[1].marginLeftPt).toBe(58.5);
  });

  it('keeps sizes that one source gives for every level, and never sets a level above the one before', () => {
    expect(mergeLevels([{ sizePt: 24 }, { sizePt: 20 }, { sizePt: 18 }], master)).toEqual([
      { sizePt: 24 },
      { sizePt: 20, marginLeftPt: 58.5 },
      { sizePt: 18 },
    ]);
    expect(mergeLevels([{ sizePt: 18 }, { sizePt: 24 }]).map((level) => level.sizePt)).toEqual([
      18,
      18,
      undefined,
    ]);
  });
});

describe('bullets of a level', () => {
  it('tells a list style’s bullets from its buNone, and leaves a level that says nothing open', () => {
    const style = element(
      '<a:lstStyle><a:lvl1pPr><a:buChar char="•"/></a:lvl1pPr><a:lvl2pPr><a:buNone/></a:lvl2pPr></a:lstStyle>',
    );
    expect(textStyle(style).levels.map((level) => level.bullet)).toEqual([
      'shown',
      'none',
      undefined,
    ]);
  });

  it('reads the bullet LibreOffice’s sample text shows, and no buNone of an empty paragraph', () => {
    const shape = element(
      '<p:sp><p:txBody><a:p><a:pPr marL="432000" indent="-323850"><a:buSzPct val="45000"/>' +
        '<a:buFont typeface="Wingdings"/><a:buChar char="\uf06c"/></a:pPr><a:r><a:t>Outline</a:t></a:r></a:p>' +
        '<a:p><a:pPr lvl="1"><a:buNone/></a:pPr></a:p></p:txBody></p:sp>',
    );
    const levels = sampleTextLevels(shape);
    expect(levels[0]).toMatchObject({
      sampleBullet: { char: '\uf06c', font: 'Wingdings', size: 0.45, indentPt: -25.5 },
    });
    expect(levels[0].bullet).toBeUndefined();
    expect(levels[1].sampleBullet).toBeUndefined();
  });
});
