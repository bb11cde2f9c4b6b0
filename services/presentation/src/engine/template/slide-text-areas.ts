import type JSZip from 'jszip';
import { readRelationships, readXmlPart } from '../../ooxml/opc-package';
import { attribute, children, descendants, numberAttribute, path } from '../../ooxml/xml';
import type { Box } from './template-analysis';

/**
 * The text boxes drawn on a template's own slides (not placeholders: those take their room from
 * the layouts), with their place (EMU). A deck whose look lives on its slides may carry its text
 * only there — every slide on a blank layout — and its slides then serve as prototypes.
 */
export async function slideTextBoxes(zip: JSZip): Promise<Array<{ slide: number; box: Box }>> {
  const presentation = await readXmlPart(zip, 'ppt/presentation.xml');
  const root = presentation && path(presentation, 'p:presentation');
  if (!root) return [];
  const rels = await readRelationships(zip, 'ppt/presentation.xml');
  const slideIds = children(path(root, 'p:sldIdLst') ?? root, 'p:sldId');
  const out: Array<{ slide: number; box: Box }> = [];
  for (const [index, slideId] of slideIds.entries()) {
    const part = rels.find((rel) => rel.id === attribute(slideId, 'r:id'))?.target;
    const slide = part && zip.file(part) ? await readXmlPart(zip, part) : undefined;
    const tree = slide && path(slide, 'p:sld', 'p:cSld', 'p:spTree');
    if (!tree) continue;
    for (const shape of descendants(tree, 'p:sp')) {
      if (!path(shape, 'p:txBody') || path(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph')) continue;
      const offset = path(shape, 'p:spPr', 'a:xfrm', 'a:off');
      const extent = path(shape, 'p:spPr', 'a:xfrm', 'a:ext');
      if (!offset || !extent) continue;
      out.push({
        slide: index + 1,
        box: {
          x: numberAttribute(offset, 'x') ?? 0,
          y: numberAttribute(offset, 'y') ?? 0,
          w: numberAttribute(extent, 'cx') ?? 0,
          h: numberAttribute(extent, 'cy') ?? 0,
        },
      });
    }
  }
  return out;
}
