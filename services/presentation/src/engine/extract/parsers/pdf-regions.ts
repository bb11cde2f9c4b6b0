import { isCaption } from '../../../text/captions';
import { columnOf, type LaidOutPage, type LaidOutText, type PageBox } from './pdf-layout';
import {
  centre,
  contains,
  grow,
  isLabelText,
  isLegendText,
  labelArea,
  touches,
  union,
} from './pdf-labels';
import { isHeadingSize } from './pdf-lines';

/** Space kept around a rendered figure (points). */
const PADDING = 3;
/** A tick of an axis: a number, a percentage, an amount. */
const TICK = /^[-+–]?[$€£]?\d[\d.,\s]*[%kKmM]?$/;
/** A figure's title sits at most this far above it (points). */
const TITLE_REACH = 60;

/**
 * The region a caption below a figure marks: in the caption's column, between the caption and
 * the nearest line of body text (or caption) above it, the drawings and pictures there, and
 * the labels on or beside them.
 */
export function figureRegion(
  page: LaidOutPage,
  caption: LaidOutText,
  graphics: PageBox[],
  body: number,
): PageBox | undefined {
  const column = columnOf(page, caption);
  const width = column.to - column.from;
  const inColumn = (box: PageBox) =>
    Math.min(box.x + box.w, column.to) - Math.max(box.x, column.from) >=
    0.5 * Math.min(box.w, width);
  const drawings = graphics.filter(
    (box) => box.w * box.h < 0.8 * page.width * page.height && inColumn(box),
  );
  const containers = drawings.filter((box) => box.w * box.h > 2000);
  const isProse = (text: LaidOutText) =>
    (Math.abs(text.sizePt - body) <= 0.6 &&
      text.w >= 0.55 * width &&
      !containers.some((box) => contains(box, centre(text)))) ||
    (text !== caption && isCaption(text.text));
  let ceiling = 0;
  for (const text of page.texts)
    if (inColumn(text) && text.y + text.h <= caption.y && isProse(text))
      ceiling = Math.max(ceiling, text.y + text.h);
  const inBand = (box: PageBox) => box.y >= ceiling - 1 && box.y + box.h <= caption.y + 2;
  const shapes = drawings.filter(inBand);
  if (shapes.length === 0) return undefined;
  let region = shapes.reduce(union);
  // Labels belong to the figure when they sit on or right beside its drawings.
  for (let pass = 0; pass < 2; pass++)
    for (const text of page.texts)
      if (text !== caption && inBand(text) && inColumn(text) && touches(grow(region, 12), text))
        region = union(region, text);
  region = grow(region, PADDING);
  region = {
    x: Math.max(0, region.x),
    y: Math.max(0, region.y),
    w: Math.min(page.width, region.x + region.w) - Math.max(0, region.x),
    h: Math.min(caption.y, region.y + region.h) - Math.max(0, region.y),
  };
  return region.w >= 50 && region.h >= 30 ? region : undefined;
}

/**
 * A figure drawn without a caption as it is rendered: with the labels in its label area (whole
 * lines of a label's few words set apart from the body's size, not the prose around it nor a
 * heading; beside a stored picture, `strict`, only those set smaller than the body or a
 * legend's few words: see labelArea), padded, on the page; and how many labels it took.
 */
export function labelledRegion(
  page: LaidOutPage,
  figure: PageBox,
  body: number,
  strict = false,
): { region: PageBox; labels: number } {
  const area = labelArea(figure).reach;
  const isLabel = (text: LaidOutText) =>
    isLabelText(text.text) &&
    !isHeadingSize(text.sizePt, body) &&
    (contains(figure, centre(text)) ||
      TICK.test(text.text) ||
      (strict
        ? text.sizePt < body || (isLegendText(text.text) && Math.abs(text.sizePt - body) > 0.5)
        : Math.abs(text.sizePt - body) > 0.5));
  let region = figure;
  let labels = 0;
  for (const text of page.texts)
    if (touches(area, text) && isLabel(text)) {
      region = union(region, text);
      labels++;
    }
  return { region: onPage(grow(region, PADDING), page), labels };
}

/** A caption right under a figure ("Figure 5: ..."), within 24 points. */
export function captionBelow(page: LaidOutPage, figure: PageBox): LaidOutText | undefined {
  return page.texts.find(
    (text) =>
      text.y >= figure.y + figure.h - 2 &&
      text.y - (figure.y + figure.h) < 24 &&
      isCaption(text.text),
  );
}

/**
 * The line right above a figure that names it (a chart's title): the nearest line within 60
 * points above it that overlaps it across. Where the document's heading for it is.
 */
export function titleAbove(page: LaidOutPage, figure: PageBox): string | undefined {
  const across = (text: LaidOutText) =>
    Math.min(text.x + text.w, figure.x + figure.w) - Math.max(text.x, figure.x) > 0;
  return page.texts
    .filter((text) => {
      const gap = figure.y - (text.y + text.h);
      return gap >= -2 && gap <= TITLE_REACH && across(text);
    })
    .sort((a, b) => b.y + b.h - (a.y + a.h))[0]?.text;
}

const onPage = (box: PageBox, page: LaidOutPage): PageBox => {
  const x = Math.max(0, box.x);
  const y = Math.max(0, box.y);
  return {
    x,
    y,
    w: Math.min(page.width, box.x + box.w) - x,
    h: Math.min(page.height, box.y + box.h) - y,
  };
};
