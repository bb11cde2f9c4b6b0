import JSZip from 'jszip';
import type { Document, Element } from '@xmldom/xmldom';
import { UnreadableFile } from '../extraction-failure';
import { readRelationships, readXmlPart } from '../../../ooxml/opc-package';
import {
  attribute,
  children,
  closest,
  descendants,
  numberAttribute,
  path,
} from '../../../ooxml/xml';
import { DocumentBuilder, normalise, type ParsedDocument } from './document-builder';
import type { FigureFiles } from './figure-files';
import { readFigureText } from './figure-text';
import { packageCharts } from './chart-tables';
import { diagramPoints, diagramSections } from './diagram-text';
import { isOle2 } from './docx.parser';
import { emptyReason, isPackage } from './unshown-content';
import { assertSafeZip, type ZipLimits } from './zip-guard';

const TITLE_TYPES = new Set(['title', 'ctrTitle']);
/** Placeholders of a notes page that are not the speaker's notes (ECMA-376 19.7.10). */
const NOT_NOTES = new Set(['sldImg', 'sldNum', 'hdr', 'ftr', 'dt']);
/** Pictures on a deck's cover under this share of the slide are its logos and badges. */
const COVER_DECORATION = 0.04;

/**
 * PowerPoint decks: each slide becomes a section headed by its title, with its body text as
 * bullets (keeping their levels), other text boxes as paragraphs, its tables as tables and its
 * pictures (ppt/media, with their alt text) as figures, then its speaker notes as paragraphs of
 * the same section (a deck whose words are all in its notes is a source like any other).
 */
export async function parsePptx(
  bytes: Buffer,
  limits: ZipLimits,
  figures?: FigureFiles,
): Promise<ParsedDocument> {
  if (isOle2(bytes)) throw new UnreadableFile('it is password-protected or an old .ppt file');
  bytes = await assertSafeZip(bytes, limits);
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    throw new UnreadableFile('it is damaged or not a PowerPoint file');
  }
  const slides = await slideParts(zip);
  const builder = new DocumentBuilder();
  const placed = new Set<string>();
  for (const [index, part] of slides.entries()) {
    const slide = await readXmlPart(zip, part).catch(() => undefined);
    const tree = slide && path(slide, 'p:sld', 'p:cSld', 'p:spTree');
    if (!tree) continue;
    builder.at({ slide: index + 1 });
    const shapes = descendants(tree, 'p:sp');
    const title = shapes.find((shape) => TITLE_TYPES.has(placeholderType(shape) ?? ''));
    if (title) builder.heading(paragraphs(title).join(' '), 1);
    else builder.section(1);
    for (const shape of shapes) {
      if (shape === title) continue;
      const type = placeholderType(shape);
      if (type === 'sldNum' || type === 'dt' || type === 'ftr') continue;
      const asBullets = type === 'body' || type === 'obj';
      for (const paragraph of children(path(shape, 'p:txBody') ?? shape, 'a:p')) {
        const text = paragraphText(paragraph);
        if (asBullets)
          builder.bullet(text, Number(attribute(path(paragraph, 'a:pPr'), 'lvl') ?? 0));
        else builder.paragraph(text);
      }
    }
    for (const table of descendants(tree, 'a:tbl')) {
      const rows = children(table, 'a:tr').map((row) =>
        children(row, 'a:tc').map((cell) =>
          normalise(descendants(cell, 'a:p').map(paragraphText).join(' ')),
        ),
      );
      if (rows.length) builder.table({ header: rows[0], rows: rows.slice(1) });
    }
    const relationships = await readRelationships(zip, part);
    // SmartArt on the slide: its text, where it stands, as points at their depth.
    for (const rel of relationships)
      if (rel.type === 'diagramData' && !rel.external && !placed.has(rel.target)) {
        placed.add(rel.target);
        for (const point of await diagramPoints(zip, rel.target))
          builder.bullet(point.text, point.level);
      }
    // A small picture on the deck's cover (a logo, a badge) is its decoration, not a figure.
    const smallest =
      index === 0 && isCover(shapes, slides.length) ? COVER_DECORATION * (await slideArea(zip)) : 0;
    if (figures) await addPictures(zip, part, slide, builder, figures, smallest);
    const notes = relationships.find((rel) => rel.type === 'notesSlide' && !rel.external);
    if (notes) await addNotes(zip, notes.target, builder);
  }
  const document = builder.build();
  if (slides.length === 0) throw new UnreadableFile('it has no slides');
  if (figures) {
    // Pasted charts and the pictures of embedded objects are often Windows metafiles.
    document.figures = await figures.drawMetafiles(document.figures);
    // A slide that is a screenshot or a scan says what it says only in its picture.
    await readFigureText(document.figures, figures);
  }
  document.sections.push(...(await diagramSections(zip, 'ppt/diagrams/', placed)));
  // Charts keep their numbers in the package (ppt/charts): they stay charts.
  const charts = await packageCharts(zip, 'ppt/charts/');
  if (charts.length) document.tables = [...(document.tables ?? []), ...charts];
  // Slides with nothing on them (a template's, shapes without text) would make an empty deck.
  const empty = !document.tables?.length && !document.figures?.length;
  if (empty && document.sections.every((section) => !section.heading && !section.blocks.length))
    throw new UnreadableFile(emptyReason(zip, 'ppt/', 'no text and no pictures'));
  return { ...document, pageCount: slides.length };
}

/**
 * The slide's pictures (not its layout's or master's decorations), with their alt text, and the
 * photograph set as the slide's own background (a photo slide's picture, its text over it); a
 * background repeated on slide after slide is a decoration, which FigureFiles drops.
 */
async function addPictures(
  zip: JSZip,
  part: string,
  slide: Document,
  builder: DocumentBuilder,
  figures: FigureFiles,
  smallest: number,
): Promise<void> {
  const relationships = await readRelationships(zip, part);
  const background = path(slide, 'p:sld', 'p:cSld', 'p:bg', 'p:bgPr', 'a:blipFill', 'a:blip');
  const pictures = descendants(slide, 'p:pic').flatMap((picture) => {
    // The picture of an embedded object shown as an icon (or a packaged file) is the icon.
    const object = closest(picture, 'p:oleObj');
    if (attribute(object, 'showAsIcon') === '1' || isPackage(attribute(object, 'progId')))
      return [];
    const extent = path(picture, 'p:spPr', 'a:xfrm', 'a:ext');
    const drawn =
      (numberAttribute(extent, 'cx') ?? Infinity) * (numberAttribute(extent, 'cy') ?? 1);
    if (drawn < smallest) return [];
    const properties = path(picture, 'p:nvPicPr', 'p:cNvPr');
    return [
      { blip: path(picture, 'p:blipFill', 'a:blip'), altText: attribute(properties, 'descr') },
    ];
  });
  for (const { blip, altText } of [...(background ? [{ blip: background }] : []), ...pictures]) {
    const id = attribute(blip, 'r:embed');
    const target = relationships.find((rel) => rel.id === id && !rel.external)?.target;
    const file = target && zip.file(target);
    if (!file) continue;
    const alt = normalise(altText ?? '');
    const figure = await figures.add(await file.async('uint8array'), alt ? { altText: alt } : {});
    if (figure) builder.figure(figure);
  }
}

/**
 * The speaker notes of a slide: every paragraph of its notes page (the notes placeholder, text
 * boxes, tables) but those of the slide's picture, header, footer, date and number.
 */
async function addNotes(zip: JSZip, part: string, builder: DocumentBuilder): Promise<void> {
  const page = await readXmlPart(zip, part).catch(() => undefined);
  const tree = page && path(page, 'p:notes', 'p:cSld', 'p:spTree');
  if (!tree) return;
  for (const paragraph of descendants(tree, 'a:p')) {
    const shape = closest(paragraph, 'p:sp');
    if (!NOT_NOTES.has((shape && placeholderType(shape)) ?? ''))
      builder.paragraph(paragraphText(paragraph));
  }
}

/**
 * A deck's first slide is its cover when it is a title slide (a centred title or a subtitle)
 * of a deck that goes on: a deck of one slide is all content.
 */
const isCover = (shapes: Element[], slideCount: number) =>
  slideCount > 1 &&
  shapes.some((shape) => ['ctrTitle', 'subTitle'].includes(placeholderType(shape) ?? ''));

/** The slide's area (EMU²; PowerPoint's 10 × 7.5 inches when the deck does not say). */
async function slideArea(zip: JSZip): Promise<number> {
  const presentation = await readXmlPart(zip, 'ppt/presentation.xml').catch(() => undefined);
  const size = presentation && path(presentation, 'p:presentation', 'p:sldSz');
  return (numberAttribute(size, 'cx') ?? 9_144_000) * (numberAttribute(size, 'cy') ?? 6_858_000);
}

/** Slide parts in presentation order. */
async function slideParts(zip: JSZip): Promise<string[]> {
  const presentation = await readXmlPart(zip, 'ppt/presentation.xml').catch(() => undefined);
  if (!presentation) throw new UnreadableFile('it is damaged or not a PowerPoint file');
  const relationships = await readRelationships(zip, 'ppt/presentation.xml');
  const list = path(presentation, 'p:presentation', 'p:sldIdLst');
  return (list ? children(list, 'p:sldId') : [])
    .map((id) => relationships.find((rel) => rel.id === attribute(id, 'r:id'))?.target)
    .filter((part): part is string => !!part && !!zip.file(part));
}

const placeholder = (shape: Element) => path(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph');
/** A placeholder without a type is a body placeholder (ECMA-376 19.3.1.36). */
const placeholderType = (shape: Element) => {
  const ph = placeholder(shape);
  return ph ? (attribute(ph, 'type') ?? 'body') : undefined;
};

function paragraphs(shape: Element): string[] {
  return descendants(shape, 'a:p').map(paragraphText);
}

function paragraphText(paragraph: Element): string {
  let text = '';
  for (const node of children(paragraph)) {
    if (node.nodeName === 'a:r' || node.nodeName === 'a:fld')
      text += path(node, 'a:t')?.textContent ?? '';
    else if (node.nodeName === 'a:br') text += ' ';
  }
  return text;
}
