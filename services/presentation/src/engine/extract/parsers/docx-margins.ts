import type JSZip from 'jszip';
import { readRelationships, readXmlPart } from '../../../ooxml/opc-package';
import { attribute, descendants, path } from '../../../ooxml/xml';
import type { ParsedFigure } from './document-builder';
import type { FigureFiles } from './figure-files';

/** Headers and footers of a Word document (mammoth reads only the body). */
const MARGIN_PART = /^word\/(header|footer)\d*\.xml$/;

/**
 * The pictures in a Word document's headers and footers, with their alt text: what a document
 * whose body is empty shows on its pages (a letterhead, a page that is only a picture).
 */
export async function marginPictures(zip: JSZip, figures: FigureFiles): Promise<ParsedFigure[]> {
  const found: ParsedFigure[] = [];
  for (const part of Object.keys(zip.files)
    .filter((name) => MARGIN_PART.test(name))
    .sort()) {
    const document = await readXmlPart(zip, part).catch(() => undefined);
    if (!document) continue;
    const relationships = await readRelationships(zip, part);
    for (const picture of descendants(document, 'pic:pic')) {
      const id = attribute(path(picture, 'pic:blipFill', 'a:blip'), 'r:embed');
      const target = relationships.find((rel) => rel.id === id && !rel.external)?.target;
      const file = target && zip.file(target);
      if (!file) continue;
      const altText = attribute(path(picture, 'pic:nvPicPr', 'pic:cNvPr'), 'descr');
      const figure = await figures.add(await file.async('uint8array'), { altText });
      if (figure) found.push(figure);
    }
  }
  return found;
}
