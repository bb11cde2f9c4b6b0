import { posix } from 'node:path';
import type JSZip from 'jszip';
import type { Element } from '@xmldom/xmldom';
import {
  readRelationships,
  readXmlPart,
  relsPartOf,
  sourceOfRels,
  writeXmlPart,
} from '../../ooxml/opc-package';
import { attribute, children, descendants, path } from '../../ooxml/xml';
import {
  addOverride,
  addRelationship,
  CONTENT_TYPES,
  freePart,
  NS,
  relationshipsXml,
  relativeTarget as relative,
} from '../../ooxml/package-parts';
const REL = {
  notesMaster: `${NS.officeRelationships}/notesMaster`,
  theme: `${NS.officeRelationships}/theme`,
};

/**
 * Content types by extension, for `Default` entries: relationships and plain XML (every
 * PowerPoint file declares both, but a template may list each part in an `Override` instead),
 * and media.
 */
const DEFAULT_TYPES: Record<string, string> = {
  rels: 'application/vnd.openxmlformats-package.relationships+xml',
  xml: 'application/xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  svg: 'image/svg+xml',
  emf: 'image/x-emf',
  wmf: 'image/x-wmf',
  wdp: 'image/vnd.ms-photo',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
};

/**
 * Step 4 of rendering: what pptx-automizer leaves unfinished. It copies pictures but not the
 * video and audio parts slides point to; the template may have no notes master for the notes
 * pptxgenjs wrote; removed sample slides leave orphaned parts behind; pptxgenjs gives a
 * picture and a media frame on one slide the same shape id; and the template's content types
 * may have no `Default` for the relationships and media the new slides bring.
 */
export async function repairPackage(merged: JSZip, content: JSZip): Promise<void> {
  await copyMissingTargets(merged, content);
  await ensureNotesMaster(merged, content);
  await renumberShapeIds(merged);
  await pruneUnreachableParts(merged);
  await ensureDefaultContentTypes(merged);
}

/** Parts a slide points to that exist only in the content deck (video, audio) are copied over. */
async function copyMissingTargets(merged: JSZip, content: JSZip) {
  for (const relsPart of Object.keys(merged.files).filter((f) =>
    /^ppt\/slides\/_rels\/slide\d+\.xml\.rels$/.test(f),
  )) {
    for (const rel of await readRelationships(merged, sourceOfRels(relsPart))) {
      if (rel.external || merged.file(rel.target)) continue;
      const source = content.file(rel.target);
      if (source) merged.file(rel.target, await source.async('nodebuffer'));
    }
  }
}

/**
 * Speaker notes need a notes master. Templates without one (many do not have it) get the
 * content deck's notes master and its theme, registered in the presentation.
 */
async function ensureNotesMaster(merged: JSZip, content: JSZip) {
  const notesSlides = Object.keys(merged.files).filter((f) =>
    /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(f),
  );
  const existing = Object.keys(merged.files).find((f) =>
    /^ppt\/notesMasters\/notesMaster\d+\.xml$/.test(f),
  );
  if (notesSlides.length === 0) return;
  const presentationPart = 'ppt/presentation.xml';
  const presentation = (await readXmlPart(merged, presentationPart))!;
  const root = path(presentation, 'p:presentation')!;
  let masterPart = existing;
  if (!masterPart || !path(root, 'p:notesMasterIdLst')) {
    const sourceMaster = 'ppt/notesMasters/notesMaster1.xml';
    const sourceTheme = (await readRelationships(content, sourceMaster)).find(
      (rel) => rel.type === 'theme',
    );
    if (!content.file(sourceMaster) || !sourceTheme) return;
    masterPart = existing ?? freePart(merged, 'ppt/notesMasters/notesMaster', '.xml');
    const themePart = freePart(merged, 'ppt/theme/theme', '.xml');
    merged.file(masterPart, await content.file(sourceMaster)!.async('nodebuffer'));
    merged.file(themePart, await content.file(sourceTheme.target)!.async('nodebuffer'));
    merged.file(
      relsPartOf(masterPart),
      relationshipsXml([{ id: 'rId1', type: REL.theme, target: relative(masterPart, themePart) }]),
    );
    await addOverride(
      merged,
      masterPart,
      'application/vnd.openxmlformats-officedocument.presentationml.notesMaster+xml',
    );
    await addOverride(merged, themePart, 'application/vnd.openxmlformats-officedocument.theme+xml');
    const relationshipId = await addRelationship(
      merged,
      presentationPart,
      REL.notesMaster,
      masterPart,
    );
    const list = presentation.createElementNS(root.namespaceURI, 'p:notesMasterIdLst');
    const id = presentation.createElementNS(root.namespaceURI, 'p:notesMasterId');
    id.setAttributeNS(NS.officeRelationships, 'r:id', relationshipId);
    list.appendChild(id);
    // Schema order: sldMasterIdLst, notesMasterIdLst, handoutMasterIdLst, sldIdLst, ...
    const after = path(root, 'p:sldMasterIdLst');
    root.insertBefore(list, after ? after.nextSibling : root.firstChild);
    writeXmlPart(merged, presentationPart, presentation);
  }
  // Every notes slide points at the notes master that is there.
  for (const notes of notesSlides) {
    const relsPart = relsPartOf(notes);
    const rels = await readXmlPart(merged, relsPart);
    if (!rels?.documentElement) continue;
    for (const rel of children(rels.documentElement, 'Relationship'))
      if ((attribute(rel, 'Type') ?? '').endsWith('/notesMaster'))
        rel.setAttribute('Target', relative(notes, masterPart));
    writeXmlPart(merged, relsPart, rels);
  }
}

/** Shape ids unique per slide (1 is the shape tree itself). */
async function renumberShapeIds(merged: JSZip) {
  for (const part of Object.keys(merged.files).filter((f) =>
    /^ppt\/slides\/slide\d+\.xml$/.test(f),
  )) {
    const slide = (await readXmlPart(merged, part))!;
    const seen = new Set<string>();
    const duplicates: Element[] = [];
    let highest = 1;
    for (const properties of descendants(slide, 'p:cNvPr')) {
      const id = attribute(properties, 'id') ?? '';
      highest = Math.max(highest, Number(id) || 0);
      if (seen.has(id)) duplicates.push(properties);
      seen.add(id);
    }
    if (duplicates.length === 0) continue;
    for (const properties of duplicates) properties.setAttribute('id', String(++highest));
    writeXmlPart(merged, part, slide);
  }
}

/** Removes parts no relationship reaches from the package root (left by removed slides). */
async function pruneUnreachableParts(merged: JSZip) {
  const reached = new Set<string>();
  const queue = ['_rels/.rels'];
  while (queue.length) {
    const relsPart = queue.pop()!;
    if (reached.has(relsPart) || !merged.file(relsPart)) continue;
    reached.add(relsPart);
    for (const rel of await readRelationships(merged, sourceOfRels(relsPart))) {
      if (rel.external || !merged.file(rel.target) || reached.has(rel.target)) continue;
      reached.add(rel.target);
      queue.push(relsPartOf(rel.target));
    }
  }
  const types = (await readXmlPart(merged, CONTENT_TYPES))!;
  for (const part of Object.keys(merged.files)) {
    if (merged.files[part].dir || part === CONTENT_TYPES || reached.has(part)) continue;
    merged.remove(part);
    for (const override of children(types.documentElement!, 'Override'))
      if (attribute(override, 'PartName') === `/${part}`)
        types.documentElement!.removeChild(override);
  }
  for (const override of children(types.documentElement!, 'Override'))
    if (!merged.file((attribute(override, 'PartName') ?? '/').slice(1)))
      types.documentElement!.removeChild(override);
  writeXmlPart(merged, CONTENT_TYPES, types);
}

/** Every part's extension that has no `Override` of its own gets a `Default` it needs. */
async function ensureDefaultContentTypes(merged: JSZip) {
  const types = (await readXmlPart(merged, CONTENT_TYPES))!;
  const root = types.documentElement!;
  const known = new Set(
    children(root, 'Default').map((d) => (attribute(d, 'Extension') ?? '').toLowerCase()),
  );
  const overridden = new Set(children(root, 'Override').map((o) => attribute(o, 'PartName')));
  let changed = false;
  for (const part of Object.keys(merged.files)) {
    if (merged.files[part].dir || part === CONTENT_TYPES || overridden.has(`/${part}`)) continue;
    const extension = posix.basename(part).split('.').pop()!.toLowerCase();
    if (known.has(extension) || !DEFAULT_TYPES[extension]) continue;
    const entry = types.createElementNS(NS.contentTypes, 'Default');
    entry.setAttribute('Extension', extension);
    entry.setAttribute('ContentType', DEFAULT_TYPES[extension]);
    root.insertBefore(entry, root.firstChild);
    known.add(extension);
    changed = true;
  }
  if (changed) writeXmlPart(merged, CONTENT_TYPES, types);
}
