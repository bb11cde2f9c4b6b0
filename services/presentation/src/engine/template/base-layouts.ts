import type JSZip from 'jszip';
import { readRelationships, slidePartsInOrder } from '../../ooxml/opc-package';
import { coveredShare } from './free-area';
import type { LayoutInfo, TemplateInfo } from './template-analysis';

/**
 * The layouts derived layouts may copy (see frameTemplate): the one the template's own slides
 * use most, its owner's page (`owned`), then the others; else one per master, each master's
 * page with a design of its own (artwork, its own look) rather than a featureless default,
 * the plainest (a page of text is best copied from it).
 */
export async function baseLayouts(
  zip: JSZip,
  template: TemplateInfo,
): Promise<{ layouts: LayoutInfo[]; owned: boolean }> {
  const uses = new Map<string, number>();
  for (const part of await slidePartsInOrder(zip)) {
    const layout = (await readRelationships(zip, part)).find((rel) => rel.type === 'slideLayout');
    if (layout) uses.set(layout.target, (uses.get(layout.target) ?? 0) + 1);
  }
  const slide = { x: 0, y: 0, w: template.slideWidth, h: template.slideHeight };
  const slideArea = slide.w * slide.h;
  const covered = (layout: LayoutInfo) => coveredShare(slide, layout.decorations ?? [], slideArea);
  const designed = (layout: LayoutInfo) =>
    (layout.decorations?.length ?? 0) > 0 || !!layout.look?.distinct ? 1 : 0;
  const ranked = template.layouts
    .filter((layout) => !layout.hidden)
    .sort(
      (a, b) =>
        (uses.get(b.part) ?? 0) - (uses.get(a.part) ?? 0) ||
        designed(b) - designed(a) ||
        covered(a) - covered(b) ||
        a.number - b.number,
    );
  if (ranked.length && uses.has(ranked[0].part)) return { layouts: ranked, owned: true };
  const masters = new Map<string, LayoutInfo>();
  for (const layout of ranked) {
    const master = (await readRelationships(zip, layout.part)).find(
      (rel) => rel.type === 'slideMaster',
    )?.target;
    if (master && !masters.has(master)) masters.set(master, layout);
  }
  return { layouts: [...masters.values()], owned: false };
}
