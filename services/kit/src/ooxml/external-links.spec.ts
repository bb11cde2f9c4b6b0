import JSZip from 'jszip';
import { packageWithoutExternalLinks, stripExternalLinks } from './external-links';

const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const type = (name: string) => `${R}/${name}`;

const rels = (...entries: string[]) =>
  `<?xml version="1.0"?><Relationships xmlns="${RELS}">${entries.join('')}</Relationships>`;
const rel = (id: string, kind: string, target: string, external = true) =>
  `<Relationship Id="${id}" Type="${type(kind)}" Target="${target}"${external ? ' TargetMode="External"' : ''}/>`;

const slide = (body: string) =>
  `<p:sld xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ` +
  `xmlns:r="${R}" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main">` +
  `<p:cSld><p:spTree>${body}</p:spTree></p:cSld></p:sld>`;

async function packageWith(parts: Record<string, string>): Promise<JSZip> {
  const zip = new JSZip();
  for (const [name, text] of Object.entries(parts)) zip.file(name, text);
  return zip;
}

const text = (zip: JSZip, part: string) => zip.file(part)!.async('string');

describe(stripExternalLinks.name, () => {
  it('drops linked pictures, media and OLE links with what names them, keeping embedded copies', async () => {
    const zip = await packageWith({
      'ppt/slides/slide1.xml': slide(
        '<p:pic><p:nvPicPr><p:nvPr><a:videoFile r:link="rId3"/></p:nvPr></p:nvPicPr>' +
          '<p:blipFill><a:blip r:embed="rId1" r:link="rId2"/></p:blipFill></p:pic>' +
          '<p:graphicFrame><p:oleObj r:id="rId4" progId="Excel.Sheet.12"><p:link updateAutomatic="1"/></p:oleObj></p:graphicFrame>',
      ),
      'ppt/slides/_rels/slide1.xml.rels': rels(
        rel('rId1', 'image', '../media/image1.png', false),
        rel('rId2', 'image', 'http://canary.test/picture.png'),
        rel('rId3', 'video', 'http://canary.test/video.mp4'),
        rel('rId4', 'oleObject', 'file:///srv/book.xlsx'),
      ),
    });

    const dropped = await stripExternalLinks(zip);

    expect(dropped.map((link) => link.kind).sort()).toEqual(['media', 'object', 'picture']);
    const relsText = await text(zip, 'ppt/slides/_rels/slide1.xml.rels');
    expect(relsText).toContain('../media/image1.png');
    expect(relsText).not.toMatch(/canary|file:/);
    const slideText = await text(zip, 'ppt/slides/slide1.xml');
    expect(slideText).toContain('r:embed="rId1"');
    expect(slideText).not.toMatch(/r:link|videoFile|p:link|rId4/);
  });

  it('keeps clickable web links and drops other schemes and hyperlinks misused as pictures', async () => {
    const zip = await packageWith({
      'ppt/slides/slide1.xml': slide(
        '<p:sp><p:txBody><a:p><a:r><a:rPr><a:hlinkClick r:id="rId1"/></a:rPr><a:t>web</a:t></a:r>' +
          '<a:r><a:rPr><a:hlinkClick r:id="rId2"/></a:rPr><a:t>share</a:t></a:r></a:p></p:txBody></p:sp>' +
          '<p:pic><p:blipFill><a:blip r:link="rId1"/></p:blipFill></p:pic>',
      ),
      'ppt/slides/_rels/slide1.xml.rels': rels(
        rel('rId1', 'hyperlink', 'https://example.com/'),
        rel('rId2', 'hyperlink', '\\\\fileserver\\share\\x.pptx'),
      ),
    });

    const dropped = await stripExternalLinks(zip);

    expect(dropped.map((link) => link.kind).sort()).toEqual(['hyperlink', 'picture']);
    const slideText = await text(zip, 'ppt/slides/slide1.xml');
    expect(slideText).toContain('<a:hlinkClick r:id="rId1"/>');
    expect(slideText).toContain('>share</a:t>');
    expect(slideText).not.toMatch(/r:id="rId2"|r:link/);
    expect(await text(zip, 'ppt/slides/_rels/slide1.xml.rels')).toContain('https://example.com/');
  });

  it("drops a chart's external workbook and Word's attached template", async () => {
    const zip = await packageWith({
      'ppt/charts/chart1.xml':
        `<c:chartSpace xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" xmlns:r="${R}">` +
        '<c:chart/><c:externalData r:id="rId1"><c:autoUpdate val="1"/></c:externalData></c:chartSpace>',
      'ppt/charts/_rels/chart1.xml.rels': rels(
        rel('rId1', 'oleObject', 'http://canary.test/book.xlsx'),
      ),
      'word/settings.xml':
        `<w:settings xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="${R}">` +
        '<w:attachedTemplate r:id="rId1"/></w:settings>',
      'word/_rels/settings.xml.rels': rels(
        rel('rId1', 'attachedTemplate', 'http://canary.test/normal.dotm'),
      ),
    });

    const dropped = await stripExternalLinks(zip);

    expect(dropped.map((link) => link.kind).sort()).toEqual(['chart-data', 'template']);
    expect(await text(zip, 'ppt/charts/chart1.xml')).not.toContain('externalData');
    expect(await text(zip, 'word/settings.xml')).not.toContain('attachedTemplate');
  });

  it('treats an absolute target as external whatever its TargetMode says', async () => {
    const zip = await packageWith({
      '_rels/.rels': rels(rel('rId9', 'image', 'http://canary.test/thumb.png', false)),
    });

    expect(await stripExternalLinks(zip)).toEqual([
      { part: '', kind: 'picture', target: 'http://canary.test/thumb.png' },
    ]);
  });
});

describe(packageWithoutExternalLinks.name, () => {
  it('returns the very bytes of a package without external links', async () => {
    const zip = await packageWith({
      'ppt/slides/slide1.xml': slide(''),
      'ppt/slides/_rels/slide1.xml.rels': rels(rel('rId1', 'image', '../media/a.png', false)),
    });
    const bytes = await zip.generateAsync({ type: 'nodebuffer' });

    const result = await packageWithoutExternalLinks(bytes);

    expect(result.dropped).toEqual([]);
    expect(result.bytes).toBe(bytes);
  });
});
