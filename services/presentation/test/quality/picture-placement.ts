import type { Element } from '@xmldom/xmldom';
import { children, path } from '../../src/ooxml/xml';
import {
  clusters,
  collides,
  boxOf,
  texturePieces,
  decorationsOf,
  type Box,
  type LayoutInfo,
} from '../../src/engine/template';
/** Overlaps under this share of the smaller box are edges touching, not a picture over artwork. */
const TOLERANCE = 0.02;

/**
 * Whether a picture of the slide lies over the template's artwork: the layout's and master's
 * pictures and shapes, and those drawn on the slide before it (a prototype's artwork is copied
 * behind the slide's content), and the motifs inside the slide's own background pictures
 * (`motifs`, see backgroundArtwork). Backgrounds and panels a picture sits wholly on are meant to be
 * under it (see collides), as is a texture of small marks.
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
    // A scatter of small marks over the page (Yellow Idea's sparkles) is a texture, as it is
    // for text (see texturePieces): a picture may hide some of it.
    const texture = texturePieces(artwork, slideArea);
    return artwork.some(
      (piece) => !texture.includes(piece) && collides(box, piece, slideArea, TOLERANCE),
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
