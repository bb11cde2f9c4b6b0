import type { Element } from '@xmldom/xmldom';
import { attribute, descendants, path } from '../../src/ooxml/xml';
import { isCutTitle } from './cut-title';
import {
  area,
  obstaclesFor,
  bodyPropertiesOf,
  boxOf,
  decorationsOf,
  isTurned,
  type Box,
  type LayoutInfo,
  type PlaceholderInfo,
  type TemplateInfo,
} from '../../src/engine/template';

/** What is wrong with where a slide's text is drawn (each true at most once per slide). */
export interface PlacementFindings {
  /** Text over a picture or shape of the layout, master or slide that is not its own. */
  overArtwork: boolean;
  /** Text reaching past the slide's edges. */
  offSlide: boolean;
  /** Text drawn vertically or turned where the template's placeholder is not. */
  turned: boolean;
  /** A title that reads as cut (see isCutTitle). */
  cutTitle: boolean;
}

/** EMU text may reach past the edge (rounding). */
const EDGE_TOLERANCE = 12_700;
const TITLES = ['title', 'ctrTitle'];
/** A filled shape of the slide's own under this share of it, holding a text box, is its plate. */
const PLATE_SHARE = 0.5;

/**
 * Checks every text shape of a slide against its layout's artwork (the motifs inside its
 * background pictures among it), the motifs inside the slide's own background pictures
 * (`motifs`, see backgroundArtwork), the slide's edges and its placeholder.
 */
export function placementOf(
  tree: Element,
  layout: LayoutInfo | undefined,
  info: TemplateInfo,
  motifs: Box[] = [],
): PlacementFindings {
  const findings = { overArtwork: false, offSlide: false, turned: false, cutTitle: false };
  const slideArea = info.slideWidth * info.slideHeight;
  const artwork = [...(layout?.decorations ?? []), ...decorationsOf(tree), ...motifs];
  // A plate the slide draws under a text (see clearText) hides the artwork there.
  const plates = decorationsOf(path(tree, 'p:cSld', 'p:spTree') ?? tree).filter(
    (piece) => !piece.picture && area(piece) < PLATE_SHARE * slideArea,
  );
  for (const shape of descendants(tree, 'p:sp')) {
    const text = descendants(shape, 'a:t')
      .map((t) => t.textContent ?? '')
      .join('')
      .trim();
    if (!text) continue;
    const ph = path(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph');
    const inherited = ph && layout ? inheritedPlaceholder(ph, layout) : undefined;
    const own = boxOf(path(shape, 'p:spPr', 'a:xfrm'));
    const box = own ?? inherited?.box;
    const type = attribute(ph, 'type') ?? (ph ? 'obj' : undefined);
    if (type && TITLES.includes(type) && isCutTitle(text.trim())) findings.cutTitle = true;
    const properties = { ...inherited?.text, ...bodyPropertiesOf(shape) };
    if (isTurned(properties) && !(inherited?.text && isTurned(inherited.text)))
      findings.turned = true;
    if (!box) continue;
    if (
      box.x < -EDGE_TOLERANCE ||
      box.y < -EDGE_TOLERANCE ||
      box.x + box.w > info.slideWidth + EDGE_TOLERANCE ||
      box.y + box.h > info.slideHeight + EDGE_TOLERANCE
    )
      findings.offSlide = true;
    if (plates.some((plate) => contains(plate, box))) continue;
    // The shape itself is among the slide's artwork when it is not a placeholder.
    const others = artwork.filter((piece) => !same(piece, box));
    if (obstaclesFor(box, others, slideArea).length > 0) findings.overArtwork = true;
  }
  return findings;
}

const same = (a: Box, b: Box) => a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;
const contains = (outer: Box, inner: Box) =>
  outer.x <= inner.x &&
  outer.y <= inner.y &&
  outer.x + outer.w >= inner.x + inner.w &&
  outer.y + outer.h >= inner.y + inner.h;

/** The layout placeholder a slide placeholder inherits from: same idx, else same type. */
export function inheritedPlaceholder(ph: Element, layout: LayoutInfo): PlaceholderInfo | undefined {
  const idx = attribute(ph, 'idx');
  const type = attribute(ph, 'type') ?? 'obj';
  const byIdx = idx !== undefined && layout.placeholders.find((p) => p.idx === idx);
  if (byIdx) return byIdx;
  const titles = TITLES.includes(type);
  return layout.placeholders.find((p) =>
    titles ? TITLES.includes(p.type) : p.type === type || (type === 'obj' && p.type === 'body'),
  );
}
