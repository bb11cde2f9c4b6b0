import type { Element } from '@xmldom/xmldom';
import type JSZip from 'jszip';
import { readRelationships, readXmlPart } from '../../../ooxml/opc-package';
import { attribute, closest, descendants, parseXml, serializeXml } from '../../../ooxml/xml';
import type { ParsedDocument } from './document-builder';
import { isPackage } from './unshown-content';
import type { FigureFiles } from './figure-files';
import { parseHtml } from './html.parser';
import { mhtmlPage } from './mhtml';
import { decodeHtml } from './text-decoding';

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

const VML = 'urn:schemas-microsoft-com:vml';
const WORD = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/**
 * The main part's drawings as Word shows them, for mammoth:
 * - text boxes: mammoth reads one only in its VML form (`w:pict`, what Word writes as the
 *   fallback of `mc:AlternateContent`), and skips one that is only DrawingML (`w:drawing` with
 *   `wps:txbx`, as other tools write it) or an alternate with no fallback. Each such text box's
 *   content is added after its drawing as the VML text box mammoth reads;
 * - an embedded object shown as an icon (a PDF or a program inside the file, and every file
 *   packaged as an object) is dropped: its picture is the icon, nothing a slide should show.
 *   One shown as its content (a chart, a table) keeps its picture.
 * Returns whether the package changed.
 */
export async function readableDrawings(zip: JSZip): Promise<boolean> {
  const xml = await zip.file(MAIN_PART)?.async('string');
  if (!xml || !/txbxContent>|<w:object\b/.test(xml)) return false;
  let document;
  try {
    document = parseXml(xml);
  } catch {
    return false; // mammoth says whether the part can be read at all
  }
  let changed = false;
  // An alternate without a fallback: mammoth keeps the fallback only, so keep the choice.
  for (const alternate of descendants(document, 'mc:AlternateContent')) {
    const choice = descendants(alternate, 'mc:Choice')[0];
    if (descendants(alternate, 'mc:Fallback').length || !choice) continue;
    while (choice.firstChild) alternate.parentNode?.insertBefore(choice.firstChild, alternate);
    alternate.parentNode?.removeChild(alternate);
    changed = true;
  }
  for (const drawing of descendants(document, 'w:drawing')) {
    if (closest(drawing, 'mc:Choice')) continue;
    const boxes = descendants(drawing, 'w:txbxContent');
    // A text box inside another is read with it.
    const outer = boxes.filter((box) => !boxes.some((other) => contains(other, box)));
    if (!outer.length) continue;
    const picture = document.createElementNS(WORD, 'w:pict');
    for (const box of outer) {
      const textbox = document.createElementNS(VML, 'v:textbox');
      textbox.appendChild(box.cloneNode(true));
      picture.appendChild(textbox);
    }
    drawing.parentNode?.insertBefore(picture, drawing.nextSibling);
    changed = true;
  }
  for (const object of descendants(document, 'w:object'))
    if (
      descendants(object, 'o:OLEObject').some(
        (ole) => attribute(ole, 'DrawAspect') === 'Icon' || isPackage(attribute(ole, 'ProgID')),
      )
    ) {
      object.parentNode?.removeChild(object);
      changed = true;
    }
  if (changed) zip.file(MAIN_PART, serializeXml(document));
  return changed;
}

function contains(ancestor: Element, element: Element): boolean {
  for (let node = element.parentNode; node; node = node.parentNode)
    if (node === ancestor) return true;
  return false;
}

/**
 * A document whose body is an imported HTML page or web archive (`w:altChunk`, what some tools
 * write instead of Word paragraphs): the page, read as HTML. Undefined when there is none.
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
    const target = relationships.find((rel) => rel.id === attribute(chunk, 'r:id'))?.target ?? '';
    const file = /\.(html?|mht|mhtml)$/i.test(target) ? zip.file(target) : undefined;
    if (!file) continue;
    const bytes = await file.async('uint8array');
    const page = /\.mht(ml)?$/i.test(target) ? mhtmlPage(bytes) : decodeHtml(bytes);
    if (page) pages.push(page);
  }
  return pages.length ? parseHtml(pages.join('\n'), figures) : undefined;
}
