import { DOMParser } from '@xmldom/xmldom';
import type { PlannedSlide } from '@deckforge/proto';
import type { LayoutUse } from '../layout';
import { EMU_PER_POINT, type LevelStyle, type TemplateInfo } from '../template';
import { levelMargins } from './level-margins';

const NS =
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
  'xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';
const paragraph = (level: number, text: string) =>
  `<a:p><a:pPr${level ? ` lvl="${level}"` : ''}/><a:r><a:t>${text}</a:t></a:r></a:p>`;
/** A slide as pptxgenjs writes a list: levels, no margins (those are the layout's to give). */
const slide = () =>
  new DOMParser().parseFromString(
    `<p:sld ${NS}><p:cSld><p:spTree><p:sp><p:nvSpPr><p:cNvPr id="2" name="body"/><p:cNvSpPr/>` +
      `<p:nvPr><p:ph type="body" idx="1"/></p:nvPr></p:nvSpPr><p:spPr/><p:txBody><a:bodyPr/>` +
      `${paragraph(0, 'Customers doubled')}${paragraph(1, 'In Europe most of all')}` +
      `</p:txBody></p:sp></p:spTree></p:cSld></p:sld>`,
    'text/xml',
  );
const template = { fonts: {} } as TemplateInfo;
const use = (levels: LevelStyle[]): LayoutUse =>
  ({
    layout: { part: 'ppt/slideLayouts/slideLayout2.xml', number: 2, name: '', placeholders: [] },
    body: { type: 'body', name: '', box: { x: 0, y: 0, w: 8e6, h: 4e6 }, levels },
    contentBox: { x: 0, y: 0, w: 8e6, h: 4e6 },
  }) as LayoutUse;
const list = { kind: 'bullets', title: 'Growth', bullets: [] } as unknown as PlannedSlide;
const margins = (document: ReturnType<typeof slide>) =>
  Array.from(document.getElementsByTagName('a:pPr')).map(
    (properties) => Number(properties.getAttribute('marL')) / EMU_PER_POINT,
  );

describe(levelMargins.name, () => {
  it('writes the margins of the template’s levels on the points (LibreOffice’s sample text)', () => {
    const document = slide();
    levelMargins(document, list, use([{ marginLeftPt: 34 }, { marginLeftPt: 68 }]), template);
    expect(margins(document)).toEqual([34, 68]);
  });

  it('indents a sub-level the template gives no margin one step deeper than its point', () => {
    const document = slide();
    levelMargins(document, list, use([{ marginLeftPt: 34, sizePt: 24 }, { sizePt: 20 }]), template);
    expect(margins(document)).toEqual([34, 68]);
  });

  it('leaves a first level the template says nothing of as it inherits', () => {
    const document = slide();
    levelMargins(document, list, use([]), template);
    expect(margins(document)[0]).toBe(0);
    expect(margins(document)[1]).toBeGreaterThan(0);
  });
});

/** Each paragraph's bullet character ('' without one) and hanging indent (EMU). */
const bullets = (levels: LevelStyle[]) => {
  const document = slide();
  levelMargins(document, list, use(levels), template);
  return Array.from(document.getElementsByTagName('a:pPr')).map((properties) => ({
    char: properties.getElementsByTagName('a:buChar')[0]?.getAttribute('char') ?? '',
    indent: Number(properties.getAttribute('indent')),
  }));
};
const twoLevels = [
  { marginLeftPt: 34, sizePt: 24 },
  { marginLeftPt: 68, sizePt: 20 },
];

describe('levelMargins: bullets', () => {
  it('draws a dot and a dash where the levels set no bullet (LibreOffice’s masters)', () => {
    const drawn = bullets(twoLevels);
    expect(drawn.map((b) => b.char)).toEqual(['•', '–']);
    expect(drawn.every((b) => b.indent < 0)).toBe(true);
  });

  it('draws the bullet the master’s sample text shows, with its hanging indent', () => {
    const sample = { char: '\uf06c', font: 'Wingdings', size: 0.45, indentPt: -25.5 };
    const drawn = bullets(twoLevels.map((level) => ({ ...level, sampleBullet: sample })));
    expect(drawn).toEqual([
      { char: '\uf06c', indent: -323850 },
      { char: '\uf06c', indent: -323850 },
    ]);
  });

  it('adds none where the list style has bullets, or says none and the samples agree', () => {
    expect(bullets(twoLevels.map((level) => ({ ...level, bullet: 'shown' as const })))).toEqual([
      { char: '', indent: 0 },
      { char: '', indent: 0 },
    ]);
    const none = twoLevels.map((level) => ({ ...level, bullet: 'none' as const }));
    expect(bullets(none).map((b) => b.char)).toEqual(['', '']);
    const shownNone = none.map((level) => ({ ...level, sampleBullet: 'none' as const }));
    expect(bullets(shownNone).map((b) => b.char)).toEqual(['', '']);
  });

  it('draws the sample’s bullet over a list style’s buNone when the sample shows one', () => {
    const levels = twoLevels.map((level) => ({
      ...level,
      bullet: 'none' as const,
      sampleBullet: { char: '▪' },
    }));
    expect(bullets(levels).map((b) => b.char)).toEqual(['▪', '▪']);
  });
});
