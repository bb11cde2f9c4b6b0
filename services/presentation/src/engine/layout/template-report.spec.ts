import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TEMPLATE_NOTES, TEMPLATE_REPORT_VERSION, templateReportSchema } from '@deckforge/proto';
import { withExternalLinks } from '@deckforge/kit/testing';
import JSZip from 'jszip';
import { reportTemplate } from './template-report';

/**
 * A report reads every layout's and slide's artwork (outlines in fine strips, clear rectangles):
 * 1.5 to 4 s of CPU for the designed and tiled decks below, beyond Jest's 5 s when the machine
 * is shared (seen on CI's neighbours; the unit tier's default otherwise).
 */
jest.setTimeout(60_000);

const SYSTEM_TEMPLATES = join(
  __dirname,
  '..',
  '..',
  '..',
  '..',
  'storage',
  'assets',
  'system-templates',
);
const CORP_TEMPLATE = join(
  __dirname,
  '..',
  '..',
  '..',
  '..',
  '..',
  '..',
  'shared',
  'fixtures',
  'templates',
  'corp-template.pptx',
);
/** A designed deck whose look lives on its own slides (../shared/fixtures/wild/README.md). */
const DESIGNED_DECK = join(
  CORP_TEMPLATE,
  '..',
  '..',
  'wild',
  'templates',
  'onlyoffice-sample.pptx',
);
const campus = () => readFileSync(join(SYSTEM_TEMPLATES, 'campus.pptx'));
/** A deck python-pptx wrote: one master, one blank layout (../shared/fixtures/wild2/README.md). */
const PROGRAM_WRITTEN = join(
  CORP_TEMPLATE,
  '..',
  '..',
  'wild2',
  'templates',
  'python-pptx-prs-notes.pptx',
);

/** The template with every part matching `part` rewritten by `edit`. */
async function edited(bytes: Buffer, part: RegExp, edit: (xml: string) => string) {
  const zip = await JSZip.loadAsync(bytes);
  for (const name of Object.keys(zip.files).filter((name) => part.test(name)))
    zip.file(name, edit(await zip.file(name)!.async('string')));
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** Layouts whose name matches `names` stripped of their placeholders (plain artwork). */
const withoutLayouts = (bytes: Buffer, names: RegExp) =>
  edited(bytes, /^ppt\/slideLayouts\/slideLayout\d+\.xml$/, (xml) => {
    const name = /<p:cSld name="([^"]*)"/.exec(xml)?.[1] ?? '';
    return names.test(name) ? xml.replace(/<p:ph\b[^>]*?(\/>|>[\s\S]*?<\/p:ph>)/g, '') : xml;
  });

/** The template with every placeholder shape gone from its masters, layouts and slides. */
const blank = (bytes: Buffer) =>
  edited(bytes, /^ppt\/(slideLayouts|slideMasters|slides)\/[^/]+\.xml$/, (xml) =>
    xml.replace(/<p:sp>(?:(?!<\/p:sp>)[\s\S])*?<\/p:sp>/g, (shape) =>
      shape.includes('<p:ph') ? '' : shape,
    ),
  );

/** Every layout covered by a grid of pictures (photos tiled over the whole slide). */
const coveredByPictures = (bytes: Buffer) =>
  edited(bytes, /^ppt\/slideLayouts\/slideLayout\d+\.xml$/, (xml) => {
    const tiles = [0, 1, 2, 3].flatMap((row) =>
      [0, 1, 2, 3].map(
        (column) =>
          `<p:pic><p:nvPicPr><p:cNvPr id="${900 + row * 4 + column}" name="Photo"/><p:cNvPicPr/><p:nvPr/></p:nvPicPr>` +
          `<p:blipFill><a:blip/></p:blipFill><p:spPr><a:xfrm><a:off x="${column * 3_048_000}" y="${row * 1_714_500}"/>` +
          `<a:ext cx="3048000" cy="1714500"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr></p:pic>`,
      ),
    );
    return xml.replace('</p:spTree>', `${tiles.join('')}</p:spTree>`);
  });

describe(reportTemplate.name, () => {
  it('reports a complete template usable, with a layout for every kind of slide and no notes', async () => {
    const report = await reportTemplate(campus());
    expect(templateReportSchema.parse(report)).toEqual(report);
    expect(report).toMatchObject({ version: TEMPLATE_REPORT_VERSION, usable: true, notes: [] });
    expect(report.slides).toMatchObject({
      title: { layout: 'Title Slide' },
      section: { layout: 'Section Header' },
      bullets: { layout: 'Title and Content' },
      'two-columns': { layout: 'Two Content' },
      picture: { layout: 'Picture with Caption' },
    });
  });

  it('tells its owner which kinds of linked content storage takes out, and still reads the layouts', async () => {
    const report = await reportTemplate(
      await withExternalLinks(campus(), 'http://127.0.0.1:9/internal'),
    );

    expect(templateReportSchema.parse(report)).toEqual(report);
    expect(report.usable).toBe(true);
    expect(report.notes.map((note) => note.message).sort()).toEqual(
      [
        TEMPLATE_NOTES['linked-chart-data-removed'],
        TEMPLATE_NOTES['linked-media-removed'],
        TEMPLATE_NOTES['linked-objects-removed'],
        TEMPLATE_NOTES['linked-pictures-removed'],
      ].sort(),
    );
    expect(report.slides.bullets).toMatchObject({ layout: 'Title and Content' });
  });

  it('notes what a template lacks, in the words its owner reads', async () => {
    const report = await reportTemplate(
      await withoutLayouts(
        campus(),
        /^(Two Content|Comparison|Picture with Caption|Section Header)$/,
      ),
    );
    expect(report.usable).toBe(true);
    expect(report.notes.map((note) => note.message)).toEqual([
      TEMPLATE_NOTES['no-section-layout'],
      TEMPLATE_NOTES['no-two-column-layout'],
      TEMPLATE_NOTES['no-picture-layout'],
    ]);
    expect(report.slides['two-columns']?.layout).toBe(report.slides.bullets?.layout);
  });

  it('notes a title slide that falls back on the content layout', async () => {
    const report = await reportTemplate(await withoutLayouts(campus(), /^(?!Title and Content$)/));
    expect(report.notes.map((note) => note.code)).toEqual(
      expect.arrayContaining(['no-title-layout', 'no-two-column-layout', 'no-picture-layout']),
    );
  });

  it('gives a template without title or body placeholders layouts of its own: cover, content, divider', async () => {
    const report = await reportTemplate(await blank(campus()));
    expect(report.usable).toBe(true);
    expect(report.slides.title?.layout).toBe('Title Slide');
    expect(report.slides.bullets?.layout).toBe('Title and Content');
    expect(report.slides.section?.layout).toBe('Section Header');
    expect(report.notes.map((note) => note.code)).not.toEqual(
      expect.arrayContaining(['no-title-layout']),
    );
    expect(report.notes.map((note) => note.code)).not.toContain('no-content-layout');
  });

  (existsSync(PROGRAM_WRITTEN) ? it : it.skip)(
    'takes a deck a program wrote (one blank layout, no placeholder anywhere) as a template',
    async () => {
      const report = await reportTemplate(readFileSync(PROGRAM_WRITTEN));
      expect(report).toMatchObject({ usable: true });
      expect(report.slides.bullets?.layout).toBe('Title and Content');
    },
  );

  it('refuses a template whose slides are covered by pictures, saying there is no room for text', async () => {
    const report = await reportTemplate(await coveredByPictures(await blank(campus())));
    expect(report).toMatchObject({ usable: false, slides: {}, notes: [] });
    expect(report.reason).toBe('has no layout or slide with room for text');
  });

  it('takes a deck whose text lives in text boxes on its own slides (no room on its layouts)', async () => {
    const covered = await coveredByPictures(await blank(campus()));
    const zip = await JSZip.loadAsync(covered);
    const slides = Object.keys(zip.files).filter((name) =>
      /^ppt\/slides\/slide\d+\.xml$/.test(name),
    );
    expect(slides.length).toBeGreaterThan(0);
    const part = slides[0];
    const box = (cx: number, cy: number) =>
      `<p:sp><p:nvSpPr><p:cNvPr id="99" name="Text"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="914400" y="914400"/><a:ext cx="${cx}" cy="${cy}"/></a:xfrm></p:spPr><p:txBody><a:bodyPr/><a:p><a:r><a:t>Text</a:t></a:r></a:p></p:txBody></p:sp>`;
    const withBox = async (cx: number, cy: number) => {
      const xml = await zip.file(part)!.async('string');
      zip.file(part, xml.replace('</p:spTree>', `${box(cx, cy)}</p:spTree>`));
      return zip.generateAsync({ type: 'nodebuffer' });
    };
    // A sliver first (still unusable), then a real text box.
    expect(await reportTemplate(await withBox(91_440, 91_440))).toMatchObject({ usable: false });
    expect(await reportTemplate(await withBox(6_000_000, 2_000_000))).toMatchObject({
      usable: true,
    });
  });

  it('gives a template whose only text placeholders are slivers a few millimetres wide frames of its own', async () => {
    const slivers = await edited(
      campus(),
      /^ppt\/(slideLayouts\/slideLayout\d+|slideMasters\/slideMaster\d+)\.xml$/,
      (xml) => xml.replace(/<a:ext cx="\d+" cy="(\d+)"\/>/g, '<a:ext cx="91440" cy="$1"/>'),
    );
    const report = await reportTemplate(slivers);
    expect(report).toMatchObject({ usable: true });
    expect(report.slides.bullets?.layout).toBe('Title and Content');
  });

  it('reports a damaged package or one that is not a presentation as unusable, with why', async () => {
    expect(await reportTemplate(Buffer.from('not a zip at all'))).toMatchObject({
      usable: false,
      reason: 'is damaged or not a PowerPoint presentation',
    });
    const zip = new JSZip();
    zip.file('hello.txt', 'hello');
    const report = await reportTemplate(await zip.generateAsync({ type: 'nodebuffer' }));
    expect(report.usable).toBe(false);
    expect(report.reason).not.toMatch(/^it /);
  });

  (existsSync(CORP_TEMPLATE) ? it : it.skip)(
    'reads a template made by another tool (placeholders with custom prompts, no layout types)',
    async () => {
      const report = await reportTemplate(readFileSync(CORP_TEMPLATE));
      expect(report.usable).toBe(true);
      expect(report.slides.title?.layout).toBe('Corp Title');
      expect(report.notes.map((note) => note.code)).toContain('no-two-column-layout');
    },
  );

  (existsSync(DESIGNED_DECK) ? it : it.skip)(
    'names the slides of a designed deck it copies as prototypes, per kind of slide',
    async () => {
      const report = await reportTemplate(readFileSync(DESIGNED_DECK));
      expect(report.usable).toBe(true);
      const kinds = report.prototypes.map((prototype) => prototype.kind);
      expect(kinds).toEqual(expect.arrayContaining(['title', 'bullets']));
      expect(report.slides.title?.prototypeSlide).toBe(
        report.prototypes.find((prototype) => prototype.kind === 'title')?.slide,
      );
    },
    // Its four background photos are decoded for their motifs (about a second each here).
    30_000,
  );
});
