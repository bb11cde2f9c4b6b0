import type JSZip from 'jszip';
import { readRelationships, readXmlPart } from '../../ooxml/opc-package';
import { attribute, descendants } from '../../ooxml/xml';
import type { ParsedDocument } from './document-builder';
import type { FigureFiles } from './figure-files';
import { parseHtml } from './html.parser';
import { decodeText } from './text-decoding';

const MAIN_PART = 'word/document.xml';
/** Phonetic guides (ruby): mammoth skips the whole element, base text included. */
const RUBY = /<w:ruby>[\s\S]*?<w:rubyBase>([\s\S]*?)<\/w:rubyBase>[\s\S]*?<\/w:ruby>/g;

/**
 * The main part with text mammoth would drop made plain: a run with a phonetic guide (Japanese
 * ruby, "東京" over "とうきょう") keeps its base text. Returns whether the package changed.
 */
export async function keepRubyBaseText(zip: JSZip): Promise<boolean> {
  const xml = await zip.file(MAIN_PART)?.async('string');
  if (!xml || !xml.includes('<w:ruby>')) return false;
  zip.file(MAIN_PART, xml.replace(RUBY, '$1'));
  return true;
}

/**
 * A document whose body is an imported HTML page (`w:altChunk`, what some tools write instead
 * of Word paragraphs): the page, read as HTML. Undefined when there is none.
 */
export async function altChunkDocument(
  zip: JSZip,
  figures?: FigureFiles,
): Promise<ParsedDocument | undefined> {
  const body = await readXmlPart(zip, MAIN_PART).catch(() => undefined);
  if (!body) return undefined;
  const relationships = await readRelationships(zip, MAIN_PART);
  const pages: string[] = [];
  for (const chunk of descendants(body, 'w:altChunk')) {
    const target = relationships.find((rel) => rel.id === attribute(chunk, 'r:id'))?.target;
    const file = target && /\.html?$/i.test(target) ? zip.file(target) : undefined;
    if (file) pages.push(decodeText(await file.async('uint8array')));
  }
  return pages.length ? parseHtml(pages.join('\n'), figures) : undefined;
}
