import type { SourceTable } from '../extracted-source';
import { columnOf, type LaidOutPage, type LaidOutText, type PageBox } from './pdf-layout';

/** A rule: a stroke or thin filled box much wider than it is high. */
const RULE_HEIGHT = 2;
const MIN_RULE_WIDTH = 80;
/** Space between columns that separates cells (points). */
const COLUMN_GAP = 6;

/**
 * A clearly ruled table under (or over) a "Table N:" caption: the horizontal rules in the
 * caption's column nearest to it bound the table; its text runs become rows (one per line, or
 * one per band between rules when every row is ruled) and columns (where no run of any row
 * crosses). Undefined when there is no such grid of at least two rows and two columns.
 */
export function ruledTable(
  page: LaidOutPage,
  caption: LaidOutText,
  graphics: PageBox[],
): SourceTable | undefined {
  const { from, to } = columnOf(page, caption);
  const rules = graphics
    .filter(
      (box) =>
        box.h <= RULE_HEIGHT &&
        box.w >= MIN_RULE_WIDTH &&
        box.x >= from - 5 &&
        box.x + box.w <= to + 5,
    )
    .sort((a, b) => a.y - b.y);
  // The rules that follow one another from the caption, below it first, else above it.
  const below = chain(
    rules.filter((rule) => rule.y > caption.y),
    caption.y + caption.h,
    page.texts,
  );
  const above = chain(
    [...rules.filter((rule) => rule.y < caption.y)].reverse(),
    caption.y,
    page.texts,
  );
  const bounds = below.length >= 2 ? below : above.length >= 2 ? above.reverse() : undefined;
  if (!bounds) return undefined;
  const top = bounds[0].y;
  const bottom = bounds[bounds.length - 1].y;
  const left = Math.min(...bounds.map((rule) => rule.x));
  const right = Math.max(...bounds.map((rule) => rule.x + rule.w));
  const runs = page.runs.filter(
    (run) =>
      run.y > top - 1 &&
      run.y + run.h < bottom + 1 &&
      run.x >= left - 2 &&
      run.x + run.w <= right + 2,
  );
  if (runs.length < 4) return undefined;
  const lines = groupBy(runs, (run) => run.y, 2);
  const ruledRows = bounds.length - 1 >= lines.length;
  const rows = ruledRows
    ? bounds
        .slice(1)
        .map((rule, index) => runs.filter((run) => run.y > bounds[index].y && run.y < rule.y))
    : lines;
  const columns = columnsOf(runs);
  if (columns.length < 2) return undefined;
  const cells = rows
    .filter((row) => row.length)
    .map((row) =>
      columns.map(([start, end]) =>
        row
          .filter((run) => run.x + run.w / 2 >= start && run.x + run.w / 2 <= end)
          .sort((a, b) => a.y - b.y || a.x - b.x)
          .map((run) => run.text)
          .join(' '),
      ),
    );
  if (cells.length < 2) return undefined;
  return {
    header: cells[0],
    rows: cells.slice(1),
    caption: caption.text,
    location: { page: page.number },
  };
}

/**
 * Rules one after another from `start` (the first within 30 pt of the caption): a rule joins
 * while no line of prose (a line nearly as wide as the rules) lies between it and the last.
 */
function chain(rules: PageBox[], start: number, texts: LaidOutText[]): PageBox[] {
  const out: PageBox[] = [];
  for (const rule of rules) {
    const last = out[out.length - 1];
    if (!last) {
      if (Math.abs(rule.y - start) > 30) break;
      out.push(rule);
      continue;
    }
    if (Math.abs(rule.y - last.y) < 1) continue;
    const [top, bottom] = last.y < rule.y ? [last.y, rule.y] : [rule.y, last.y];
    const prose = texts.some(
      (text) => text.y > top && text.y + text.h < bottom && text.w > 0.8 * Math.min(last.w, rule.w),
    );
    if (prose || bottom - top > 300) break;
    out.push(rule);
  }
  return out;
}

/** Column intervals: the spans covered by runs, split where no run crosses a gap. */
function columnsOf(runs: LaidOutText[]): Array<[number, number]> {
  const spans = runs
    .map((run) => [run.x, run.x + run.w] as [number, number])
    .sort((a, b) => a[0] - b[0]);
  const columns: Array<[number, number]> = [];
  for (const [start, end] of spans) {
    const last = columns[columns.length - 1];
    if (last && start <= last[1] + COLUMN_GAP) last[1] = Math.max(last[1], end);
    else columns.push([start, end]);
  }
  return columns;
}

function groupBy<T>(items: T[], key: (item: T) => number, tolerance: number): T[][] {
  const groups: Array<{ at: number; items: T[] }> = [];
  for (const item of [...items].sort((a, b) => key(a) - key(b))) {
    const group = groups.find((candidate) => Math.abs(candidate.at - key(item)) <= tolerance);
    if (group) group.items.push(item);
    else groups.push({ at: key(item), items: [item] });
  }
  return groups.map((group) => group.items);
}
