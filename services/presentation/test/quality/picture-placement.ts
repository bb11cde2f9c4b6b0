import type { Element } from '@xmldom/xmldom';
import { children, path } from '../../src/ooxml/xml';
import {
  clusters,
  collides,
  boxOf,
  decorationsOf,
  type Box,
  type LayoutInfo,
} from '../../src/engine/template';
/** Overlaps under this share of the smaller box are edges touching, not a picture over artwork. */
const TOLERANCE = 0.02;
/**
 * Artwork under this share of the slide is a speck of a scattered pattern (LibreOffice's Yellow
 * Idea strews sparkles of 0.15 % over every page): a picture may hide one. A logo is larger.
 */
const SPECK = 0.003;

/**
 * Whether a picture of the slide lies over the template's artwork: the layout's and master's
 * pictures and shapes, and those drawn on the slide before it (a prototype's artwork is copied
 * behind the slide's content), and the motifs inside the slide's own background pictures
 * (`motifs`, see backgroundArtwork). Backgrounds and panels a picture sits wholly on are meant to be
 * under it (see collides).
 */
export function pictureOverArtwork(
  tree: Element,
  layout: LayoutInfo | undefined,
  slideArea: number,
  motifs: Box[] = [],
): boolean {
  const shapes = children(tree);
  return shapes.some((shape, index) => {
    if (shape.nodeName !== 'p:pic' || path(shape, 'p:nvPicPr', 'p:nvPr', 'p:ph')) return false;
    const box = boxOf(path(shape, 'p:spPr', 'a:xfrm'));
    if (!box || box.w <= 0 || box.h <= 0) return false;
    const behind = decorationsBefore(tree, shapes.slice(0, index));
    const artwork = clusters([...(layout?.decorations ?? []), ...behind, ...motifs], slideArea);
    return artwork.some(
      (piece) =>
        piece.w * piece.h >= slideArea * SPECK && collides(box, piece, slideArea, TOLERANCE),
    );
  });
}

/** The artwork among the slide's shapes drawn before a picture (text boxes are not artwork). */
function decorationsBefore(tree: Element, before: Element[]): Box[] {
  const copy = tree.cloneNode(false) as Element;
  for (const shape of before)
    if (!path(shape, 'p:txBody') || !shape.textContent?.trim())
      copy.appendChild(shape.cloneNode(true));
  return decorationsOf(copy);
}
