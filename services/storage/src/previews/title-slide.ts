import { readFile, writeFile } from 'node:fs/promises';
import { posix } from 'node:path';
import { DOMParser, type Document, type Element, XMLSerializer } from '@xmldom/xmldom';
import JSZip from 'jszip';

const NS = {
  p: 'http://schemas.openxmlformats.org/presentationml/2006/main',
  a: 'http://schemas.openxmlformats.org/drawingml/2006/main',
  r: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
  rels: 'http://schemas.openxmlformats.org/package/2006/relationships',
  types: 'http://schemas.openxmlformats.org/package/2006/content-types',
};
const REL_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const SLIDE_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.slide+xml';
const SLIDE_PART = 'ppt/slides/slide1.xml';
/** Elements that come after sldIdLst in p:presentation, in schema order. */
const AFTER_SLIDE_LIST = ['sldSz', 'notesSz'];

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'text/xml');
const serialize = (document: Document) => new XMLSerializer().serializeToString(document);
const elements = (parent: Document | Element, ns: string, name: string): Element[] =>
  Array.from(parent.getElementsByTagNameNS(ns, name));

/**
 * Many templates ship without a single slide (a master and layouts only), and a deck without
 * slides renders as a blank page. For the preview, such a deck gets one title slide on its
 * title layout, showing `title`, so the preview shows the template's design. Decks with slides
 * are left as they are. Works on a copy on disk; the stored file is never changed.
 */
export async function addTitleSlideIfEmpty(path: string, title: string): Promise<boolean> {
  const zip = await JSZip.loadAsync(await readFile(path));
  if (Object.keys(zip.files).some((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))) {
    return false;
  }
  const presentationRels = await xmlPart(zip, 'ppt/_rels/presentation.xml.rels');
  const masterTarget = relationshipTargets(presentationRels, 'slideMaster', 'ppt')[0];
  if (!masterTarget) return false;
  const layoutPath = await titleLayout(zip, masterTarget);
  if (!layoutPath) return false;

  const layout = await xmlPart(zip, layoutPath);
  zip.file(SLIDE_PART, slideXml(layout, title));
  zip.file(
    'ppt/slides/_rels/slide1.xml.rels',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${NS.rels}"><Relationship Id="rId1" Type="${REL_TYPE}/slideLayout" Target="../${posix.relative('ppt', layoutPath)}"/></Relationships>`,
  );

  const relationshipId = 'rIdDeckforgePreview1';
  const relationship = presentationRels.createElementNS(NS.rels, 'Relationship');
  relationship.setAttribute('Id', relationshipId);
  relationship.setAttribute('Type', `${REL_TYPE}/slide`);
  relationship.setAttribute('Target', 'slides/slide1.xml');
  presentationRels.documentElement!.appendChild(relationship);
  zip.file('ppt/_rels/presentation.xml.rels', serialize(presentationRels));

  const presentation = await xmlPart(zip, 'ppt/presentation.xml');
  addSlideId(presentation, relationshipId);
  zip.file('ppt/presentation.xml', serialize(presentation));

  const types = await xmlPart(zip, '[Content_Types].xml');
  const override = types.createElementNS(NS.types, 'Override');
  override.setAttribute('PartName', `/${SLIDE_PART}`);
  override.setAttribute('ContentType', SLIDE_CONTENT_TYPE);
  types.documentElement!.appendChild(override);
  zip.file('[Content_Types].xml', serialize(types));

  await writeFile(path, await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }));
  return true;
}

async function xmlPart(zip: JSZip, name: string): Promise<Document> {
  const file = zip.file(name);
  if (!file) throw new Error(`The package has no ${name}`);
  return parse(await file.async('string'));
}

/** Package paths of the relationships of `type` in a .rels part of a part in `baseDir`. */
function relationshipTargets(rels: Document, type: string, baseDir: string): string[] {
  return elements(rels, NS.rels, 'Relationship')
    .filter((relationship) => relationship.getAttribute('Type') === `${REL_TYPE}/${type}`)
    .map((relationship) =>
      posix.normalize(posix.join(baseDir, relationship.getAttribute('Target') ?? '')),
    );
}

/** The master's layout of type "title", else its first layout. */
async function titleLayout(zip: JSZip, masterPath: string): Promise<string | undefined> {
  const relsPath = posix.join(
    posix.dirname(masterPath),
    '_rels',
    `${posix.basename(masterPath)}.rels`,
  );
  const layouts = relationshipTargets(
    await xmlPart(zip, relsPath),
    'slideLayout',
    posix.dirname(masterPath),
  );
  for (const path of layouts) {
    const layout = await xmlPart(zip, path);
    if (layout.documentElement?.getAttribute('type') === 'title') return path;
  }
  return layouts[0];
}

/** A slide whose title placeholder (centred or plain) shows `title`. */
function slideXml(layout: Document, title: string): string {
  const placeholders = elements(layout, NS.p, 'ph').map((ph) => ph.getAttribute('type') ?? 'obj');
  const titleType = ['ctrTitle', 'title'].find((type) => placeholders.includes(type));
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const titleShape = titleType
    ? `<p:sp><p:nvSpPr><p:cNvPr id="2" name="Title 1"/><p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr><p:nvPr><p:ph type="${titleType}"/></p:nvPr></p:nvSpPr><p:spPr/><p:txBody><a:bodyPr/><a:lstStyle/><a:p><a:r><a:rPr lang="en-US"/><a:t>${escaped}</a:t></a:r></a:p></p:txBody></p:sp>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<p:sld xmlns:a="${NS.a}" xmlns:r="${NS.r}" xmlns:p="${NS.p}"><p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>${titleShape}</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>`;
}

/** Puts the slide in p:sldIdLst, creating the list in its schema position when missing. */
function addSlideId(presentation: Document, relationshipId: string): void {
  const root = presentation.documentElement!;
  let list = elements(presentation, NS.p, 'sldIdLst')[0];
  if (!list) {
    list = presentation.createElementNS(NS.p, 'p:sldIdLst');
    const next = Array.from(root.childNodes).find(
      (node): node is Element =>
        node.nodeType === node.ELEMENT_NODE &&
        AFTER_SLIDE_LIST.includes((node as Element).localName ?? ''),
    );
    root.insertBefore(list, next ?? null);
  }
  const slideId = presentation.createElementNS(NS.p, 'p:sldId');
  slideId.setAttribute('id', '256');
  slideId.setAttributeNS(NS.r, 'r:id', relationshipId);
  list.appendChild(slideId);
}
