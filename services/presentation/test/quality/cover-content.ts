import type { Element } from '@xmldom/xmldom';
import { attribute, descendants, path } from '../../src/ooxml/xml';
import type { LayoutInfo, TemplateInfo } from '../../src/engine/template';
import { TITLE_TYPES } from './text-shapes';

/**
 * Whether a slide shows content (a list of two or more paragraphs, a picture, table or chart)
 * on a cover: the layout the deck opens with when it is a cover, or one whose look sets it apart
 * (see LayoutLook), when the template offers a layout of its ordinary look with a title and a body.
 */
export function onCover(
  tree: Element,
  layout: LayoutInfo | undefined,
  opening: LayoutInfo | undefined,
  info: TemplateInfo,
): boolean {
  if (!layout) return false;
  const bodies = descendants(tree, 'p:sp').filter(
    (shape) => !TITLE_TYPES.has(attribute(path(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph'), 'type') ?? ''),
  );
  const paragraphs = bodies.flatMap((shape) =>
    descendants(shape, 'a:p').filter((p) => (p.textContent ?? '').trim()),
  );
  const visuals = descendants(tree, 'p:pic').length + descendants(tree, 'p:graphicFrame').length;
  if (paragraphs.length < 2 && visuals === 0) return false;
  const has = (candidate: LayoutInfo, ...types: string[]) =>
    candidate.placeholders.some((p) => types.includes(p.type));
  // The opening layout is a cover when it looks or is marked like one (a deck may open on its
  // content layout when the template has no cover); a distinct picture layout is for pictures.
  const coverLike = (candidate: LayoutInfo) =>
    !!candidate.look?.distinct ||
    candidate.type === 'title' ||
    has(candidate, 'ctrTitle', 'subTitle');
  // Only a template with a content page of its ordinary look offers better.
  const ordinary = info.layouts.some(
    (candidate) =>
      !candidate.hidden &&
      !coverLike(candidate) &&
      has(candidate, 'title') &&
      has(candidate, 'body', 'obj'),
  );
  if (!ordinary) return false;
  return (
    (layout === opening && coverLike(opening)) || (!!layout.look?.distinct && !has(layout, 'pic'))
  );
}
