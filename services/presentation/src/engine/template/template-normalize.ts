import type JSZip from 'jszip';
import { relsPartOf, resolveTarget, sourceOfRels } from '../../ooxml/opc-package';
import { hasFieldMarkers, mendFieldMarkers } from './field-markers';

const BOM = '\uFEFF';

const CONTENT_TYPES_PART = '[Content_Types].xml';
/**
 * The main part of a PowerPoint template (.potx) or show (.ppsx). A deck built on one of them
 * is a presentation: left as it was, PowerPoint refuses the .pptx (its format and extension
 * disagree).
 */
const TEMPLATE_OR_SHOW_MAIN =
  /application\/vnd\.openxmlformats-officedocument\.presentationml\.(?:template|slideshow)\.main\+xml/g;
const PRESENTATION_MAIN =
  'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml';

/**
 * Makes a template's package one every library the renderer uses reads, and one whose deck is
 * a presentation: some producers (ONLYOFFICE) start each part with a byte order mark, which
 * xmldom inside pptx-automizer refuses, and a template saved as .potx or .ppsx (whatever its
 * name) declares itself a template or a show; LibreOffice writes a master's fields as their
 * markers' text (see mendFieldMarkers). Returns whether any part changed (then the
 * package must be written anew).
 */
export async function normalizeTemplate(zip: JSZip): Promise<boolean> {
  let changed = await fillMissingTargets(zip);
  const marked: string[] = [];
  for (const [name, file] of Object.entries(zip.files)) {
    if (file.dir || !/\.(xml|rels)$/i.test(name)) continue;
    const text = await file.async('string');
    let normal = text.startsWith(BOM) ? text.slice(BOM.length) : text;
    if (name === CONTENT_TYPES_PART)
      normal = normal.replace(TEMPLATE_OR_SHOW_MAIN, PRESENTATION_MAIN);
    if (hasFieldMarkers(name, normal)) marked.push(name);
    if (normal === text) continue;
    zip.file(name, normal);
    changed = true;
  }
  await mendFieldMarkers(zip, marked);
  return changed || marked.length > 0;
}

/** A transparent pixel: what stands for a picture part a template points to but lacks. */
const EMPTY_PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const RELATIONSHIP = /<Relationship\b[^>]*?\/>/g;

/**
 * A template that points to parts it lacks (a thumbnail, a layout's picture left out by the
 * tool that wrote it) opens in PowerPoint and LibreOffice, which show nothing there; the deck
 * we write must not point to nothing. A missing picture a part uses becomes a transparent
 * pixel; any other missing target that no XML refers to by its id loses its relationship.
 * Returns whether the package changed.
 */
async function fillMissingTargets(zip: JSZip): Promise<boolean> {
  let changed = false;
  for (const relsPart of Object.keys(zip.files).filter((name) => name.endsWith('.rels'))) {
    const source = sourceOfRels(relsPart);
    if (relsPart !== relsPartOf(source) && relsPart !== '_rels/.rels') continue;
    const rels = await zip.file(relsPart)!.async('string');
    const sourceXml = source ? ((await zip.file(source)?.async('string')) ?? '') : '';
    let kept = rels;
    for (const element of rels.match(RELATIONSHIP) ?? []) {
      const target = /\bTarget="([^"]*)"/.exec(element)?.[1];
      if (!target || /TargetMode="External"/.test(element)) continue;
      const part = resolveTarget(source, target);
      if (zip.file(part)) continue;
      const id = /\bId="([^"]*)"/.exec(element)?.[1];
      const used = !!id && sourceXml.includes(`"${id}"`);
      if (used && /\/image"/.test(element)) zip.file(part, EMPTY_PICTURE);
      else if (!used) kept = kept.replace(element, '');
      else continue;
      changed = true;
    }
    if (kept !== rels) zip.file(relsPart, kept);
  }
  return changed;
}
