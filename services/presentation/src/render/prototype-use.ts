import type { SlideKind } from '@deckforge/proto';
import { belowTitle, type LayoutChoice, type LayoutUse } from './layout-choice';
import type { PrototypeKind } from './slide-prototypes';
import type { Box, PlaceholderInfo, TemplateInfo } from './template-analysis';

const TITLES = ['title', 'ctrTitle'];
const BODIES = ['subTitle', 'body', 'obj'];

/** The slide kinds each kind of prototype stands for. */
const KINDS: Record<PrototypeKind, SlideKind[]> = {
  title: ['title'],
  closing: ['closing'],
  section: ['section'],
  content: [
    'bullets',
    'two-columns',
    'statement',
    'big-number',
    'picture',
    'picture-grid',
    'table',
    'chart',
    'media',
  ],
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
    );
    const body = placed(
      BODIES.map((type) => layout.placeholders.find((p) => p.type === type)).find(Boolean),
      prototype.body,
    );
    const use: LayoutUse = {
      layout,
      ...(title ? { title } : {}),
      ...(body ? { body } : {}),
      contentBox: body?.box ?? belowTitle(title?.box, usable, layout),
      prototype,
    };
    for (const kind of prototype.kinds)
      // Every slide keeps the deck's look, two columns included (they share the body area).
      for (const slideKind of KINDS[kind]) out[slideKind] = use;
  }
  return out;
}

function placed(
  placeholder: PlaceholderInfo | undefined,
  box: Box | undefined,
): PlaceholderInfo | undefined {
  if (!placeholder) return undefined;
  return box ? { ...placeholder, box, placed: true } : placeholder;
}
