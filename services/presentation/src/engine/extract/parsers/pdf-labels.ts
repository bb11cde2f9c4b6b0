import { isCaption } from '../../../text/captions';
import type { LaidOutPage, PageBox } from './pdf-layout';
import { isHeadingSize, type PdfLine } from './pdf-lines';

/** Marks a plot has at least (axes, gridlines, ticks, bars, the frame). */
const MIN_MARKS = 8;
/** Marks a page may have for its plots to be looked for. */
const MAX_MARKS = 2000;
/** One mark covers at most this share of the page (larger: a panel, a background band). */
const MARK_SHARE = 0.05;
/** A frame around a plot's marks is at most this many times their area. */
const FRAME_RATIO = 2;
/** A plot covers between these shares of the page. */
const PLOT_SHARE = [0.01, 0.6] as const;
/** A rule spans this share of its cluster's width; a ruled table has most of its text inside. */
const RULE_SPAN = 0.8;
const TABLE_TEXT_INSIDE = 0.5;
/** Labels lie this far from what they label at most: a share of its smaller side, up to 48 pt. */
const LABEL_REACH = 0.25;
const MAX_LABEL_REACH = 48;
/** A label has at most this many words; prose at the body's size has at least the next. */
const LABEL_WORDS = 8;
const PROSE_WORDS = 5;
/** A legend's entry beside a picture has at most this many words. */
const LEGEND_WORDS = 3;

/**
 * Charts and diagrams a page draws as vectors without a caption: clusters of at least eight
 * marks (the frame, gridlines, ticks, bars) none of them a panel or a background, covering 1 %
 * to 60 % of the page, with no prose inside and not a ruled table. Boxes in points from the
 * page's top left.
 */
export function vectorPlots(page: LaidOutPage, graphics: PageBox[]): PageBox[] {
  const pageArea = page.width * page.height;
  const marks = graphics.filter((box) => box.w * box.h <= MARK_SHARE * pageArea);
  // Joining marks is quadratic: a page of thousands of paths (a map, a drawing) is no chart.
  if (marks.length > MAX_MARKS) return [];
  const plots: PageBox[] = [];
  for (const cluster of clustersOf(marks)) {
    if (cluster.length < MIN_MARKS) continue;
    // Its frame (a box around it, larger than a mark) is the plot's too: its legend sits in it.
    const marked = cluster.reduce(union);
    const frame = graphics.find(
      (other) =>
        contains(other, centre(marked)) &&
        covers(other, marked) &&
        other.w * other.h <= FRAME_RATIO * marked.w * marked.h,
    );
    const box = frame ? union(marked, frame) : marked;
    const share = (box.w * box.h) / pageArea;
    if (share < PLOT_SHARE[0] || share > PLOT_SHARE[1]) continue;
    const inside = page.texts.filter((text) => contains(box, centre(text)));
    const prose = inside.some((text) => text.text.split(/\s+/).length > LABEL_WORDS);
    if (!prose && !isRuledTable(box, cluster, inside.length, page)) plots.push(box);
  }
  return plots;
}

/**
 * A table drawn with rules: three rules or more across the whole cluster, and most of the text
 * around it inside them (a chart's gridlines cross its plot too, but its labels lie outside).
 */
function isRuledTable(box: PageBox, marks: PageBox[], inside: number, page: LaidOutPage) {
  // A rule may be drawn cell by cell: the lengths on one height add up.
  const spans = new Map<number, number>();
  for (const mark of marks.filter((candidate) => candidate.h <= 2))
    spans.set(Math.round(mark.y), (spans.get(Math.round(mark.y)) ?? 0) + mark.w);
  const rules = [...spans.values()].filter((span) => span >= RULE_SPAN * box.w).length;
  const around = page.texts.filter((text) => contains(labelArea(box).reach, centre(text))).length;
  return rules >= 3 && inside >= TABLE_TEXT_INSIDE * around;
}

/**
 * Where a figure's labels are: the figure, and the band around it that its axis labels and
 * legend take (`reach`). Beside a stored picture (a photograph as likely as a chart) only text
 * set smaller than the body, or a legend's words, is taken (`strict`). All the text inside a
 * region its caption marks is the figure's (`whole`: it is drawn there, a figure of text too).
 */
export interface LabelArea {
  figure: PageBox;
  reach: PageBox;
  strict?: boolean;
  whole?: boolean;
}

/** The label area of a plot or a captioned figure's region, or (`strict`) of a stored picture. */
export function labelArea(figure: PageBox, strict = false): LabelArea {
  const by = Math.min(MAX_LABEL_REACH, LABEL_REACH * Math.min(figure.w, figure.h));
  return { figure, reach: grow(figure, by), ...(strict ? { strict } : {}) };
}

/**
 * The lines of text that are not a figure's labels: a line in a figure's label area (see
 * labelArea) of up to eight words, not a sentence nor a caption, not prose beside the figure
 * (five words or more at the body's size), not the figure's title (set as large as a heading)
 * is the figure's. `areas` per page, in points from its top left; `heights` of the pages.
 */
export function withoutLabels(
  lines: PdfLine[],
  areas: ReadonlyMap<number, LabelArea[]>,
  heights: ReadonlyMap<number, number>,
  body: number,
): PdfLine[] {
  const isFigures = (line: PdfLine) => {
    if (line.x === undefined || isHeadingSize(line.size, body) || isCaption(line.text))
      return false;
    const point = { x: line.x, y: (heights.get(line.page) ?? 0) - line.y - line.size / 2 };
    const label = isLabel(line, body);
    return (areas.get(line.page) ?? []).some(
      (area) =>
        contains(area.reach, point) &&
        (area.whole ||
          (label && (!area.strict || contains(area.figure, point) || isLegend(line, body)))),
    );
  };
  return lines.filter((line) => !isFigures(line));
}

/** A label's few words: no sentence, no caption. */
export const isLabelText = (text: string) =>
  text.split(/\s+/).length <= LABEL_WORDS && !/[.!?]$/.test(text) && !isCaption(text);

/**
 * A label's few words (or a row of them set far apart: the ticks of an axis), and not a line of
 * prose beside the figure (five words at the body's size).
 */
const isLabel = (line: PdfLine, body: number) =>
  (line.spread ? !/[.!?]$/.test(line.text) : isLabelText(line.text)) &&
  (Math.abs(line.size - body) > 0.5 || line.text.split(/\s+/).length < PROSE_WORDS);

/** A legend's entry: a few words. */
export const isLegendText = (text: string) => text.split(/\s+/).length <= LEGEND_WORDS;

/** Beside a picture: text set smaller than the body, or a legend's few words set apart from it. */
const isLegend = (line: PdfLine, body: number) =>
  line.size < body || (isLegendText(line.text) && Math.abs(line.size - body) > 0.5);

/** Marks that overlap or touch (within two points) joined into clusters. */
function clustersOf(boxes: PageBox[]): PageBox[][] {
  const parent = boxes.map((_, index) => index);
  const root = (index: number): number =>
    parent[index] === index ? index : (parent[index] = root(parent[index]));
  for (let a = 0; a < boxes.length; a++)
    for (let b = a + 1; b < boxes.length; b++)
      if (touches(grow(boxes[a], 2), boxes[b])) parent[root(a)] = root(b);
  const clusters = new Map<number, PageBox[]>();
  boxes.forEach((box, index) =>
    clusters.set(root(index), [...(clusters.get(root(index)) ?? []), box]),
  );
  return [...clusters.values()];
}

export const centre = (box: PageBox) => ({ x: box.x + box.w / 2, y: box.y + box.h / 2 });
export const contains = (box: PageBox, point: { x: number; y: number }) =>
  point.x >= box.x && point.x <= box.x + box.w && point.y >= box.y && point.y <= box.y + box.h;
const covers = (outer: PageBox, inner: PageBox) =>
  outer.x <= inner.x + 1 &&
  outer.y <= inner.y + 1 &&
  outer.x + outer.w >= inner.x + inner.w - 1 &&
  outer.y + outer.h >= inner.y + inner.h - 1;
export const touches = (a: PageBox, b: PageBox) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
export const grow = (box: PageBox, by: number): PageBox => ({
  x: box.x - by,
  y: box.y - by,
  w: box.w + 2 * by,
  h: box.h + 2 * by,
});
export function union(a: PageBox, b: PageBox): PageBox {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    w: Math.max(a.x + a.w, b.x + b.w) - x,
    h: Math.max(a.y + a.h, b.y + b.h) - y,
  };
}
