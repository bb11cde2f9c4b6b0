import type { Element } from '@xmldom/xmldom';
import { attribute, children, descendants, numberAttribute, path } from '../../src/ooxml/xml';
import { bodyPropertiesOf, type LayoutInfo, textStyle } from '../../src/engine/template';
import { FONT_FLOORS } from '../../src/engine/fit';
import { inheritedPlaceholder } from './text-placement';

/** Which of a slide's texts are drawn below the readable floors (FONT_FLOORS). */
export interface SizeFindings {
  smallTitle: boolean;
  smallBody: boolean;
}

const TITLES = ['title', 'ctrTitle'];
/**
 * The placeholders that carry the deck's titles and lists. Dates, footers and slide numbers are
 * the template's own small print; captions and table cells are sized by their drawing.
 */
const BODIES = ['body', 'obj', 'subTitle'];
/** Office's sizes when nothing on the way says. */
const DEFAULT_TITLE_PT = 44;
const DEFAULT_BODY_PT = 18;
/** Rounding of half points, not small text. */
const TOLERANCE_PT = 0.05;

/**
 * Finds title and body runs drawn below the floors, at the size a viewer draws them: the run's
 * own size, else the shape's list style, the layout's and master's level
 * (sub-levels included), times the autofit font scale PowerPoint and LibreOffice apply as stored.
 */
export function sizeFindings(tree: Element, layout: LayoutInfo | undefined): SizeFindings {
  const findings = { smallTitle: false, smallBody: false };
  for (const shape of descendants(tree, 'p:sp')) {
    const ph = path(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph');
    const body = path(shape, 'p:txBody');
    if (!ph || !body) continue;
    const type = attribute(ph, 'type') ?? 'obj';
    const isTitle = TITLES.includes(type);
    if (!isTitle && !BODIES.includes(type)) continue;
    const inherited = layout ? inheritedPlaceholder(ph, layout) : undefined;
    const own = bodyPropertiesOf(shape);
    const scale = (own.autofit ? own.fontScale : inherited?.text?.fontScale) ?? 1;
    const listLevels = textStyle(path(body, 'a:lstStyle')).levels;
    const floor = isTitle ? FONT_FLOORS.titlePt : FONT_FLOORS.bodyPt;
    for (const paragraph of children(body, 'a:p')) {
      const properties = path(paragraph, 'a:pPr');
      const level = Math.min(numberAttribute(properties, 'lvl') ?? 0, 2);
      const levelPt =
        listLevels[level]?.sizePt ??
        inherited?.levels?.[level]?.sizePt ??
        inherited?.levels?.[0]?.sizePt ??
        (isTitle ? DEFAULT_TITLE_PT : DEFAULT_BODY_PT);
      const small = children(paragraph, 'a:r').some(
        (run) =>
          (path(run, 'a:t')?.textContent ?? '').trim() &&
          (sizePt(path(run, 'a:rPr')) ?? levelPt) * scale < floor - TOLERANCE_PT,
      );
      if (small && isTitle) findings.smallTitle = true;
      if (small && !isTitle) findings.smallBody = true;
    }
  }
  return findings;
}

function sizePt(properties: Element | undefined): number | undefined {
  const size = numberAttribute(properties, 'sz');
  return size ? size / 100 : undefined;
}
