import { type Box, freeArea, type LayoutInfo, type TemplateInfo } from '../template';

/**
 * The slide below the title, inside margins of 5 % of the slide, less what the layout's
 * artwork covers.
 */
export function belowTitle(
  title: Box | undefined,
  template: TemplateInfo,
  layout?: LayoutInfo,
): Box {
  const marginX = template.slideWidth * 0.05;
  const marginY = template.slideHeight * 0.05;
  const top = title ? title.y + title.h + marginY / 2 : template.slideHeight * 0.2;
  const area = {
    x: marginX,
    y: top,
    w: template.slideWidth - 2 * marginX,
    h: Math.max(template.slideHeight * 0.3, template.slideHeight - marginY - top),
  };
  return freeArea(area, layout?.decorations ?? [], template.slideWidth * template.slideHeight);
}
