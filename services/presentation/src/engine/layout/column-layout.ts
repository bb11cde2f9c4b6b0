import type { LayoutChoice, LayoutUse } from './layout-choice';
import {
  area,
  type Box,
  coveredShare,
  type LayoutInfo,
  type PlaceholderInfo,
  type TemplateInfo,
} from '../template';
import { coverMasterCost } from './cover-master';
import { authorsUse, roomPoints } from './text-room';

const BODIES = ['body', 'obj'];
/** What columns wholly under artwork cost a layout (in proportion to the share covered). */
const CLUTTERED = 8;

/**
 * The template's own layout for two columns (Two Content, Comparison) when it has one: a
 * title and two text placeholders side by side of about the same size. The columns go into
 * those placeholders' places; without such a layout they share the content layout's body.
 */
export function twoColumnUse(template: TemplateInfo, choice: LayoutChoice): LayoutUse {
  const slideArea = template.slideWidth * template.slideHeight;
  // Columns under the artwork of a cover master (Focus's triangles) lose to clear ones.
  const clutter = ({ layout, pair }: { layout: LayoutInfo; pair: [Box, Box] }) =>
    CLUTTERED *
    Math.max(...pair.map((box) => coveredShare(box, layout.decorations ?? [], slideArea)));
  const candidates = template.layouts
    .map((layout) => ({ layout, pair: sideBySide(layout) }))
    .filter((candidate): candidate is { layout: LayoutInfo; pair: [Box, Box] } => !!candidate.pair)
    .map((candidate) => ({
      ...candidate,
      score:
        score(candidate.layout) +
        // The columns together: the room they leave, and whether the author's slides use them.
        roomPoints((area(candidate.pair[0]) + area(candidate.pair[1])) / slideArea) +
        authorsUse(candidate.layout) -
        coverMasterCost(candidate.layout) -
        clutter(candidate),
    }))
    .sort((a, b) => b.score - a.score || a.layout.number - b.layout.number);
  const best = candidates[0];
  if (!best) return choice.bullets;
  const title = best.layout.placeholders.find((p) => p.type === 'title' || p.type === 'ctrTitle');
  const [left, right] = best.pair;
  const top = Math.min(left.y, right.y);
  const bottom = Math.max(left.y + left.h, right.y + right.h);
  return {
    layout: best.layout,
    ...(title ? { title } : {}),
    contentBox: { x: left.x, y: top, w: right.x + right.w - left.x, h: bottom - top },
    columns: best.pair,
  };
}

/** Two Content first (its placeholders are the columns), then Comparison. */
const score = (layout: LayoutInfo) =>
  (layout.type === 'twoObj' ? 4 : 0) +
  (/two content|2 content|two column/i.test(layout.name) ? 2 : 0) +
  (layout.type === 'twoTxTwoObj' || /comparison/i.test(layout.name) ? 1 : 0);

/** The two largest text placeholders when they stand side by side at about the same height. */
function sideBySide(layout: LayoutInfo): [Box, Box] | undefined {
  if (!layout.placeholders.some((p) => p.type === 'title')) return undefined;
  const bodies = layout.placeholders
    .filter((p): p is PlaceholderInfo & { box: Box } => BODIES.includes(p.type) && !!p.box)
    .sort((a, b) => b.box.w * b.box.h - a.box.w * a.box.h)
    .slice(0, 2)
    .map((p) => p.box)
    .sort((a, b) => a.x - b.x);
  if (bodies.length < 2) return undefined;
  const [left, right] = bodies;
  const apart = left.x + left.w <= right.x + 1;
  const similar = Math.abs(left.w - right.w) < 0.2 * Math.max(left.w, right.w);
  const level =
    Math.abs(left.y + left.h / 2 - (right.y + right.h / 2)) < 0.25 * Math.max(left.h, right.h);
  return apart && similar && level ? [left, right] : undefined;
}
