import { readFile, writeFile } from 'node:fs/promises';
import { posix } from 'node:path';
import { type Attr, DOMParser, type Document, type Element, XMLSerializer } from '@xmldom/xmldom';
import JSZip from 'jszip';

/**
 * What an Office Open XML package (.pptx, .potx, .docx, .xlsx) may point at outside itself,
 * and that an office suite would fetch when it opens or draws the file: linked pictures, linked
 * audio and video, linked OLE objects, the external workbook of a chart, Word's attached
 * template, and every other relationship with an external target. See docs/decisions.md,
 * "No network from a user's file".
 */
export type ExternalLinkKind =
  'picture' | 'media' | 'object' | 'chart-data' | 'template' | 'hyperlink' | 'other';

export interface DroppedLink {
  /** The part that pointed outside (`ppt/slides/slide1.xml`; '' for the package itself). */
  part: string;
  kind: ExternalLinkKind;
  /** The external target as the package named it. */
  target: string;
}

/** Relationship attributes (`r:id`, `r:link`, `r:embed`, ...) of transitional and strict OOXML. */
const RELATIONSHIP_NAMESPACES = new Set([
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
  'http://purl.oclc.org/ooxml/officeDocument/relationships',
]);
/** VML (`o:relid`) points at relationships too. */
const VML_OFFICE_NAMESPACE = 'urn:schemas-microsoft-com:office:office';

/**
 * Hyperlinks stay when they are what a person clicks (never loaded on open, by any suite) and
 * lead to the web or a mail program; `file:`, UNC paths and other schemes go.
 */
const CLICK_ELEMENTS = new Set(['hlinkClick', 'hlinkHover', 'hyperlink']);
const KEPT_HYPERLINK_SCHEMES = /^(https?|mailto):/i;
/** An absolute target: a URI scheme (`http:`, `file:`, `C:`), `//host` or `\\host`. */
const ABSOLUTE_TARGET = /^([a-z][a-z0-9+.-]*:|\/\/|\\\\)/i;

/**
 * Elements that mean nothing without a relationship (a video's `r:link`, a chart's external
 * workbook): they go when the last one they named went. Elsewhere only the attribute goes (a picture keeps its embedded copy, a
 * linked OLE object its replacement image, a hyperlink its text).
 */
const ELEMENTS_NEEDING_THE_LINK = new Set([
  'videoFile',
  'audioFile',
  'quickTimeFile',
  'media',
  'externalData',
  'attachedTemplate',
  'subDoc',
  'snd',
]);

/**
 * Removes every relationship with an external target from `zip` (changing it in place) and
 * what refers to it in its part, except clickable web and mail hyperlinks; returns what went.
 * A part that is no well-formed XML loses the relationships all the same.
 */
export async function stripExternalLinks(zip: JSZip): Promise<DroppedLink[]> {
  const dropped: DroppedLink[] = [];
  const relsParts = Object.keys(zip.files).filter(
    (name) => !zip.files[name].dir && /(^|\/)_rels\/[^/]*\.rels$/i.test(name),
  );
  for (const relsPart of relsParts) {
    const rels = parse(await zip.file(relsPart)!.async('string'));
    const root = rels?.documentElement;
    if (!rels || !root) continue;
    const external = new Map<string, Element>();
    for (const rel of Array.from(root.getElementsByTagName('Relationship')))
      if (isExternal(rel)) external.set(rel.getAttribute('Id') ?? '', rel);
    if (external.size === 0) continue;

    const source = sourceOfRels(relsPart);
    const sourceFile = source ? zip.file(source) : null;
    const document = sourceFile ? parse(await sourceFile.async('string')) : undefined;
    const kept = new Set(
      [...external].filter(([, rel]) => isClickableHyperlink(rel)).map(([id]) => id),
    );
    // Kept hyperlinks named by something that loads (a picture's `r:link`) lose that reference.
    const misused = document ? dropReferences(document, external, kept) : [];
    for (const { id, element } of misused)
      dropped.push({
        part: source,
        kind: elementKind(element),
        target: targetOf(external.get(id)!),
      });
    for (const [id, rel] of external) {
      if (kept.has(id)) continue;
      dropped.push({ part: source, kind: kindOf(rel, source), target: targetOf(rel) });
      root.removeChild(rel);
    }
    if (external.size > kept.size) zip.file(relsPart, serialize(rels));
    if (document && (misused.length > 0 || external.size > kept.size))
      zip.file(source, serialize(document));
  }
  return dropped;
}

/**
 * The package's bytes without external links: the same bytes when it has none (nothing is
 * rewritten), otherwise the package written anew. Parts nothing changed keep their compressed
 * bytes (JSZip copies them).
 */
export async function packageWithoutExternalLinks(
  bytes: Buffer,
): Promise<{ bytes: Buffer; dropped: DroppedLink[] }> {
  const zip = await JSZip.loadAsync(bytes);
  const dropped = await stripExternalLinks(zip);
  if (dropped.length === 0) return { bytes, dropped };
  return {
    bytes: await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }),
    dropped,
  };
}

/**
 * The package at `path` without external links, written over it when it had any (a copy the
 * caller made for LibreOffice); what went.
 */
export async function stripExternalLinksInFile(path: string): Promise<DroppedLink[]> {
  const original = await readFile(path);
  const { bytes, dropped } = await packageWithoutExternalLinks(original);
  if (bytes !== original) await writeFile(path, bytes);
  return dropped;
}

function isExternal(rel: Element): boolean {
  return (
    (rel.getAttribute('TargetMode') ?? '').toLowerCase() === 'external' ||
    ABSOLUTE_TARGET.test(targetOf(rel))
  );
}

const targetOf = (rel: Element) => (rel.getAttribute('Target') ?? '').trim();

const isClickableHyperlink = (rel: Element) =>
  /\/hyperlink$/i.test(rel.getAttribute('Type') ?? '') &&
  KEPT_HYPERLINK_SCHEMES.test(targetOf(rel));

/**
 * Removes the references to dropped relationships from a part, and those to kept hyperlinks
 * from anything but a click; the latter, which the caller reports (the former it reports from
 * the relationships).
 */
function dropReferences(
  document: Document,
  external: Map<string, Element>,
  kept: Set<string>,
): Array<{ id: string; element: Element }> {
  const misused: Array<{ id: string; element: Element }> = [];
  for (const element of Array.from(document.getElementsByTagName('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const id = attribute.value;
      if (!isRelationshipAttribute(attribute) || !external.has(id)) continue;
      const name = element.localName ?? '';
      if (kept.has(id)) {
        if (CLICK_ELEMENTS.has(name)) continue;
        misused.push({ id, element });
      }
      element.removeAttributeNode(attribute);
      if (ELEMENTS_NEEDING_THE_LINK.has(name) && !namesARelationship(element))
        removeElement(element);
      // A linked OLE object says so with a `link` child (updated on open): it goes too.
      if (name === 'oleObj' || name === 'OLEObject')
        for (const child of Array.from(element.getElementsByTagName('*')))
          if (child.localName === 'link') removeElement(child);
    }
  }
  return misused;
}

const namesARelationship = (element: Element) =>
  Array.from(element.attributes).some(isRelationshipAttribute);

const isRelationshipAttribute = (attribute: Attr) =>
  RELATIONSHIP_NAMESPACES.has(attribute.namespaceURI ?? '') ||
  (attribute.namespaceURI === VML_OFFICE_NAMESPACE && attribute.localName === 'relid');

/**
 * Removes an element; a sound's whole action goes (a `p:stSnd` without its sound is invalid),
 * and a hyperlink's sound alone.
 */
function removeElement(element: Element) {
  let target: Element = element;
  if (element.localName === 'snd') {
    let ancestor = element.parentNode as Element | null;
    while (ancestor && ancestor.localName !== 'sndAc' && ancestor.nodeType === 1)
      ancestor = ancestor.parentNode as Element | null;
    if (ancestor?.localName === 'sndAc') target = ancestor;
  }
  target.parentNode?.removeChild(target);
}

/** What a kept hyperlink was misused for, from the element that named it. */
function elementKind(element: Element): ExternalLinkKind {
  const name = element.localName ?? '';
  if (name === 'blip' || name === 'imagedata') return 'picture';
  if (/^(videoFile|audioFile|quickTimeFile|media|snd)$/.test(name)) return 'media';
  if (/^(oleObj|OLEObject)$/.test(name)) return 'object';
  if (name === 'externalData') return 'chart-data';
  if (name === 'attachedTemplate') return 'template';
  return 'other';
}

function kindOf(rel: Element, source: string): ExternalLinkKind {
  const type = (rel.getAttribute('Type') ?? '').split('/').pop()!.toLowerCase();
  if (/(^|\/)charts\//i.test(source)) return 'chart-data';
  if (type === 'image') return 'picture';
  if (type === 'video' || type === 'audio' || type === 'media') return 'media';
  if (type === 'oleobject' || type === 'package') return 'object';
  if (type === 'attachedtemplate') return 'template';
  if (type === 'hyperlink') return 'hyperlink';
  return 'other';
}

/** `ppt/slides/_rels/slide1.xml.rels` → `ppt/slides/slide1.xml`; `_rels/.rels` → ''. */
function sourceOfRels(relsPart: string): string {
  const directory = posix.dirname(posix.dirname(relsPart));
  const name = posix.basename(relsPart).replace(/\.rels$/i, '');
  return directory === '.' ? name : `${directory}/${name}`;
}

function parse(text: string): Document | undefined {
  let failed = false;
  const document = new DOMParser({
    onError: (level) => {
      if (level !== 'warning') failed = true;
    },
  }).parseFromString(text.replace(/^\uFEFF/, ''), 'text/xml');
  return failed ? undefined : document;
}

const serialize = (document: Document) => new XMLSerializer().serializeToString(document);
