import { SLIDE_KINDS, type SlideKind } from '@deckforge/proto';
import { belowTitle } from './below-title';
import type { LayoutChoice, LayoutUse } from './layout-choice';
import {
  type RunStyle,
  BODIES,
  type PrototypeKind,
  TITLES,
  type Box,
  type PlaceholderInfo,
  type TemplateInfo,
} from '../template';
/** Kinds a prototype of each role stands for: every kind but title, closing and section is content. */
const FRAMING_KINDS: SlideKind[] = ['title', 'closing', 'section'];
const KINDS: Record<PrototypeKind, SlideKind[]> = {
  title: ['title'],
  closing: ['closing'],
  section: ['section'],
  content: SLIDE_KINDS.filter((kind) => !FRAMING_KINDS.includes(kind)),
};

/**
 * Uses for the kinds of slide the template's prototype slides stand for: the prototype's layout,
 * with the title and body where the prototype has them (written on the slide), and content
 * (pictures, tables, charts) in the prototype's body area.
 */
export function prototypeUses(usable: TemplateInfo, analysed: TemplateInfo): Partial<LayoutChoice> {
  const out: Partial<LayoutChoice> = {};
  for (const prototype of analysed.prototypes ?? []) {
    const layout =
      usable.layouts.find((candidate) => candidate.part === prototype.layoutPart) ??
      analysed.layouts.find((candidate) => candidate.part === prototype.layoutPart);
    if (!layout) continue;
    const title = placed(
      layout.placeholders.find((p) => TITLES.includes(p.type)),
      prototype.title,
      prototype.titleSizePt,
      prototype.titleStyle,
    );
    const body = placed(
      BODIES.map((type) => layout.placeholders.find((p) => p.type === type)).find(Boolean),
      prototype.body,
      prototype.bodySizePt,
      prototype.bodyStyle,
    );
    const use: LayoutUse = {
      layout,
      ...(title ? { title } : {}),
      ...(body ? { body } : {}),
      // Below the title, clear of the layout's artwork and the prototype's background motifs.
      contentBox:
        body?.box ??
        belowTitle(title?.box, usable, {
          ...layout,
          decorations: [...(layout.decorations ?? []), ...(prototype.motifs ?? [])],
        }),
      prototype,
    };
    for (const kind of prototype.kinds)
      // Every slide keeps the deck's look, two columns included (they share the body area).
      for (const slideKind of KINDS[kind]) out[slideKind] = use;
  }
  return out;
}

/**
 * The layout's placeholder where the prototype has it, at the size, weight and typeface its
 * text is set in (measured so; applyPrototypes sets the runs so).
 */
function placed(
  placeholder: PlaceholderInfo | undefined,
  box: Box | undefined,
  sizePt: number | undefined,
  style: RunStyle | undefined,
): PlaceholderInfo | undefined {
  if (!placeholder) return undefined;
  const levels = sizePt ? scaledLevels(placeholder.levels ?? [], sizePt) : placeholder.levels;
  return {
    ...placeholder,
    ...(box ? { box, placed: true } : {}),
    ...(levels ? { levels } : {}),
    ...(sizePt ? { fontSizePt: sizePt } : {}),
    ...(style?.bold !== undefined ? { bold: style.bold } : {}),
    ...(style?.typeface ? { typeface: style.typeface } : {}),
  };
}

/** Levels rescaled so that the first is set at `sizePt` (deeper ones in proportion). */
function scaledLevels(levels: PlaceholderInfo['levels'] & object, sizePt: number) {
  const first = levels[0]?.sizePt ?? sizePt;
  return [0, 1, 2].map((level) => {
    const style = levels[level] ?? {};
    const size = style.sizePt ? Math.round((style.sizePt * sizePt * 2) / first) / 2 : undefined;
    return {
      ...style,
      sizePt: level === 0 ? sizePt : Math.min(size ?? sizePt, sizePt),
      ...(style.lineSpacingPt ? { lineSpacingPt: (style.lineSpacingPt * sizePt) / first } : {}),
    };
  });
}
