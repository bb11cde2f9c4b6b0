import type JSZip from 'jszip';
import type { Element } from '@xmldom/xmldom';
import { readRelationships, readXmlPart } from '../../ooxml/opc-package';
import { attribute, descendants, path } from '../../ooxml/xml';
import { intersection } from './free-area';
import { adoptSampleTitles, type SampleTitle } from './sample-titles';
import { boxOf } from './shape-geometry';
import type { Box, LayoutInfo, PlaceholderInfo } from './template-analysis';

const TEXT_BODIES = new Set(['body', 'obj']);
const TITLES = new Set(['title', 'ctrTitle']);
/** A sample slide's body this much larger (area) than the layout's was resized on purpose. */
const RESIZED_AREA = 1.5;
/** Share of a layout's sample slides that must agree before their geometry is adopted. */
const AGREEING_SHARE = 2 / 3;

const area = (box: Box) => box.w * box.h;

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
 * own content layout. And the title place its slides use on a master (see adoptSampleTitles).
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
    for (const ph of descendants(tree, 'p:ph')) {
      const own = layoutPlaceholder(ph, layout, taken);
      if (!own?.box) continue;
      taken.add(own);
      // p:ph sits in p:nvPr, in p:nvSpPr, in the shape.
      const shape = ph.parentNode?.parentNode?.parentNode as Element | null;
      const box = shape ? boxOf(path(shape, 'p:spPr', 'a:xfrm')) : undefined;
      if (TITLES.has(own.type)) {
        titles.push({ layout, title: own, ...(box ? { box } : {}) });
        continue;
      }
      samples.set(own, (samples.get(own) ?? 0) + 1);
      if (box && area(box) >= RESIZED_AREA * area(own.box))
        resized.set(own, [...(resized.get(own) ?? []), box]);
    }
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

/** `box` with its top moved below the layout's title where the two overlap. */
function belowTitle(box: Box, layout: LayoutInfo): Box {
  const title = layout.placeholders.find((placeholder) => TITLES.has(placeholder.type))?.box;
  if (!title || title.y >= box.y + box.h / 2) return box;
  const top = Math.max(box.y, title.y + title.h);
  return { ...box, y: top, h: box.y + box.h - top };
}
