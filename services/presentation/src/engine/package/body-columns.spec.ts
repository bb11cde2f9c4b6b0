import type { PlannedSlide } from '@deckforge/proto';
import { descendants, parseXml } from '../../ooxml/xml';
import { bodyColumns } from './body-columns';

const NS =
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';
const shape = (ph: string) =>
  `<p:sp><p:nvSpPr><p:cNvPr id="2" name="t"/><p:cNvSpPr/><p:nvPr>${ph}</p:nvPr></p:nvSpPr><p:spPr/><p:txBody><a:bodyPr/><a:p><a:r><a:t>x</a:t></a:r></a:p></p:txBody></p:sp>`;
const slide = () =>
  parseXml(
    `<p:sld ${NS}><p:cSld><p:spTree>${shape('<p:ph type="title"/>')}${shape('<p:ph idx="1"/>')}</p:spTree></p:cSld></p:sld>`,
  );
const agenda = (fit?: PlannedSlide['fit']): PlannedSlide => ({
  kind: 'bullets',
  title: 'Agenda',
  bullets: [{ text: 'One', level: 0 }],
  ...(fit ? { fit } : {}),
});

describe(bodyColumns.name, () => {
  it('sets the body, not the title, in the columns text fitting chose', () => {
    const document = slide();
    bodyColumns(document, agenda({ bodyColumns: 2 }));
    const [title, body] = descendants(document, 'a:bodyPr');
    expect(title.getAttribute('numCol')).toBeFalsy();
    expect(body.getAttribute('numCol')).toBe('2');
    expect(Number(body.getAttribute('spcCol'))).toBeGreaterThan(0);
  });

  it('leaves a slide of one column as it is', () => {
    const document = slide();
    bodyColumns(document, agenda());
    expect(descendants(document, 'a:bodyPr').map((b) => b.getAttribute('numCol'))).toEqual([
      null,
      null,
    ]);
  });
});
