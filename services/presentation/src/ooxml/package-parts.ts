import { posix } from 'node:path';
import type JSZip from 'jszip';
import type { Document } from '@xmldom/xmldom';
import { readXmlPart, relsPartOf, writeXmlPart } from './opc-package';
import { attribute, children, parseXml } from './xml';

/** Adding parts to a package: their content types, the relationships that reach them, names. */

export const CONTENT_TYPES = '[Content_Types].xml';
export const NS = {
  relationships: 'http://schemas.openxmlformats.org/package/2006/relationships',
  officeRelationships: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
  contentTypes: 'http://schemas.openxmlformats.org/package/2006/content-types',
};

/** Declares the content type of one part. */
export async function addOverride(zip: JSZip, part: string, contentType: string): Promise<void> {
  const types = (await readXmlPart(zip, CONTENT_TYPES))!;
  const entry = types.createElementNS(NS.contentTypes, 'Override');
  entry.setAttribute('PartName', `/${part}`);
  entry.setAttribute('ContentType', contentType);
  types.documentElement!.appendChild(entry);
  writeXmlPart(zip, CONTENT_TYPES, types);
}

/** Adds a relationship from `source` and returns its id. */
export async function addRelationship(
  zip: JSZip,
  source: string,
  type: string,
  target: string,
): Promise<string> {
  const relsPart = relsPartOf(source);
  const rels = (await readXmlPart(zip, relsPart)) ?? parseXml(relationshipsXml([]));
  const root = rels.documentElement!;
  const ids = new Set(children(root, 'Relationship').map((rel) => attribute(rel, 'Id')));
  let number = ids.size + 1;
  while (ids.has(`rId${number}`)) number++;
  const rel = rels.createElementNS(NS.relationships, 'Relationship');
  rel.setAttribute('Id', `rId${number}`);
  rel.setAttribute('Type', type);
  rel.setAttribute('Target', relativeTarget(source, target));
  root.appendChild(rel);
  writeXmlPart(zip, relsPart, rels as Document);
  return `rId${number}`;
}

export function relationshipsXml(
  rels: Array<{ id: string; type: string; target: string }>,
): string {
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${NS.relationships}">` +
    rels
      .map((rel) => `<Relationship Id="${rel.id}" Type="${rel.type}" Target="${rel.target}"/>`)
      .join('') +
    '</Relationships>'
  );
}

/** The first `prefix<N>suffix` part name not taken. */
export function freePart(zip: JSZip, prefix: string, suffix: string): string {
  let number = 1;
  while (zip.file(`${prefix}${number}${suffix}`)) number++;
  return `${prefix}${number}${suffix}`;
}

/** The target of a relationship from part `from` to part `to`. */
export const relativeTarget = (from: string, to: string): string =>
  posix.relative(posix.dirname(from), to);
