import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { systemTemplateFiles } from '../system-templates/system-assets';
import { inspectOfficePackage } from '../uploads/office-package';
import { addTitleSlideIfEmpty } from './title-slide';

const FIXTURES = join(__dirname, '..', '..', '..', '..', '..', 'shared', 'fixtures', 'templates');

/** One of our templates with every slide removed: a master and layouts only. */
async function withoutSlides(): Promise<Buffer> {
  const zip = await JSZip.loadAsync(readFileSync(systemTemplateFiles('meridian').pptxPath));
  for (const name of Object.keys(zip.files)) if (name.startsWith('ppt/slides/')) zip.remove(name);
  const edit = async (name: string, change: (xml: string) => string) =>
    zip.file(name, change(await zip.file(name)!.async('string')));
  await edit('ppt/presentation.xml', (xml) => xml.replace(/<p:sldIdLst>.*<\/p:sldIdLst>/, ''));
  await edit('ppt/_rels/presentation.xml.rels', (xml) =>
    xml.replace(/<Relationship [^>]*Target="slides\/[^"]+"\/>/g, ''),
  );
  await edit('[Content_Types].xml', (xml) =>
    xml.replace(/<Override PartName="\/ppt\/slides\/[^"]+" [^>]*\/>/g, ''),
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

describe(addTitleSlideIfEmpty.name, () => {
  let dir: string;
  beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'title-slide-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const bounds = { maxEntries: 500, maxUnpackedBytes: 50 * 1024 * 1024, maxRatio: 100 };

  it('gives a deck without slides one title slide on its title layout', async () => {
    const path = join(dir, 'empty.pptx');
    writeFileSync(path, await withoutSlides());
    expect(await addTitleSlideIfEmpty(path, 'Quarterly <Review> & Plan')).toBe(true);

    const zip = await JSZip.loadAsync(readFileSync(path));
    const slide = await zip.file('ppt/slides/slide1.xml')!.async('string');
    expect(slide).toContain('<p:ph type="ctrTitle"/>');
    expect(slide).toContain('Quarterly &lt;Review&gt; &amp; Plan');
    expect(await zip.file('ppt/slides/_rels/slide1.xml.rels')!.async('string')).toContain(
      'Target="../slideLayouts/slideLayout1.xml"',
    );
    const presentation = await zip.file('ppt/presentation.xml')!.async('string');
    expect(presentation).toMatch(
      /<\/p:notesMasterIdLst><p:sldIdLst><p:sldId id="256" r:id="rIdDeckforgePreview1"\/><\/p:sldIdLst><p:sldSz/,
    );
    expect(await zip.file('[Content_Types].xml')!.async('string')).toContain(
      'PartName="/ppt/slides/slide1.xml"',
    );
    await expect(inspectOfficePackage(path, 'pptx', bounds)).resolves.toBeUndefined();
  });

  it('leaves a deck that has slides as it is', async () => {
    const path = join(dir, 'full.pptx');
    const original = readFileSync(systemTemplateFiles('paper').pptxPath);
    writeFileSync(path, original);
    expect(await addTitleSlideIfEmpty(path, 'ignored')).toBe(false);
    expect(readFileSync(path).equals(original)).toBe(true);
  });

  (existsSync(FIXTURES) ? it : it.skip)(
    'handles a PowerPoint-made template without slides',
    async () => {
      const path = join(dir, 'office-default.pptx');
      writeFileSync(path, readFileSync(join(FIXTURES, 'office-default.pptx')));
      expect(await addTitleSlideIfEmpty(path, 'Office')).toBe(true);
      await expect(inspectOfficePackage(path, 'pptx', bounds)).resolves.toBeUndefined();
    },
  );
});
