import { levelSize } from '../../src/engine/fit';
import type { TextShape } from './text-shapes';

/** Half a point: rounding, not a larger size. */
const TOLERANCE_PT = 0.5;

/**
 * Whether a slide draws a sub-point larger than the point it belongs to (a 28 pt sub-bullet
 * under 20 pt bullets: the master's level size under the layout's first level). Sizes as the
 * viewer draws them: the run's own, else the placeholder's level.
 */
export function subPointsLarger(texts: TextShape[]): boolean {
  return texts.some((text) => {
    const above: number[] = [];
    for (const paragraph of text.paragraphs) {
      const size = paragraph.sizePt ?? levelSize(text.frame, paragraph.level);
      above.length = paragraph.level;
      if (above.some((parent) => parent !== undefined && size > parent + TOLERANCE_PT)) return true;
      above[paragraph.level] = size;
    }
    return false;
  });
}
