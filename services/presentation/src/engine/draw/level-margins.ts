import type { Document } from '@xmldom/xmldom';
import type { PlannedSlide } from '@deckforge/proto';
import { attribute, descendants, numberAttribute, path } from '../../ooxml/xml';
import { framesOf, levelMargin, levelSize } from '../fit';
import type { LayoutUse } from '../layout';
import { EMU_PER_POINT, type TemplateInfo } from '../template';
import { levelBullet } from './level-bullets';

/** Kinds whose body placeholder holds points (a figure's beside it). */
const LISTS: PlannedSlide['kind'][] = ['bullets', 'picture'];

/**
 * Each point's left margin written on its paragraph, as fitting measured it (levelMargin): a
 * slide inherits its levels' margins from the master's text styles, and LibreOffice's exports
 * have none (their margins are on the placeholders' sample text only), so sub-points were
 * drawn at their points' margin. A first level the template gives no margin keeps what it
 * inherits; a paragraph with a margin of its own keeps it. Each gets the bullet its level
 * shows (levelBullet).
 */
export function levelMargins(
  slide: Document,
  planned: PlannedSlide,
  use: LayoutUse,
  template: TemplateInfo,
): void {
  if (!LISTS.includes(planned.kind) || !use.body) return;
  const frame = framesOf(use, template).body!;
  for (const shape of descendants(slide, 'p:sp')) {
    const ph = path(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph');
    if (!ph || ['title', 'ctrTitle'].includes(attribute(ph, 'type') ?? '')) continue;
    for (const paragraph of descendants(shape, 'a:p')) {
      let properties = path(paragraph, 'a:pPr');
      const level = numberAttribute(properties, 'lvl') ?? 0;
      if (properties?.hasAttribute('marL')) continue;
      if (level === 0 && frame.levels[0]?.marginLeftPt === undefined) continue;
      if (!properties) {
        properties = slide.createElementNS(paragraph.namespaceURI, 'a:pPr');
        paragraph.insertBefore(properties, paragraph.firstChild);
      }
      const marginPt = levelMargin(frame, level);
      properties.setAttribute('marL', String(Math.round(marginPt * EMU_PER_POINT)));
      levelBullet(properties, frame.levels[Math.min(level, 2)], level, {
        marginPt,
        sizePt: levelSize(frame, level),
      });
    }
  }
}
