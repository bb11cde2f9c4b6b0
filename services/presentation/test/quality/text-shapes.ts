import type { Element } from '@xmldom/xmldom';
import { attribute, children, descendants, numberAttribute, path } from '../../src/ooxml/xml';
import { inheritedMargins } from './level-sizes';
import { inheritedPlaceholder } from './text-placement';
import type { SlideList } from './type-scale';
import {
  boxOf,
  EMU_PER_POINT,
  type LayoutInfo,
  type SlideLook,
  type TemplateInfo,
} from '../../src/engine/template';
import {
  placeholderText,
  levelSize,
  type Paragraph,
  type TextFrame,
  textHeight,
  type TextMeasurer,
} from '../../src/engine/fit';

// A deck's text as the quality checker reads it back (deck-quality.ts): each text shape with the
// box, sizes and font it is drawn with, and the slide's list among them.

export const TITLE_TYPES = new Set(['title', 'ctrTitle']);
/** Placeholders that hold a deck's lists. */
const LIST_TYPES = new Set(['body', 'obj']);
/** Half a point: rounding, not overflow. */
const TOLERANCE_PT = 0.5;

export interface TextShape {
  frame: TextFrame;
  paragraphs: Paragraph[];
  isTitle: boolean;
  /** A body placeholder, or a text box of bulleted paragraphs (not a big number, a caption). */
  isList: boolean;
  /** Its paragraphs are points a presenter makes (a list, a bullet beside a figure). */
  makesPoints: boolean;
  /** Left margins per level the slide inherits (level-sizes.ts), when its look is known. */
  margins?: Array<number | undefined>;
}

/** The slide's text shapes with the box, sizes and font they are drawn with. */
export function textShapes(
  tree: Element,
  layout: LayoutInfo | undefined,
  info: TemplateInfo,
  look?: SlideLook,
): TextShape[] {
  const shapes: TextShape[] = [];
  for (const shape of descendants(tree, 'p:sp')) {
    const body = path(shape, 'p:txBody');
    if (!body) continue;
    const paragraphs = children(body, 'a:p')
      .map((paragraph) => ({
        text: descendants(paragraph, 'a:t')
          .map((t) => t.textContent ?? '')
          .join(''),
        level: numberAttribute(path(paragraph, 'a:pPr'), 'lvl') ?? 0,
        ...sizeOf(paragraph),
        ...marginOf(paragraph),
      }))
      .filter((paragraph) => paragraph.text.trim());
    if (paragraphs.length === 0) continue;
    const ph = path(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph');
    const inherited = ph && layout ? inheritedPlaceholder(ph, layout) : undefined;
    const isTitle = TITLE_TYPES.has(attribute(ph, 'type') ?? '');
    const box = boxOf(path(shape, 'p:spPr', 'a:xfrm')) ?? inherited?.box;
    if (!box) continue;
    // A list: two paragraphs or more, not all without bullets (a big number and its label), in a
    // body placeholder or a text box (bulleted, or the body of a layout without placeholders).
    const unbulleted = children(body, 'a:p').filter(
      (paragraph) => (paragraph.textContent ?? '').trim() && path(paragraph, 'a:pPr', 'a:buNone'),
    ).length;
    // A text box without bullets is a list when its paragraphs share a size (a big number
    // above its label is not).
    const sizes = paragraphs.map((paragraph) => paragraph.sizePt ?? 0);
    const bulleted = descendants(body, 'a:buChar').length + descendants(body, 'a:buAutoNum').length;
    const listType = ph
      ? LIST_TYPES.has(attribute(ph, 'type') ?? 'obj')
      : bulleted > 0 || Math.max(...sizes) <= Math.min(...sizes) * 1.2;
    const points = !isTitle && listType && unbulleted < paragraphs.length;
    shapes.push({
      isTitle,
      isList: points && paragraphs.length >= 2,
      // One bullet beside a figure is a point too; one line in a text box is a title or a label.
      makesPoints: points && (!!ph || bulleted > 0 || paragraphs.length >= 2),
      paragraphs,
      ...(look ? { margins: inheritedMargins(shape, look) } : {}),
      frame: {
        box,
        levels: ph ? (inherited?.levels ?? []) : [],
        font: {
          family: inherited?.typeface ?? (isTitle ? info.fonts.major : info.fonts.minor),
          bold: inherited?.bold ?? false,
        },
        defaultSizePt: isTitle ? 44 : 18,
        ...(ph && inherited ? placeholderText(inherited) : {}),
        // Columns the slide sets (an agenda in two) over the layout's.
        ...ownColumns(shape),
      },
    });
  }
  return shapes;
}

export function overflows(shape: TextShape, measurer: TextMeasurer): boolean {
  return (
    textHeight(shape.paragraphs, shape.frame, 1, measurer) >
    shape.frame.box.h / EMU_PER_POINT + TOLERANCE_PT
  );
}

/** The paragraph's own left margin (points), when it sets one. */
function marginOf(paragraph: Element): { marginLeftPt?: number } {
  const margin = numberAttribute(path(paragraph, 'a:pPr'), 'marL');
  return margin === undefined ? {} : { marginLeftPt: margin / EMU_PER_POINT };
}

/** The largest explicit run size of a paragraph (points), when runs set one. */
function sizeOf(paragraph: Element): { sizePt?: number } {
  const sizes = descendants(paragraph, 'a:rPr')
    .map((run) => numberAttribute(run, 'sz'))
    .filter((size): size is number => !!size);
  return sizes.length ? { sizePt: Math.max(...sizes) / 100 } : {};
}

function ownColumns(shape: Element): { columns?: number } {
  const columns = numberAttribute(path(shape, 'p:txBody', 'a:bodyPr'), 'numCol');
  return columns && columns > 1 ? { columns } : {};
}

/**
 * The slide's list: its text shape with the most paragraphs, when it has two or more (a
 * subtitle or a caption is not a list), at the size its first level is drawn.
 */
export function listOf(texts: TextShape[], slide: number): SlideList | undefined {
  const body = texts
    .filter((text) => text.isList)
    .sort((a, b) => b.paragraphs.length - a.paragraphs.length)[0];
  if (!body) return undefined;
  const first = body.paragraphs.find((paragraph) => paragraph.level === 0) ?? body.paragraphs[0];
  return {
    slide,
    title:
      texts
        .find((text) => text.isTitle)
        ?.paragraphs.map((p) => p.text)
        .join(' ') ?? '',
    paragraphs: body.paragraphs,
    frame: body.frame,
    sizePt: first.sizePt ?? levelSize(body.frame, first.level),
  };
}
