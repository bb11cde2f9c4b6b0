import type { Document } from '@xmldom/xmldom';
import { attribute, descendants, numberAttribute, path } from '../../ooxml/xml';
import type { LayoutUse } from '../layout';
import { applyRunStyle, type LevelStyle } from '../template';

/**
 * The colour of the owner's sample text written on the slide's own text where its list styles
 * give it none: LibreOffice's exports colour their placeholders' sample runs only ("Click to
 * edit …" in white), so a slide inherited black — Metropolis's white points came out black on
 * its blue, or white only where the contrast check found black unreadable, slide by slide. A
 * run with a colour of its own keeps it; the contrast check judges the result (ensureContrast).
 */
export function sampleColours(slide: Document, use: LayoutUse): void {
  if (use.prototype) return;
  for (const shape of descendants(slide, 'p:sp')) {
    const ph = path(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph');
    if (!ph) continue;
    const title = ['title', 'ctrTitle'].includes(attribute(ph, 'type') ?? '');
    const levels = (title ? use.title : use.body)?.levels ?? [];
    for (const paragraph of descendants(shape, 'a:p')) {
      const level = numberAttribute(path(paragraph, 'a:pPr'), 'lvl') ?? 0;
      const fill = sampleFill(levels[Math.min(level, 2)]);
      if (fill) applyRunStyle(paragraph, { fill });
    }
  }
}

const sampleFill = (style: LevelStyle | undefined) =>
  style?.styledFill ? undefined : style?.sampleFill;
