import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as fontkit from 'fontkit';

/** The glyph advances of one font, in ems. */
export interface FontMetrics {
  /** Width of `text` at 1 pt, in points (ems). */
  width(text: string): number;
  /** Height of a single-spaced line in ems (ascent + descent + line gap). */
  readonly lineHeight: number;
}

/**
 * Fonts by family name, as the machine that renders previews would substitute them: fontconfig
 * (`fc-match`, the same lookup LibreOffice makes) maps Calibri to Carlito, Cambria to Caladea,
 * Arial to Liberation Sans — metric-compatible fonts, so widths measured here are the widths
 * PowerPoint gets with the originals. When fontconfig is missing, the metric-compatible fonts
 * are looked up in the usual Debian paths.
 */
export class FontLibrary {
  private readonly byFamily = new Map<string, FontMetrics | undefined>();

  constructor(
    private readonly lookup: (family: string, bold: boolean) => string | undefined = fontFile,
  ) {}

  metrics(family: string | undefined, bold = false): FontMetrics | undefined {
    const name = family?.trim() || DEFAULT_FAMILY;
    const key = `${name}\u0000${bold}`;
    if (!this.byFamily.has(key)) this.byFamily.set(key, this.open(name, bold));
    return this.byFamily.get(key);
  }

  private open(family: string, bold: boolean): FontMetrics | undefined {
    const file = this.lookup(family, bold);
    if (!file) return undefined;
    try {
      const opened = fontkit.openSync(file);
      const font = 'fonts' in opened ? opened.fonts[0] : opened;
      return new GlyphAdvances(font);
    } catch {
      return undefined;
    }
  }
}

/** Office's default theme font when a template names none. */
const DEFAULT_FAMILY = 'Calibri';

/** Metric-compatible replacements (Liberation, Crosextra) where fontconfig is not installed. */
const COMPATIBLE: Record<string, string[]> = {
  calibri: ['crosextra/Carlito-Regular.ttf'],
  cambria: ['crosextra/Caladea-Regular.ttf'],
  arial: ['liberation2/LiberationSans-Regular.ttf', 'liberation/LiberationSans-Regular.ttf'],
  helvetica: ['liberation2/LiberationSans-Regular.ttf', 'liberation/LiberationSans-Regular.ttf'],
  'times new roman': [
    'liberation2/LiberationSerif-Regular.ttf',
    'liberation/LiberationSerif-Regular.ttf',
  ],
};
const FONT_ROOT = '/usr/share/fonts/truetype';

function fontFile(family: string, bold: boolean): string | undefined {
  try {
    const style = bold ? 'Bold' : 'Regular';
    const file = execFileSync('fc-match', ['--format=%{file}', `${family}:style=${style}`], {
      encoding: 'utf8',
      timeout: 5_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (file && existsSync(file)) return file;
  } catch {
    // fontconfig is not installed: the table below.
  }
  const candidates = COMPATIBLE[family.toLowerCase()] ?? COMPATIBLE.calibri;
  return candidates
    .map((name) => `${FONT_ROOT}/${bold ? name.replace('Regular', 'Bold') : name}`)
    .find((path) => existsSync(path));
}

class GlyphAdvances implements FontMetrics {
  private readonly cache = new Map<string, number>();
  private readonly unitsPerEm: number;
  readonly lineHeight: number;

  constructor(private readonly font: fontkit.Font) {
    this.unitsPerEm = font.unitsPerEm || 1000;
    this.lineHeight = (font.ascent - font.descent + (font.lineGap ?? 0)) / this.unitsPerEm;
  }

  width(text: string): number {
    let total = 0;
    for (const character of text) total += this.advance(character);
    return total;
  }

  /** Per character (no kerning): a little wider than shaped text, never narrower. */
  private advance(character: string): number {
    let width = this.cache.get(character);
    if (width === undefined) {
      const glyph = this.font.glyphForCodePoint(character.codePointAt(0)!);
      width = (glyph?.advanceWidth ?? this.unitsPerEm * 0.6) / this.unitsPerEm;
      // A missing glyph is drawn from another font: budget it as a wide one.
      if (!glyph || glyph.id === 0) width = Math.max(width, 0.6);
      this.cache.set(character, width);
    }
    return width;
  }
}
