import { isTurned } from './shape-geometry';
import type { Box, LayoutInfo, PlaceholderInfo, TemplateInfo } from './template-analysis';

const TITLES = ['title', 'ctrTitle'];
const BODIES = ['body', 'obj', 'subTitle'];

/** Smallest share of the slide a text area may have (width, height) to take text. */
const MIN_SHARE = {
  title: { w: 0.25, h: 0.05 },
  body: { w: 0.2, h: 0.08 },
  pic: { w: 0.15, h: 0.15 },
} as const;

/**
 * The template as layout choice should see it: hidden layouts left out; placeholders that cannot
 * take text as the renderer sets it (no size, a few millimetres wide, vertical or turned text)
 * left out; every other placeholder reduced to the area the layout's artwork leaves free (then
 * marked `placed`: its box is written on the slide). Layouts without a usable title are kept
 * only when no layout has one.
 */
export function usableTemplate(template: TemplateInfo): TemplateInfo {
  const layouts = template.layouts
    .filter((layout) => !layout.hidden)
    .map((layout) => usableLayout(layout, template))
    .filter((layout) => layout.placeholders.length > 0);
  const titled = layouts.filter((layout) =>
    layout.placeholders.some((p) => TITLES.includes(p.type)),
  );
  const chosen = titled.length ? titled : layouts.length ? layouts : template.layouts;
  return { ...template, layouts: chosen };
}

function usableLayout(layout: LayoutInfo, template: TemplateInfo): LayoutInfo {
  // A title that is vertical or turned makes the whole layout unsuitable (Vertical Title and Text).
  const turnedTitle = layout.placeholders.some(
    (p) => TITLES.includes(p.type) && p.text && isTurned(p.text),
  );
  if (turnedTitle) return { ...layout, placeholders: [] };
  return {
    ...layout,
    placeholders: layout.placeholders
      .filter((placeholder) => usable(placeholder, template))
      .map((placeholder) =>
        placeholder.freeBox
          ? { ...placeholder, box: placeholder.freeBox, placed: true }
          : placeholder,
      ),
  };
}

/** Whether a placeholder can take text as the renderer sets it (size, share of the slide, not turned). */
export function usable(
  placeholder: PlaceholderInfo,
  template: Pick<TemplateInfo, 'slideWidth' | 'slideHeight'>,
): boolean {
  const role = TITLES.includes(placeholder.type)
    ? 'title'
    : BODIES.includes(placeholder.type)
      ? 'body'
      : placeholder.type === 'pic'
        ? 'pic'
        : undefined;
  // Dates, footers, slide numbers and other kinds are not filled: they stay as they are.
  if (!role) return true;
  const box: Box | undefined = placeholder.freeBox ?? placeholder.box;
  if (!box) return false;
  if (role !== 'pic' && placeholder.text && isTurned(placeholder.text)) return false;
  const min = MIN_SHARE[role];
  return box.w >= min.w * template.slideWidth && box.h >= min.h * template.slideHeight;
}

/**
 * Whether any visible layout has a title or body placeholder that can take text (for telling a
 * template's owner at upload that nothing in it can hold a deck's text).
 */
export function hasUsableTextArea(template: TemplateInfo): boolean {
  return template.layouts
    .filter((layout) => !layout.hidden)
    .map((layout) => usableLayout(layout, template))
    .some((layout) =>
      layout.placeholders.some((p) => TITLES.includes(p.type) || BODIES.includes(p.type)),
    );
}
