import type JSZip from 'jszip';
import type { Element } from '@xmldom/xmldom';
import { readRelationships, readXmlPart } from '../../ooxml/opc-package';
import { attribute, descendants, path } from '../../ooxml/xml';
import { area, intersection, union } from './free-area';
import { adoptSampleBodies } from './sample-bodies';
import { AGREEING_SHARE, belowTitle, type SamplePlace } from './sample-places';
import { adoptSampleTitles, type SampleTitle } from './sample-titles';
import { boxOf } from './shape-geometry';
import type { Box, LayoutInfo, PlaceholderInfo } from './template-analysis';

const TEXT_BODIES = new Set(['body', 'obj']);
/** A sample slide's body this much larger (area) than the layout's was resized on purpose. */
const RESIZED_AREA = 1.5;
const TITLES = new Set(['title', 'ctrTitle']);
/**
 * What a deck used as a template tells by its own slides (docs/decisions.md, "Templates from the
 * wild"). The layout its first slide uses, when no slide in between uses it, is its cover
 * (`opensDeck`). And the body geometry it
 * really uses: many keep their layouts as they came — a content layout whose body is a one-line box
 * under the title — and resize the body on every slide. Lists drawn in the layout's box would be
 * cut into slides of one bullet in small type. When most of the template's own slides on a
 * layout put a body placeholder in a clearly larger box, generated slides on that layout use
 * that box (the median one, kept on the slide and below the layout's title); `placed` writes it
 * on each slide. Also counts the slides that use each layout's body (`sampleBodies`): the author's
 * own content layout. And the title place and body area its slides use on a master, for the
 * master's other layouts (see adoptSampleTitles, adoptSampleBodies).
 * Changes `layouts` in place.
 */
export async function learnFromSampleSlides(
  zip: JSZip,
  slideParts: string[],
  layouts: LayoutInfo[],
  slide: { slideWidth: number; slideHeight: number },
): Promise<void> {
  const resized = new Map<PlaceholderInfo, Box[]>();
  const samples = new Map<PlaceholderInfo, number>();
  const titles: SampleTitle[] = [];
  const bodies: SamplePlace[] = [];
  const layoutOf: Array<LayoutInfo | undefined> = [];
  for (const part of slideParts) {
    const layoutPart = (await readRelationships(zip, part)).find(
      (rel) => rel.type === 'slideLayout',
    )?.target;
    const layout = layouts.find((candidate) => candidate.part === layoutPart);
    layoutOf.push(layout);
    const document = layout && (await readXmlPart(zip, part));
    const tree = document && path(document, 'p:sld', 'p:cSld');
    if (!layout || !tree) continue;
    const taken = new Set<PlaceholderInfo>();
    const filled: Array<{ from: Box; to: Box }> = [];
    for (const ph of descendants(tree, 'p:ph')) {
      const own = layoutPlaceholder(ph, layout, taken);
      if (!own?.box) continue;
      taken.add(own);
      // p:ph sits in p:nvPr, in p:nvSpPr, in the shape.
      const shape = ph.parentNode?.parentNode?.parentNode as Element | null;
      const box = shape ? boxOf(path(shape, 'p:spPr', 'a:xfrm')) : undefined;
      if (TITLES.has(own.type)) {
        titles.push({ layout, type: own.type, from: { ...own.box }, ...(box ? { to: box } : {}) });
        continue;
      }
      filled.push({ from: { ...own.box }, to: box ?? own.box });
      samples.set(own, (samples.get(own) ?? 0) + 1);
      if (box && area(box) >= RESIZED_AREA * area(own.box))
        resized.set(own, [...(resized.get(own) ?? []), box]);
    }
    // The slide's bodies together, for the master's other layouts.
    if (filled.length)
      bodies.push({
        layout,
        from: filled.map((body) => body.from).reduce(union),
        to: filled.map((body) => body.to).reduce(union),
      });
  }
  // A cover's layout opens a deck of several slides and serves no slide in between (the last
  // may close on it); a lone sample slide says nothing.
  const cover = layoutOf[0];
  if (cover && layoutOf.length >= 3 && !layoutOf.slice(1, -1).includes(cover)) {
    cover.opensDeck = true;
    // So is its master, when the slides in between are all on other masters.
    const between = layoutOf.slice(1, -1).map((layout) => layout?.master);
    if (cover.master && !between.includes(cover.master))
      for (const layout of layouts) if (layout.master === cover.master) layout.onCoverMaster = true;
  }
  const onSlide = { x: 0, y: 0, w: slide.slideWidth, h: slide.slideHeight };
  // Titles first: a body learnt below moves below the title's new place.
  adoptSampleTitles(titles, layouts, onSlide);
  for (const layout of layouts)
    for (const placeholder of layout.placeholders) {
      const count = samples.get(placeholder) ?? 0;
      if (count > 0) layout.sampleBodies = Math.max(layout.sampleBodies ?? 0, count);
      const boxes = resized.get(placeholder) ?? [];
      if (boxes.length === 0 || boxes.length < AGREEING_SHARE * count) continue;
      const median = [...boxes].sort((a, b) => area(a) - area(b))[(boxes.length - 1) >> 1];
      const box = belowTitle(intersection(median, onSlide), layout);
      if (box.h <= 0 || area(box) <= area(placeholder.box!)) continue;
      placeholder.box = box;
      placeholder.placed = true;
    }
  // Then the master's other layouts: those placed from their own slides just above keep theirs.
  adoptSampleBodies(bodies, layouts, onSlide);
}

/**
 * The layout's placeholder a slide's `ph` inherits from, not yet `taken` by another on the slide:
 * its title by type, a body by idx (both default as ECMA-376 says: no idx is 0, and
 * LibreOffice writes none on titles and bodies alike).
 */
function layoutPlaceholder(
  ph: Element,
  layout: LayoutInfo,
  taken: Set<PlaceholderInfo>,
): PlaceholderInfo | undefined {
  const type = attribute(ph, 'type') ?? 'obj';
  const idx = attribute(ph, 'idx') ?? '0';
  return layout.placeholders.find(
    (placeholder) =>
      !taken.has(placeholder) &&
      (TITLES.has(type)
        ? TITLES.has(placeholder.type)
        : TEXT_BODIES.has(placeholder.type) && (placeholder.idx ?? '0') === idx),
  );
}
