import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import JSZip from 'jszip';
import PptxGenJS from 'pptxgenjs';
import type { DeckPlan } from '@deckforge/proto';
import { readRelationships, readXmlPart, slidePartsInOrder } from '../../src/ooxml/opc-package';
import { attribute, descendants, path } from '../../src/ooxml/xml';
import { checkDeckQuality } from '../quality/deck-quality';
import { renderDeck } from '../../src/engine/package';
import { EMU_PER_INCH } from '../../src/engine/template';
import { FontMeasurer } from '../../src/engine/fit';
import { libreOfficeTemplates } from '../support/real-templates';
import { sharedFixture } from '../support/sources';

jest.setTimeout(120_000);

const measurer = new FontMeasurer();
const wild = (name: string) => sharedFixture(`wild/templates/${name}`);

const plan = (extra: Partial<DeckPlan> = {}, texts = ENGLISH): DeckPlan => ({
  title: texts.title,
  slides: [
    { kind: 'title', title: texts.title, subtitle: texts.subtitle, notes: 'n' },
    { kind: 'section', title: texts.section, notes: 'n' },
    {
      kind: 'bullets',
      title: texts.section,
      bullets: texts.bullets.map((text) => ({ text, level: 0 })),
      notes: 'n',
    },
    { kind: 'closing', title: texts.closing, notes: 'n' },
  ],
  ...extra,
});
const ENGLISH = {
  title: 'Quarterly review',
  subtitle: '21 November 2026',
  section: 'Results',
  bullets: ['Revenue grew twelve percent', 'Churn fell to three percent'],
  closing: 'Thank you',
};
const ARABIC = {
  title: 'المراجعة الفصلية',
  subtitle: '21 نوفمبر 2026',
  section: 'النتائج',
  bullets: ['نمت الإيرادات بنسبة اثني عشر بالمئة', 'انخفض معدل التراجع إلى ثلاثة بالمئة'],
  closing: 'شكرا لكم',
};
const CHINESE = {
  title: '季度回顾',
  subtitle: '2026年11月21日',
  section: '结果',
  bullets: [
    '收入增长了百分之十二，主要来自企业客户部门和新的合作伙伴以及更强大的销售团队的共同努力',
    '客户流失率下降到百分之三',
  ],
  closing: '谢谢',
};

async function slides(bytes: Buffer) {
  const zip = await JSZip.loadAsync(bytes);
  const parts = await slidePartsInOrder(zip);
  return Promise.all(
    parts.map(async (part) => ({
      xml: (await readXmlPart(zip, part))!,
      rels: await readRelationships(zip, part),
    })),
  );
}

describe('a deck used as a template (its look lives on its slides)', () => {
  const template = wild('onlyoffice-sample.pptx');
  if (!template) return it.skip('skipped: ../shared/fixtures/wild is absent', () => undefined);

  it("draws every slide on one of the deck's own designs, without the deck's own text", async () => {
    const deck = await renderDeck(plan(), readFileSync(template), new Map());
    const drawn = await slides(deck.bytes);
    expect(drawn).toHaveLength(4);
    for (const { xml, rels } of drawn) {
      const background = path(xml, 'p:sld', 'p:cSld', 'p:bg', 'p:bgPr', 'a:blipFill', 'a:blip');
      const picture = rels.find((rel) => rel.id === attribute(background, 'r:embed'));
      expect(picture?.type).toBe('image');
    }
    const text = drawn.flatMap(({ xml }) => descendants(xml, 'a:t').map((t) => t.textContent));
    expect(text.join(' ')).not.toMatch(/tomahawk|Challenge|ONLYOFFICE/);
    expect(text).toEqual(expect.arrayContaining(['Quarterly review', 'Thank you']));
    const report = await checkDeckQuality(deck.bytes, measurer);
    expect(report).toMatchObject({
      overflowingSlides: [],
      textOverArtwork: [],
      structuralErrors: [],
    });
  });
});

describe('right-to-left and CJK templates and documents', () => {
  const arabic = wild('onlyoffice-new-ar-SA.pptx');
  const chinese = wild('onlyoffice-new-zh-CN.pptx');
  if (!arabic || !chinese)
    return it.skip('skipped: ../shared/fixtures/wild is absent', () => undefined);

  /** Paragraphs with text, each with its placeholder type (undefined for a plain text box). */
  async function paragraphsOf(bytes: Buffer) {
    return (await slides(bytes)).flatMap(({ xml }) =>
      descendants(xml, 'p:sp').flatMap((shape) => {
        const type = attribute(path(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph'), 'type');
        return descendants(shape, 'a:p')
          .filter((p) => descendants(p, 'a:t').length > 0)
          .map((p) => ({
            type,
            rtl: attribute(path(p, 'a:pPr'), 'rtl'),
            align: attribute(path(p, 'a:pPr'), 'algn'),
          }));
      }),
    );
  }
  const centred = (type?: string) => type === 'ctrTitle' || type === 'subTitle';

  it('sets Arabic text right to left and aligned right (centred title slides stay centred)', async () => {
    const deck = await renderDeck(
      plan({ language: 'ar', direction: 'rtl' }, ARABIC),
      readFileSync(arabic),
      new Map(),
    );
    const paragraphs = await paragraphsOf(deck.bytes);
    expect(paragraphs.length).toBeGreaterThan(5);
    expect(paragraphs.every((p) => p.rtl === '1')).toBe(true);
    const aligned = paragraphs.filter((p) => !centred(p.type));
    expect(aligned.length).toBeGreaterThan(3);
    expect(aligned.every((p) => p.align === 'r')).toBe(true);
  });

  it('aligns English text right in the Arabic template but keeps its reading order', async () => {
    const deck = await renderDeck(plan(), readFileSync(arabic), new Map());
    const paragraphs = await paragraphsOf(deck.bytes);
    expect(paragraphs.every((p) => p.rtl === '0')).toBe(true);
    expect(paragraphs.filter((p) => !centred(p.type)).every((p) => p.align === 'r')).toBe(true);
  });

  it('keeps English text in an English template left to right', async () => {
    const system = readFileSync(
      `${__dirname}/../../../storage/assets/system-templates/meridian.pptx`,
    );
    const deck = await renderDeck(plan(), system, new Map());
    const flags = (await slides(deck.bytes)).flatMap(({ xml }) =>
      descendants(xml, 'a:pPr').map((p) => attribute(p, 'rtl')),
    );
    expect(flags).not.toContain('1');
  });

  it('fits Chinese text measured with CJK fonts', async () => {
    const deck = await renderDeck(
      plan({ language: 'zh' }, CHINESE),
      readFileSync(chinese),
      new Map(),
    );
    const report = await checkDeckQuality(deck.bytes, measurer);
    expect(report).toMatchObject({ overflowingSlides: [], cutTitles: [], structuralErrors: [] });
  });
});

describe('templates with placeholders that cannot take text', () => {
  /** A content layout whose body is a few millimetres wide, as in a corporate deck from the wild. */
  async function narrowBodyTemplate(): Promise<Buffer> {
    const pptx = new PptxGenJS();
    pptx.layout = 'LAYOUT_WIDE';
    pptx.defineSlideMaster({
      title: 'Title and Content',
      objects: [
        {
          placeholder: {
            options: { name: 'Title', type: 'title', x: 0.6, y: 0.4, w: 12, h: 1 },
            text: '',
          },
        },
        {
          placeholder: {
            options: { name: 'Body', type: 'body', x: 0.6, y: 1.6, w: 0.15, h: 5 },
            text: '',
          },
        },
      ],
    });
    return (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
  }

  it('sets the list across the slide instead of one letter per line, and the subtitle without a bullet', async () => {
    const deck = await renderDeck(plan(), await narrowBodyTemplate(), new Map());
    const drawn = await slides(deck.bytes);
    const textShapes = drawn.flatMap(({ xml }) =>
      descendants(xml, 'p:sp').filter((shape) =>
        descendants(shape, 'a:t').some((t) => /Revenue|November/.test(t.textContent ?? '')),
      ),
    );
    expect(textShapes).toHaveLength(2);
    for (const shape of textShapes) {
      const width = Number(attribute(path(shape, 'p:spPr', 'a:xfrm', 'a:ext'), 'cx'));
      expect(width).toBeGreaterThan(6 * EMU_PER_INCH);
    }
    const subtitle = textShapes.find((shape) =>
      descendants(shape, 'a:t').some((t) => /November/.test(t.textContent ?? '')),
    )!;
    // Either a plain text box (no list style) or a placeholder whose bullets are switched off.
    const placeholder = descendants(subtitle, 'p:ph').length > 0;
    if (placeholder) expect(descendants(subtitle, 'a:buNone').length).toBeGreaterThan(0);
    expect(descendants(subtitle, 'a:buAutoNum')).toHaveLength(0);
    expect(descendants(subtitle, 'a:buChar')).toHaveLength(0);
    const report = await checkDeckQuality(deck.bytes, measurer);
    expect(report).toMatchObject({ overflowingSlides: [], turnedText: [], textOffSlide: [] });
  });
});

describe("LibreOffice's exports (styles only on the placeholders' sample text)", () => {
  it('draws lists with the spacing their sample text gives, as fitting measured them', async () => {
    // Beehive's content layout: 24 pt paragraphs with 10.6 pt after each, on its sample text only.
    const deck = await renderDeck(
      plan(),
      await libreOfficeTemplates(['Beehive'])[0].load(),
      new Map(),
    );
    const list = (await slides(deck.bytes))
      .flatMap(({ xml }) => descendants(xml, 'a:p'))
      .filter((p) => descendants(p, 'a:t').some((t) => /Revenue|Churn/.test(t.textContent ?? '')));
    expect(list).toHaveLength(2);
    for (const paragraph of list)
      expect(attribute(path(paragraph, 'a:pPr', 'a:spcAft', 'a:spcPts'), 'val')).toBe('1060');
  });

  it("sets a key figure's label at the size of the deck's lists, not larger", async () => {
    const figure = {
      kind: 'big-number' as const,
      title: 'Growth',
      value: '12 percent',
      label: 'Revenue grew by twelve percent compared with the previous year',
      notes: 'n',
    };
    const withFigure = plan();
    withFigure.slides.splice(3, 0, figure);
    const deck = await renderDeck(
      withFigure,
      await libreOfficeTemplates(['Beehive'])[0].load(),
      new Map(),
    );
    const drawn = await slides(deck.bytes);
    const sizeOf = (pattern: RegExp) =>
      drawn
        .flatMap(({ xml }) => descendants(xml, 'a:r'))
        .filter((run) => pattern.test(path(run, 'a:t')?.textContent ?? ''))
        .map((run) => Number(attribute(path(run, 'a:rPr'), 'sz')));
    const [list] = sizeOf(/^Revenue grew twelve/);
    const [label] = sizeOf(/^Revenue grew by twelve/);
    expect(label).toBeGreaterThan(0);
    expect(label).toBeLessThanOrEqual(list);
  });

  it('mends the colour of text on a large background photo (Freshes: a 4.9-megapixel sky)', async () => {
    const withFigure = plan();
    withFigure.slides.splice(3, 0, {
      kind: 'big-number',
      title: 'Growth',
      value: '12 percent',
      label: 'Revenue grew by twelve percent',
      notes: 'n',
    });
    const deck = await renderDeck(
      withFigure,
      await libreOfficeTemplates(['Freshes'])[0].load(),
      new Map(),
    );
    const figure = (await slides(deck.bytes))
      .flatMap(({ xml }) => descendants(xml, 'a:r'))
      .find((run) => path(run, 'a:t')?.textContent === '12 percent')!;
    // Drawn in the theme's first accent, a blue the sky behind it has too (1.1:1): replaced.
    const colour = path(figure, 'a:rPr', 'a:solidFill', 'a:schemeClr');
    expect(attribute(colour, 'val')).not.toBe('accent1');
  });
});

describe('charts on a dark template', () => {
  it("sets a chart's words in a colour that reads on the slide (circuit: light on navy)", async () => {
    const template = readFileSync(
      join(__dirname, '..', '..', '..', 'storage', 'assets', 'system-templates', 'circuit.pptx'),
    );
    const withChart = plan();
    withChart.slides.splice(3, 0, {
      kind: 'chart',
      title: 'Medals',
      chart: {
        type: 'line',
        categories: ['USA', 'China', 'Japan'],
        series: [
          { name: 'Gold', values: [46, 26, 12] },
          { name: 'Silver', values: [37, 18, 8] },
        ],
      },
      notes: 'n',
    });
    const deck = await renderDeck(withChart, template, new Map());
    const zip = await JSZip.loadAsync(deck.bytes);
    const chart = Object.keys(zip.files).find((name) => /^ppt\/charts\/chart\d+\.xml$/.test(name))!;
    const xml = await zip.file(chart)!.async('string');
    const colours = [...xml.matchAll(/<c:txPr>[\s\S]*?<a:srgbClr val="([0-9A-F]{6})"/g)].map(
      ([, value]) => value,
    );
    // Black on the template's navy (#0F1A2E and around) reads at under 2:1.
    expect(colours.length).toBeGreaterThan(0);
    for (const colour of colours) expect(colour).not.toBe('000000');
  });
});
