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
