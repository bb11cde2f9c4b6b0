import type { PlannedSlide } from '@deckforge/proto';
import { descendants, parseXml } from '../../ooxml/xml';
import { AverageGlyphMeasurer, textHeight, type TextFrame } from '../fit';
import { EMU_PER_POINT } from '../template';
import { bodyColumns } from './body-columns';

const NS =
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';
const shape = (ph: string) =>
  `<p:sp><p:nvSpPr><p:cNvPr id="2" name="t"/><p:cNvSpPr/><p:nvPr>${ph}</p:nvPr></p:nvSpPr><p:spPr/><p:txBody><a:bodyPr/><a:p><a:r><a:t>x</a:t></a:r></a:p></p:txBody></p:sp>`;
const slide = () =>
  parseXml(
    `<p:sld ${NS}><p:cSld><p:spTree>${shape('<p:ph type="title"/>')}${shape('<p:ph idx="1"/>')}</p:spTree></p:cSld></p:sld>`,
  );
const agenda = (fit?: PlannedSlide['fit'], items = ['One']): PlannedSlide => ({
  kind: 'bullets',
  title: 'Agenda',
  bullets: items.map((text) => ({ text, level: 0 })),
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

  it('ends the first of two columns after half the items, where the box would hold more', () => {
    const measurer = new AverageGlyphMeasurer();
    const items = ['Regional results', 'Risks', 'Hiring', 'Next steps', 'Budget', 'Questions'];
    const bullets = items.map((text) => ({ text, level: 0 }));
    // 18 pt items, about 26 pt each: a box 150 pt high holds five in a column.
    const frame: TextFrame = {
      box: { x: 0, y: 0, w: 600 * EMU_PER_POINT, h: 150 * EMU_PER_POINT },
      levels: [{ sizePt: 18 }],
      font: {},
      defaultSizePt: 18,
    };
    const document = slide();
    bodyColumns(document, agenda({ bodyColumns: 2 }, items), frame, measurer);
    const bottom = Number(descendants(document, 'a:bodyPr')[1].getAttribute('bIns'));
    const column = {
      ...frame,
      box: { ...frame.box, h: 150 * EMU_PER_POINT - bottom + 3.6 * EMU_PER_POINT },
    };
    expect(textHeight(bullets.slice(0, 3), column, 1, measurer)).toBeLessThanOrEqual(
      column.box.h / EMU_PER_POINT,
    );
    expect(textHeight(bullets.slice(0, 4), column, 1, measurer)).toBeGreaterThan(
      column.box.h / EMU_PER_POINT,
    );
  });
});
