import { posix } from 'node:path';
import type JSZip from 'jszip';
import { attribute, children, parseXml, path, serializeXml } from './xml';
import type { Document } from '@xmldom/xmldom';

/** Open Packaging Conventions: parts, their relationships and content types, in a JSZip. */

export interface Relationship {
  id: string;
  /** Last segment of the relationship type URI: `slideLayout`, `image`, `notesSlide`, ... */
  type: string;
  /** Absolute part name without the leading slash (`ppt/slideLayouts/slideLayout1.xml`), or the URL if external. */
  target: string;
  external: boolean;
}

export const relsPartOf = (part: string): string =>
  posix.join(posix.dirname(part), '_rels', `${posix.basename(part)}.rels`);

/** The part a `.rels` part describes (`_rels/.rels` describes the package itself: ''). */
export function sourceOfRels(relsPart: string): string {
  if (relsPart === '_rels/.rels') return '';
  return posix.join(posix.dirname(posix.dirname(relsPart)), posix.basename(relsPart, '.rels'));
}

/** Resolves a relationship target relative to its source part. */
export function resolveTarget(sourcePart: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  return posix.normalize(posix.join(posix.dirname(sourcePart || 'x'), target));
}

export async function readXmlPart(zip: JSZip, part: string): Promise<Document | undefined> {
  const file = zip.file(part);
  return file ? parseXml(await file.async('string')) : undefined;
}

export function writeXmlPart(zip: JSZip, part: string, document: Document): void {
  zip.file(part, serializeXml(document));
}

export async function readRelationships(zip: JSZip, part: string): Promise<Relationship[]> {
  const rels = await readXmlPart(zip, relsPartOf(part));
  if (!rels?.documentElement) return [];
  return children(rels.documentElement, 'Relationship').map((element) => {
    const external = attribute(element, 'TargetMode') === 'External';
    const target = attribute(element, 'Target') ?? '';
    return {
      id: attribute(element, 'Id') ?? '',
      type: (attribute(element, 'Type') ?? '').split('/').pop() ?? '',
      target: external ? target : resolveTarget(part, target),
      external,
    };
  });
}

/** The presentation's slide parts in the order they are shown. */
export async function slidePartsInOrder(zip: JSZip): Promise<string[]> {
  const presentation = await readXmlPart(zip, 'ppt/presentation.xml');
  const list = presentation && path(presentation, 'p:presentation', 'p:sldIdLst');
  const rels = await readRelationships(zip, 'ppt/presentation.xml');
  return (list ? children(list, 'p:sldId') : [])
    .map((id) => rels.find((rel) => rel.id === attribute(id, 'r:id'))?.target)
    .filter((target): target is string => !!target);
}
