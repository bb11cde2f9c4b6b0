import { FontLibrary, type FontMetrics } from './font-metrics';
import { type Box, EMU_PER_POINT, type LevelStyle } from '../template';

/** Which font a text is set in: the theme's heading or body font, and its weight. */
export interface FontChoice {
  family?: string;
  bold?: boolean;
}

/**
 * How many lines a paragraph takes in a box of a given width. The renderer budgets text with
 * it because neither PowerPoint's autofit hints nor LibreOffice shrink text reliably.
 */
export interface TextMeasurer {
  lineCount(text: string, fontSizePt: number, widthPt: number, font?: FontChoice): number;
  /** A single-spaced line's height in ems. */
  lineHeight(font?: FontChoice): number;
}

/** The CJK font measured for Chinese, Japanese and Korean text (fonts-noto-cjk). */
const CJK_FAMILY = 'Noto Sans CJK SC';

/** Single line spacing as a multiple of the font size, at least (Office fonts: 1.2–1.25). */
const SINGLE_LINE = 1.2;

/**
 * Chinese, Japanese and Korean characters (and their punctuation and full-width forms): lines
 * break between any two of them, and they are measured with a CJK font.
 */
const CJK =
  /[\u1100-\u11FF\u2E80-\u2FDF\u3000-\u303F\u3040-\u30FF\u3100-\u31FF\u3200-\u9FFF\uA960-\uA97F\uAC00-\uD7FF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF]/u;
const TOKENS = new RegExp(`${CJK.source}|[^\\s${CJK.source.slice(1, -1)}]+|\\s+`, 'gu');

/**
 * Wraps like a text box: at spaces, and between any two CJK characters; a word longer than a
 * line breaks between characters.
 */
function wrap(text: string, widthEm: number, widthOf: (text: string) => number): number {
  const space = widthOf(' ');
  let lines = 1;
  let used = 0;
  let spaced = false;
  for (const token of text.match(TOKENS) ?? []) {
    if (/^\s+$/.test(token)) {
      spaced = used > 0;
      continue;
    }
    let width = widthOf(token);
    const gap = spaced ? space : 0;
    spaced = false;
    if (used > 0 && used + gap + width <= widthEm) {
      used += gap + width;
      continue;
    }
    if (used > 0) lines++;
    // A word wider than the line continues on the next ones.
    while (width > widthEm) {
      lines++;
      width -= widthEm;
    }
    used = width;
  }
  return lines;
}

/**
 * Measures with the glyph advances of the actual theme fonts (or their metric-compatible
 * substitutes, see FontLibrary); falls back to an average glyph width when no font file is
 * found. Bold text is measured with the bold face.
 */
export class FontMeasurer implements TextMeasurer {
  private readonly fallback = new AverageGlyphMeasurer();

  constructor(private readonly fonts = new FontLibrary()) {}

  lineCount(text: string, fontSizePt: number, widthPt: number, font: FontChoice = {}): number {
    const metrics = this.fonts.metrics(font.family, font.bold);
    if (!metrics) return this.fallback.lineCount(text, fontSizePt, widthPt);
    // CJK characters are drawn from a CJK font (the theme's East Asian font, or fontconfig's
    // fallback for it): measured with Noto Sans CJK, the font the renderer substitutes.
    const cjk = CJK.test(text) ? this.fonts.metrics(CJK_FAMILY, font.bold) : undefined;
    const widthOf = (part: string) =>
      cjk && CJK.test(part) ? cjk.width(part) : (metrics as FontMetrics).width(part);
    return wrap(text, widthPt / fontSizePt, widthOf);
  }

  lineHeight(font: FontChoice = {}): number {
    const metrics = this.fonts.metrics(font.family, font.bold);
    return Math.max(SINGLE_LINE, metrics?.lineHeight ?? SINGLE_LINE);
  }
}

/**
 * Measures with an average glyph width per font size (proportional Latin fonts set about
 * half an em per character on average). Deliberately generous: used only without font files.
 */
export class AverageGlyphMeasurer implements TextMeasurer {
  constructor(private readonly emPerCharacter = 0.55) {}

  lineCount(text: string, fontSizePt: number, widthPt: number): number {
    // A CJK character is a full em wide.
    return wrap(text, widthPt / fontSizePt, (part) =>
      CJK.test(part) ? [...part].length : part.length * this.emPerCharacter,
    );
  }

  lineHeight(): number {
    return SINGLE_LINE;
  }
}

/** A text area as the renderer fills it: where, at which sizes, in which font. */
export interface TextFrame {
  box: Box;
  levels: LevelStyle[];
  font: FontChoice;
  /** Size of level-0 text when the template does not say. */
  defaultSizePt: number;
  /** The placeholder's inner margins (EMU) where its template sets them (else Office's). */
  insets?: { l?: number; t?: number; r?: number; b?: number };
  /** Text columns (numCol): the text is shared among them. */
  columns?: number;
  /**
   * No level is set smaller than this (points), however far the text shrinks: sub-levels of a
   * shrunk list stay readable (the list splits instead).
   */
  floorPt?: number;
}

export interface Paragraph {
  text: string;
  level: number;
  /** An explicit size (points) instead of the level's. */
  sizePt?: number;
  /** An explicit left margin (points) instead of the level's (a statement without bullet). */
  marginLeftPt?: number;
}

/** Inner margins of a text box: 0.1" left and right, 0.05" top and bottom. */
const INSET_X_PT = 7.2;
const INSET_Y_PT = 3.6;
/** Indentation per bullet level when the template does not say (bullet included). */
const INDENT_PT = 27;
/** Deeper levels are a little smaller when the template does not say. */
const LEVEL_SHRINK = 0.9;

/**
 * The left margin (points) of a level's text: the template's, else one step deeper than the
 * level above, a step as wide as the first level's margin (or Office's indent): a sub-point is
 * never drawn at its point's margin (LibreOffice's exports give sub-levels no margin a slide
 * inherits, see levelMargins in draw).
 */
export function levelMargin(frame: TextFrame, level: number): number {
  const own = frame.levels[Math.min(level, 2)]?.marginLeftPt;
  if (own !== undefined) return own;
  if (level <= 0) return 0;
  return levelMargin(frame, level - 1) + (frame.levels[0]?.marginLeftPt || INDENT_PT);
}

export function levelSize(frame: TextFrame, level: number): number {
  const base = frame.levels[0]?.sizePt ?? frame.defaultSizePt;
  return frame.levels[Math.min(level, 2)]?.sizePt ?? base * LEVEL_SHRINK ** Math.min(level, 2);
}

/** Points of height `paragraphs` need in the frame with every size multiplied by `scale`. */
export function textHeight(
  paragraphs: Paragraph[],
  frame: TextFrame,
  scale: number,
  measurer: TextMeasurer,
): number {
  const inset = (side: 'l' | 't' | 'r' | 'b', fallback: number) =>
    frame.insets?.[side] !== undefined ? frame.insets[side]! / EMU_PER_POINT : fallback;
  const columns = Math.max(1, frame.columns ?? 1);
  // Columns share the width (a quarter inch between them) and each takes a part of the text.
  const width =
    (frame.box.w / EMU_PER_POINT -
      inset('l', INSET_X_PT) -
      inset('r', INSET_X_PT) -
      18 * (columns - 1)) /
    columns;
  const insetsY = inset('t', INSET_Y_PT) + inset('b', INSET_Y_PT);
  let height = 0;
  paragraphs.forEach((paragraph, index) => {
    const style = frame.levels[Math.min(paragraph.level, 2)] ?? {};
    const size = Math.max(
      frame.floorPt ?? 0,
      (paragraph.sizePt ?? levelSize(frame, paragraph.level)) * scale,
    );
    const margin = paragraph.marginLeftPt ?? levelMargin(frame, paragraph.level);
    const lines = measurer.lineCount(
      paragraph.text,
      size,
      Math.max(width - margin, size * 3),
      frame.font,
    );
    const line =
      style.lineSpacingPt ?? size * measurer.lineHeight(frame.font) * (style.lineSpacing ?? 1);
    const before = index === 0 ? 0 : (style.spaceBeforePt ?? size * (style.spaceBefore ?? 0.2));
    // Space after counts between paragraphs (LibreOffice also leaves it under the last one).
    const after = style.spaceAfterPt ?? size * (style.spaceAfter ?? 0);
    height += before + lines * line + after;
  });
  return insetsY + height / columns;
}

/**
 * Whether `paragraphs` fit the frame's height at `scale`, with `headroom` (a share of the
 * height) left free: renderers differ by a few percent, and LibreOffice's autofit shrinks text
 * that only just fits.
 */
export const fitsFrame = (
  paragraphs: Paragraph[],
  frame: TextFrame,
  scale: number,
  measurer: TextMeasurer,
  headroom = 0,
) =>
  textHeight(paragraphs, frame, scale, measurer) <= (frame.box.h / EMU_PER_POINT) * (1 - headroom);
