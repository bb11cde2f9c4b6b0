import { type Element, XMLSerializer } from '@xmldom/xmldom';
import { attribute, children, numberAttribute, path } from '../../ooxml/xml';
import { EMU_PER_POINT } from './emu';
import type { LevelStyle, SampleBullet } from './template-analysis';

/** Paragraph styles of placeholders, list styles and master text styles, level by level. */

/** Levels 1–3 as the placeholder's sample paragraphs ("Click to edit ...") are set. */
export function sampleTextLevels(shape: Element): LevelStyle[] {
  const levels: LevelStyle[] = [];
  const body = path(shape, 'p:txBody');
  for (const paragraph of body ? children(body, 'a:p') : []) {
    const properties = path(paragraph, 'a:pPr');
    const level = numberAttribute(properties, 'lvl') ?? 0;
    if (level > 2 || levels[level]) continue;
    const { bullet, ...style } = levelStyle(properties);
    const size = numberAttribute(path(paragraph, 'a:r', 'a:rPr'), 'sz');
    if (size) style.sizePt = size / 100;
    const fill =
      path(paragraph, 'a:r', 'a:rPr', 'a:solidFill') ??
      path(paragraph, 'a:endParaRPr', 'a:solidFill');
    if (fill) style.sampleFill = new XMLSerializer().serializeToString(fill);
    // Only a paragraph with text shows a bullet: LibreOffice gives empty ones buNone.
    const shown = bullet === 'shown' ? sampleBullet(properties!) : bullet;
    if (shown && children(paragraph, 'a:r').length > 0) style.sampleBullet = shown;
    levels[level] = style;
  }
  return levels;
}

/** Levels 1–3 of a list style or text style, and whether its first level is bold. */
export function textStyle(style: Element | undefined): { levels: LevelStyle[]; bold?: boolean } {
  if (!style) return { levels: [] };
  const levels = [1, 2, 3].map((level) => levelStyle(path(style, `a:lvl${level}pPr`)));
  const bold = attribute(path(style, 'a:lvl1pPr', 'a:defRPr'), 'b');
  return { levels, ...(bold !== undefined ? { bold: bold === '1' || bold === 'true' } : {}) };
}

function levelStyle(paragraph: Element | undefined): LevelStyle {
  if (!paragraph) return {};
  const out: LevelStyle = {};
  const size = numberAttribute(path(paragraph, 'a:defRPr'), 'sz');
  if (size) out.sizePt = size / 100;
  if (['a:solidFill', 'a:gradFill'].some((fill) => path(paragraph, 'a:defRPr', fill)))
    out.styledFill = true;
  const margin = numberAttribute(paragraph, 'marL');
  if (margin !== undefined) out.marginLeftPt = margin / EMU_PER_POINT;
  const linePercent = numberAttribute(path(paragraph, 'a:lnSpc', 'a:spcPct'), 'val');
  if (linePercent) out.lineSpacing = linePercent / 100_000;
  const linePoints = numberAttribute(path(paragraph, 'a:lnSpc', 'a:spcPts'), 'val');
  if (linePoints) out.lineSpacingPt = linePoints / 100;
  const beforePoints = numberAttribute(path(paragraph, 'a:spcBef', 'a:spcPts'), 'val');
  if (beforePoints !== undefined) out.spaceBeforePt = beforePoints / 100;
  const beforePercent = numberAttribute(path(paragraph, 'a:spcBef', 'a:spcPct'), 'val');
  if (beforePercent !== undefined) out.spaceBefore = beforePercent / 100_000;
  const afterPoints = numberAttribute(path(paragraph, 'a:spcAft', 'a:spcPts'), 'val');
  if (afterPoints !== undefined) out.spaceAfterPt = afterPoints / 100;
  const afterPercent = numberAttribute(path(paragraph, 'a:spcAft', 'a:spcPct'), 'val');
  if (afterPercent !== undefined) out.spaceAfter = afterPercent / 100_000;
  if (path(paragraph, 'a:buNone')) out.bullet = 'none';
  if (['a:buChar', 'a:buAutoNum', 'a:buBlip'].some((name) => path(paragraph, name)))
    out.bullet = 'shown';
  return out;
}

/** The bullet character a sample paragraph draws; numbers and pictures are drawn as a dot. */
function sampleBullet(paragraph: Element): SampleBullet {
  const char = attribute(path(paragraph, 'a:buChar'), 'char');
  const font = attribute(path(paragraph, 'a:buFont'), 'typeface');
  const size = numberAttribute(path(paragraph, 'a:buSzPct'), 'val');
  const indent = numberAttribute(paragraph, 'indent');
  return {
    char: char || '•',
    ...(char && font ? { font } : {}),
    ...(size ? { size: size / 100_000 } : {}),
    ...(indent !== undefined ? { indentPt: indent / EMU_PER_POINT } : {}),
  };
}

/**
 * Level by level, field by field: the first source that says wins — except that a deeper
 * level's size follows the level above it (see followingSizes).
 */
export function mergeLevels(...sources: Array<LevelStyle[] | undefined>): LevelStyle[] {
  const given = sources.filter((source): source is LevelStyle[] => !!source);
  return followingSizes(mergeFields(given), given);
}

/**
 * Sizes of deeper levels in proportion to the first: where a nearer source sizes a level and a
 * farther one the level below it (a layout's 20 pt list over a master's 32/28/24 pt levels),
 * the deeper level keeps the farther source's proportion to the level above (28/32 of 20 pt:
 * 17.5 pt), not its own size — a sub-point is never drawn larger than its point.
 */
function followingSizes(merged: LevelStyle[], nearestFirst: LevelStyle[][]): LevelStyle[] {
  for (let level = 1; level < merged.length; level++) {
    const above = merged[level - 1].sizePt;
    const own = merged[level].sizePt;
    if (above === undefined || own === undefined) continue;
    const source = nearestFirst.find((candidate) => candidate[level]?.sizePt !== undefined)!;
    const sourceAbove = source[level - 1]?.sizePt;
    const size = above * Math.min(1, sourceAbove ? own / sourceAbove : own / above);
    if (Math.abs(size - own) > 0.01) merged[level].sizePt = Math.round(size * 2) / 2;
  }
  return merged;
}

function mergeFields(nearestFirst: LevelStyle[][]): LevelStyle[] {
  const lowestFirst = [...nearestFirst].reverse();
  return [0, 1, 2].map((level) => {
    const merged: LevelStyle = {};
    for (const source of lowestFirst) {
      const style = source[level] ?? {};
      // Points and percentages are alternatives: whichever the nearer source gives replaces both.
      if (style.spaceBeforePt !== undefined || style.spaceBefore !== undefined) {
        delete merged.spaceBeforePt;
        delete merged.spaceBefore;
      }
      if (style.spaceAfterPt !== undefined || style.spaceAfter !== undefined) {
        delete merged.spaceAfterPt;
        delete merged.spaceAfter;
      }
      if (style.lineSpacingPt !== undefined || style.lineSpacing !== undefined) {
        delete merged.lineSpacingPt;
        delete merged.lineSpacing;
      }
      for (const [key, value] of Object.entries(style))
        if (value !== undefined) Object.assign(merged, { [key]: value });
    }
    return merged;
  });
}
