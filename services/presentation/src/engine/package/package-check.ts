import { posix } from 'node:path';
import type JSZip from 'jszip';
import { readRelationships, readXmlPart, sourceOfRels } from '../../ooxml/opc-package';
import { attribute, children, descendants, path } from '../../ooxml/xml';

/**
 * Structural problems PowerPoint would complain about ("PowerPoint found a problem with
 * content"): relationships to missing parts, parts without a content type, slides listed
 * twice or missing, and shape ids used twice on one slide. Empty when the package is sound.
 */
export async function checkPackage(zip: JSZip): Promise<string[]> {
  const problems: string[] = [];
  const types = await readXmlPart(zip, '[Content_Types].xml');
  if (!types?.documentElement) return ['no [Content_Types].xml'];
  const defaults = new Set(
    children(types.documentElement, 'Default').map((d) =>
      (attribute(d, 'Extension') ?? '').toLowerCase(),
    ),
  );
  const overrides = new Set(
    children(types.documentElement, 'Override').map((o) => attribute(o, 'PartName') ?? ''),
  );
  const parts = Object.keys(zip.files).filter((name) => !zip.files[name].dir);
  for (const part of parts) {
    if (part === '[Content_Types].xml') continue;
    const extension = posix.basename(part).split('.').pop()!.toLowerCase();
    if (!overrides.has(`/${part}`) && !defaults.has(extension))
      problems.push(`no content type for ${part}`);
    if (!part.endsWith('.rels')) continue;
    const source = sourceOfRels(part);
    if (source && !zip.file(source)) problems.push(`relationships of a missing part: ${part}`);
    for (const rel of await readRelationships(zip, source))
      if (!rel.external && rel.target && !zip.file(rel.target))
        problems.push(`${part} points to a missing part ${rel.target}`);
  }
  for (const override of overrides)
    if (!zip.file(override.slice(1))) problems.push(`content type for a missing part ${override}`);

  const presentation = await readXmlPart(zip, 'ppt/presentation.xml');
  const slideIds = presentation
    ? children(
        path(presentation, 'p:presentation', 'p:sldIdLst') ?? presentation.documentElement!,
        'p:sldId',
      )
    : [];
  const relationships = await readRelationships(zip, 'ppt/presentation.xml');
  const listed = new Set<string>();
  for (const slideId of slideIds) {
    const target = relationships.find((rel) => rel.id === attribute(slideId, 'r:id'))?.target;
    if (!target || !zip.file(target))
      problems.push(`slide list entry ${attribute(slideId, 'id')} has no slide`);
    else if (listed.has(target)) problems.push(`${target} is listed twice`);
    else listed.add(target);
  }
  for (const slide of listed) {
    const document = await readXmlPart(zip, slide);
    const seen = new Set<string>();
    for (const properties of document ? descendants(document, 'p:cNvPr') : []) {
      const id = attribute(properties, 'id') ?? '';
      if (seen.has(id)) problems.push(`${slide} uses shape id ${id} twice`);
      seen.add(id);
    }
  }
  return problems;
}
