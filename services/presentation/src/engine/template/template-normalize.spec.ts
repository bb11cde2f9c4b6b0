import JSZip from 'jszip';
import { normalizeTemplate } from './template-normalize';

const contentTypes = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.${main}.main+xml"/></Types>`;

const packageWith = (parts: Record<string, string>) => {
  const zip = new JSZip();
  for (const [name, text] of Object.entries(parts)) zip.file(name, text);
  return zip;
};

describe(normalizeTemplate.name, () => {
  it.each(['template', 'slideshow'])(
    'makes a deck built on a PowerPoint %s a presentation',
    async (main) => {
      const zip = packageWith({ '[Content_Types].xml': contentTypes(main) });
      expect(await normalizeTemplate(zip)).toBe(true);
      const types = await zip.file('[Content_Types].xml')!.async('string');
      expect(types).toContain('presentationml.presentation.main+xml');
      expect(types).not.toMatch(/presentationml\.(template|slideshow)\.main/);
    },
  );

  it('drops the byte order mark some producers put before each part', async () => {
    const zip = packageWith({ 'ppt/presentation.xml': '\uFEFF<p:presentation/>' });
    expect(await normalizeTemplate(zip)).toBe(true);
    expect(await zip.file('ppt/presentation.xml')!.async('string')).toBe('<p:presentation/>');
  });

  it("turns the field markers LibreOffice writes in a master's text boxes into fields", async () => {
    const ns =
      'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';
    const box = (text: string, placeholder = '') =>
      `<p:sp><p:nvSpPr><p:cNvPr id="1" name=""/><p:cNvSpPr/><p:nvPr>${placeholder}</p:nvPr></p:nvSpPr><p:txBody><a:p><a:r><a:rPr sz="1400"/><a:t>${text}</a:t></a:r></a:p></p:txBody></p:sp>`;
    const master = `<p:sldMaster ${ns}><p:cSld><p:spTree>${[
      box('&lt;date/time&gt;'),
      box('&lt;footer&gt;'),
      box('&lt;number&gt;'),
      box('Our company'),
      box('&lt;date/time&gt;', '<p:ph type="dt" idx="4"/>'),
    ].join('')}</p:spTree></p:cSld></p:sldMaster>`;
    const zip = packageWith({ 'ppt/slideMasters/slideMaster1.xml': master });
    expect(await normalizeTemplate(zip)).toBe(true);
    const mended = await zip.file('ppt/slideMasters/slideMaster1.xml')!.async('string');
    // The date and the number are fields; the footer marker is gone; the rest is as it was.
    expect(mended.match(/<a:fld [^>]*type="(\w+)"/g)?.map((f) => f.split('type=')[1])).toEqual([
      '"datetime1"',
      '"slidenum"',
    ]);
    expect(mended).toContain('<a:fld id="{');
    expect(mended).not.toContain('&lt;footer&gt;');
    expect(mended).toContain('<a:t>Our company</a:t>');
    // A placeholder's prompt is never drawn on a slide: left as the author wrote it.
    expect(mended).toContain('<p:ph type="dt" idx="4"/></p:nvPr></p:nvSpPr><p:txBody><a:p><a:r>');
  });

  it('leaves a presentation as it is, and says so', async () => {
    const zip = packageWith({
      '[Content_Types].xml': contentTypes('presentation'),
      'ppt/presentation.xml': '<p:presentation/>',
    });
    expect(await normalizeTemplate(zip)).toBe(false);
  });

  it('fills a picture a layout uses but the package lacks, and drops links to nothing else', async () => {
    const rel = (id: string, type: string, target: string) =>
      `<Relationship Id="${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}" Target="${target}"/>`;
    const zip = packageWith({
      '_rels/.rels': `<Relationships>${rel('rId1', 'officeDocument', 'ppt/presentation.xml')}${rel('rId2', 'metadata/thumbnail', 'docProps/thumbnail.jpeg')}</Relationships>`,
      'ppt/presentation.xml': '<p:presentation/>',
      'ppt/slideLayouts/slideLayout1.xml': '<p:sldLayout><a:blip r:embed="rId2"/></p:sldLayout>',
      'ppt/slideLayouts/_rels/slideLayout1.xml.rels': `<Relationships>${rel('rId2', 'image', '../media/logo.png')}</Relationships>`,
    });
    expect(await normalizeTemplate(zip)).toBe(true);
    expect(zip.file('ppt/media/logo.png')).not.toBeNull();
    const root = await zip.file('_rels/.rels')!.async('string');
    expect(root).toContain('ppt/presentation.xml');
    expect(root).not.toContain('thumbnail');
  });
});
