import type { Element } from '@xmldom/xmldom';
import { attribute, children, path } from '../../src/ooxml/xml';
import { levelMargin, levelSize } from '../../src/engine/fit';
import { type SlideLook, textStyle } from '../../src/engine/template';
import type { TextShape } from './text-shapes';

/** Half a point: rounding, not a larger size. */
const TOLERANCE_PT = 0.5;

/**
 * Whether a slide draws a sub-point amiss: larger than the point it belongs to (a 28 pt
 * sub-bullet under 20 pt bullets: the master's level size under the layout's first level), or
 * not indented from it (LibreOffice's exports: margins on sample text no slide inherits).
 * Sizes and margins as the viewer draws them: the paragraph's own, else its level's.
 */
export function subPointsLarger(texts: TextShape[]): boolean {
  return texts.some((text) => {
    const above: Array<{ size: number; margin: number } | undefined> = [];
    for (const paragraph of text.paragraphs) {
      const size = paragraph.sizePt ?? levelSize(text.frame, paragraph.level);
      const margin = paragraph.marginLeftPt ?? drawnMargin(text, paragraph.level);
      above.length = paragraph.level;
      const amiss = (parent: { size: number; margin: number } | undefined) =>
        !!parent && (size > parent.size + TOLERANCE_PT || margin < parent.margin + TOLERANCE_PT);
      if (above.some(amiss)) return true;
      above[paragraph.level] = { size, margin };
    }
    return false;
  });
}

/** A level's margin as inherited (see inheritedMargins), else as fitting measures it. */
function drawnMargin(text: TextShape, level: number): number {
  if (!text.margins) return levelMargin(text.frame, level);
  return text.margins[Math.min(level, 2)] ?? 0;
}

const TITLES = ['title', 'ctrTitle'];
const role = (type: string) =>
  TITLES.includes(type) ? 'title' : ['dt', 'ftr', 'sldNum', 'hdr'].includes(type) ? type : 'body';

/**
 * The left margins (points) of levels 1–3 a shape's paragraphs inherit (ECMA-376 21.1.2.3):
 * its own list style, its layout's and master's placeholder's, the master's text styles —
 * never a placeholder's sample text, which slides do not inherit.
 */
export function inheritedMargins(shape: Element, look: SlideLook): Array<number | undefined> {
  const ph = path(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph');
  const type = attribute(ph, 'type') ?? 'obj';
  const idx = attribute(ph, 'idx');
  const placeholderIn = (tree: Element | undefined, byIdx: boolean) =>
    children(tree ?? shape, 'p:sp').find((candidate) => {
      const other = path(candidate, 'p:nvSpPr', 'p:nvPr', 'p:ph');
      if (!tree || !other) return false;
      if (byIdx && idx !== undefined && attribute(other, 'idx') === idx) return true;
      return role(attribute(other, 'type') ?? 'obj') === role(type);
    });
  const listOf = (owner: Element | undefined) => owner && path(owner, 'p:txBody', 'a:lstStyle');
  const textStyles = look.textStyles;
  const styleName = !ph ? 'p:otherStyle' : TITLES.includes(type) ? 'p:titleStyle' : 'p:bodyStyle';
  const sources = [
    listOf(shape),
    ...(ph
      ? [
          listOf(placeholderIn(look.layoutTree, true)),
          listOf(placeholderIn(look.masterTree, false)),
        ]
      : []),
    textStyles && path(textStyles, styleName),
  ].map((style) => textStyle(style).levels);
  return [0, 1, 2].map((level) =>
    sources.map((levels) => levels[level]?.marginLeftPt).find((margin) => margin !== undefined),
  );
}
