import JSZip from 'jszip';
import mammoth from 'mammoth';
import { parseHtml } from './html.parser';
import type { ParsedDocument } from './document-builder';
import type { FigureFiles } from './figure-files';
import { UnreadableFile } from '../extraction-failure';
import { packageCharts } from './chart-tables';
import { diagramSections } from './diagram-text';
import { altChunkDocument, keepRubyBaseText, readableDrawings } from './docx-content';
import { marginPictures } from './docx-margins';
import { readFigureText } from './figure-text';
import { emptyReason } from './unshown-content';
import { assertSafeZip, type ZipLimits } from './zip-guard';

/** Word's built-in caption style, under the names documents give it. */
const CAPTION_STYLES = [
  "p[style-name='Caption'] => p.caption:fresh",
  "p[style-name='caption'] => p.caption:fresh",
];

/**
 * Word documents through mammoth, which keeps headings (Heading 1–6, Title), lists, tables and
 * pictures (word/media, as data URLs with their alt text) as HTML; the HTML parser takes it
 * from there. A document made of pictures is its pictures (those of its headers and footers
 * when the body has none), and the text inside them is read.
 */
export async function parseDocx(
  bytes: Buffer,
  limits: ZipLimits,
  figures?: FigureFiles,
): Promise<ParsedDocument> {
  if (isOle2(bytes)) throw new UnreadableFile('it is password-protected or an old .doc file');
  bytes = await assertSafeZip(bytes, limits);
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
    const rewritten = [await keepRubyBaseText(zip), await readableDrawings(zip)];
    if (rewritten.some(Boolean))
      bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
  } catch {
    throw new UnreadableFile('it is damaged or not a Word document');
  }
  let html: string;
  try {
    ({ value: html } = await mammoth.convertToHtml(
      { buffer: bytes },
      {
        styleMap: CAPTION_STYLES,
        // Without a figures folder nothing is kept: skip encoding the pictures.
        ...(figures ? {} : { convertImage: mammoth.images.imgElement(async () => ({ src: '' })) }),
      },
    ));
  } catch {
    throw new UnreadableFile('it is damaged or not a Word document');
  }
  let document = await parseHtml(html, figures);
  if (isEmpty(document)) document = (await altChunkDocument(zip, figures)) ?? document;
  // SmartArt keeps its text in its own parts, which mammoth does not read.
  document.sections.push(...(await diagramSections(zip, 'word/diagrams/')));
  // Charts keep their numbers in the package (word/charts): they become chart slides.
  const charts = await packageCharts(zip, 'word/charts/');
  if (charts.length) document.tables = [...(document.tables ?? []), ...charts];
  if (figures) {
    // A body without text or pictures: what the pages show is in the headers and footers.
    if (isEmpty(document)) document.figures = await marginPictures(zip, figures);
    // Pasted charts and the pictures of embedded objects are often Windows metafiles.
    document.figures = await figures.drawMetafiles(document.figures);
    await readFigureText(document.figures, figures);
  }
  if (isEmpty(document))
    throw new UnreadableFile(emptyReason(zip, 'word/', 'no text and no pictures'));
  return document;
}

const isEmpty = (document: ParsedDocument) =>
  document.sections.length === 0 && !document.figures?.length && !document.tables?.length;

/** Encrypted Office files are OLE2 compound files, not zips (so are legacy .doc files). */
export const isOle2 = (bytes: Buffer) =>
  bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from('d0cf11e0a1b11ae1', 'hex'));
