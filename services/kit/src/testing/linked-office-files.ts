import JSZip from 'jszip';

/**
 * Office packages that point outside themselves, as an attacker makes them to have a server
 * fetch an address: built from a real package by adding, to its master, every layout and its
 * first slide, a linked picture, a video linked from the web, a linked OLE object and a chart
 * whose data is an external workbook, all at `url`.
 */

const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const A = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const C = 'http://schemas.openxmlformats.org/drawingml/2006/chart';
const CHART_TYPE = 'application/vnd.openxmlformats-officedocument.drawingml.chart+xml';

export async function withExternalLinks(pptx: Buffer, url: string): Promise<Buffer> {
  const zip = await JSZip.loadAsync(pptx);
  const parts = Object.keys(zip.files).filter((name) =>
    /^ppt\/(slideMasters\/slideMaster1|slideLayouts\/slideLayout\d+|slides\/slide1)\.xml$/.test(
      name,
    ),
  );
  let charts = 0;
  for (const part of parts) {
    const where = part.replace(/^ppt\/|\.xml$/g, '').replace('/', '-');
    const chart = `ppt/charts/linkedChart${++charts}.xml`;
    await addRelationships(zip, part, [
      ['rIdLinkPicture', 'image', `${url}/picture/${where}.png`, true],
      ['rIdLinkVideo', 'video', `${url}/video/${where}.mp4`, true],
      ['rIdLinkObject', 'oleObject', `${url}/object/${where}.xlsx`, true],
      ['rIdLinkChart', 'chart', `../charts/linkedChart${charts}.xml`, false],
    ]);
    zip.file(chart, chartXml());
    await addRelationships(zip, chart, [
      ['rId1', 'oleObject', `${url}/chart-data/${where}.xlsx`, true],
    ]);
    await addOverride(zip, chart, CHART_TYPE);
    const xml = await zip.file(part)!.async('string');
    zip.file(part, xml.replace(/<\/p:spTree>/, `${linkedShapes()}</p:spTree>`));
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

type Relationship = [id: string, type: string, target: string, external: boolean];

async function addRelationships(zip: JSZip, part: string, relationships: Relationship[]) {
  const relsPart = part.replace(/([^/]+)$/, '_rels/$1.rels');
  const existing =
    (await zip.file(relsPart)?.async('string')) ??
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>';
  const added = relationships
    .map(
      ([id, type, target, external]) =>
        `<Relationship Id="${id}" Type="${R}/${type}" Target="${target}"${external ? ' TargetMode="External"' : ''}/>`,
    )
    .join('');
  zip.file(relsPart, existing.replace('</Relationships>', `${added}</Relationships>`));
}

async function addOverride(zip: JSZip, part: string, contentType: string) {
  const types = await zip.file('[Content_Types].xml')!.async('string');
  zip.file(
    '[Content_Types].xml',
    types.replace(
      '</Types>',
      `<Override PartName="/${part}" ContentType="${contentType}"/></Types>`,
    ),
  );
}

const offset = (x: number) =>
  `<a:xfrm><a:off x="${x}" y="100000"/><a:ext cx="900000" cy="600000"/></a:xfrm>`;

/** A linked picture, a picture playing a linked video, a linked OLE object and a chart. */
const linkedShapes = () =>
  `<p:pic xmlns:r="${R}" xmlns:a="${A}"><p:nvPicPr><p:cNvPr id="9001" name="Linked picture"/><p:cNvPicPr/><p:nvPr/></p:nvPicPr>` +
  `<p:blipFill><a:blip r:link="rIdLinkPicture"/><a:stretch><a:fillRect/></a:stretch></p:blipFill>` +
  `<p:spPr>${offset(100000)}<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr></p:pic>` +
  `<p:pic xmlns:r="${R}" xmlns:a="${A}"><p:nvPicPr><p:cNvPr id="9002" name="Linked video"/><p:cNvPicPr/>` +
  `<p:nvPr><a:videoFile r:link="rIdLinkVideo"/></p:nvPr></p:nvPicPr>` +
  `<p:blipFill><a:blip r:link="rIdLinkPicture"/><a:stretch><a:fillRect/></a:stretch></p:blipFill>` +
  `<p:spPr>${offset(1100000)}<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr></p:pic>` +
  `<p:graphicFrame xmlns:r="${R}" xmlns:a="${A}"><p:nvGraphicFramePr><p:cNvPr id="9003" name="Linked object"/><p:cNvGraphicFramePr/><p:nvPr/></p:nvGraphicFramePr>` +
  `<p:xfrm><a:off x="2100000" y="100000"/><a:ext cx="900000" cy="600000"/></p:xfrm>` +
  `<a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/presentationml/2006/ole">` +
  `<p:oleObj name="Worksheet" r:id="rIdLinkObject" imgW="900000" imgH="600000" progId="Excel.Sheet.12"><p:link updateAutomatic="1"/>` +
  `<p:pic><p:nvPicPr><p:cNvPr id="0" name=""/><p:cNvPicPr/><p:nvPr/></p:nvPicPr><p:blipFill><a:blip r:link="rIdLinkPicture"/><a:stretch><a:fillRect/></a:stretch></p:blipFill>` +
  `<p:spPr>${offset(2100000)}<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr></p:pic></p:oleObj>` +
  `</a:graphicData></a:graphic></p:graphicFrame>` +
  `<p:graphicFrame xmlns:r="${R}" xmlns:a="${A}"><p:nvGraphicFramePr><p:cNvPr id="9004" name="Linked chart"/><p:cNvGraphicFramePr/><p:nvPr/></p:nvGraphicFramePr>` +
  `<p:xfrm><a:off x="3100000" y="100000"/><a:ext cx="900000" cy="600000"/></p:xfrm>` +
  `<a:graphic><a:graphicData uri="${C}"><c:chart xmlns:c="${C}" r:id="rIdLinkChart"/></a:graphicData></a:graphic></p:graphicFrame>`;

const chartXml = () =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
  `<c:chartSpace xmlns:c="${C}" xmlns:a="${A}" xmlns:r="${R}"><c:chart><c:plotArea><c:layout/>` +
  `<c:barChart><c:barDir val="col"/><c:grouping val="clustered"/><c:varyColors val="0"/>` +
  `<c:ser><c:idx val="0"/><c:order val="0"/><c:val><c:numRef><c:f>[1]Sheet1!$A$1:$A$2</c:f>` +
  `<c:numCache><c:formatCode>General</c:formatCode><c:ptCount val="2"/><c:pt idx="0"><c:v>1</c:v></c:pt><c:pt idx="1"><c:v>2</c:v></c:pt></c:numCache>` +
  `</c:numRef></c:val></c:ser><c:axId val="1"/><c:axId val="2"/></c:barChart>` +
  `<c:catAx><c:axId val="1"/><c:scaling><c:orientation val="minMax"/></c:scaling><c:delete val="0"/><c:axPos val="b"/><c:crossAx val="2"/></c:catAx>` +
  `<c:valAx><c:axId val="2"/><c:scaling><c:orientation val="minMax"/></c:scaling><c:delete val="0"/><c:axPos val="l"/><c:crossAx val="1"/></c:valAx>` +
  `</c:plotArea></c:chart><c:externalData r:id="rId1"><c:autoUpdate val="1"/></c:externalData></c:chartSpace>`;
