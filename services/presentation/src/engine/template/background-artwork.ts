import type JSZip from 'jszip';
import type { Element } from '@xmldom/xmldom';
import { readRelationships } from '../../ooxml/opc-package';
import { attribute, children, path } from '../../ooxml/xml';
import { area, type Artwork, intersection } from './free-area';
import { boxOf } from './shape-geometry';
import { type PartCache, slideLook } from './slide-look';
import type { Box, LayoutInfo } from './template-analysis';
import { artworkOver, pictureArtwork } from './picture-artwork';
/** A picture over this share of the slide is a background: its motifs are artwork to avoid. */
const BACKGROUND_SHARE = 0.6;

interface Layer {
  box: Box;
  /** The picture's file; none: an opaque fill that hides the layers under it. */
  bytes?: Buffer;
}

/**
 * The motifs inside the pictures that fill a layout or slide behind its text (see
 * pictureArtwork), as boxes on the slide (EMU). A layout's are its background's and those of
 * the pictures over most of the slide that it and its master draw; a slide's are those of its
 * own background and pictures (its layout's are the layout's). A picture hidden under an
 * opaque fill over the slide does not count.
 */
export async function backgroundArtwork(
  zip: JSZip,
  part: string,
  slide: Box,
  cache: PartCache = new Map(),
): Promise<Artwork[]> {
  const look = await slideLook(zip, part, cache);
  const root = (await cache.get(part))?.documentElement;
  if (!look || !root) return [];
  const covers = (box: Box) => area(intersection(box, slide)) >= BACKGROUND_SHARE * area(slide);
  const layer = (fill: (typeof look.fills)[number]): Layer => ({
    box: fill.box,
    ...(fill.picture ? { bytes: fill.picture.bytes } : {}),
  });
  const isSlide = root.nodeName === 'p:sld';
  const layers: Layer[] = isSlide
    ? [
        ...(path(root, 'p:cSld', 'p:bg') ? [layer(look.background)] : []),
        ...(await ownPictures(zip, part, root, covers)),
      ]
    : [look.background, ...look.fills].map(layer);
  const covering = layers.filter((candidate) => covers(candidate.box));
  const hidden = covering.map((candidate) => !candidate.bytes).lastIndexOf(true);
  return covering
    .slice(hidden + 1)
    .flatMap(({ box, bytes }) => artworkOver(box, pictureArtwork(bytes!)));
}

/** The pictures a slide draws itself (not its placeholders') where `covers`, with their files. */
async function ownPictures(
  zip: JSZip,
  part: string,
  root: Element,
  covers: (box: Box) => boolean,
): Promise<Layer[]> {
  const tree = path(root, 'p:cSld', 'p:spTree');
  const pictures = tree ? children(tree, 'p:pic') : [];
  if (pictures.length === 0) return [];
  const rels = await readRelationships(zip, part);
  const out: Layer[] = [];
  for (const picture of pictures) {
    if (path(picture, 'p:nvPicPr', 'p:nvPr', 'p:ph')) continue;
    const box = boxOf(path(picture, 'p:spPr', 'a:xfrm'));
    if (!box || !covers(box)) continue;
    const id = attribute(path(picture, 'p:blipFill', 'a:blip'), 'r:embed');
    const target = id && rels.find((rel) => rel.id === id && !rel.external)?.target;
    const file = target && zip.file(target);
    if (file) out.push({ box, bytes: await file.async('nodebuffer') });
  }
  return out;
}

/**
 * Adds the motifs of every layout's background pictures to its decorations (see
 * backgroundArtwork), so that text, figures and tables are placed around them like around
 * the layout's shapes. Changes `layouts` in place.
 */
export async function addBackgroundArtwork(
  zip: JSZip,
  layouts: LayoutInfo[],
  size: { slideWidth: number; slideHeight: number },
  cache: PartCache = new Map(),
): Promise<void> {
  const slide = { x: 0, y: 0, w: size.slideWidth, h: size.slideHeight };
  for (const layout of layouts) {
    const artwork = await backgroundArtwork(zip, layout.part, slide, cache);
    if (artwork.length) layout.decorations = [...(layout.decorations ?? []), ...artwork];
  }
}
