import { existsSync } from 'node:fs';
import { FontLibrary } from './font-metrics';
import { AverageGlyphMeasurer, FontMeasurer, textHeight, type TextFrame } from './text-measure';

const CARLITO = '/usr/share/fonts/truetype/crosextra/Carlito-Regular.ttf';

describe(AverageGlyphMeasurer.name, () => {
  const sut = new AverageGlyphMeasurer(0.5);

  it('wraps at word boundaries for the width and size', () => {
    // 10 characters per line at 20 pt in 100 pt.
    expect(sut.lineCount('short', 20, 100)).toBe(1);
    expect(sut.lineCount('aaaa bbbb cccc', 20, 100)).toBe(2);
    expect(sut.lineCount('aaaa bbbb cccc dddd eeee', 20, 100)).toBe(3);
  });

  it('breaks words longer than a line', () => {
    expect(sut.lineCount('x'.repeat(25), 20, 100)).toBe(3);
  });

  it('wraps CJK text between characters, a full em each', () => {
    // 5 characters of 20 pt per 100 pt line.
    expect(sut.lineCount('中'.repeat(12), 20, 100)).toBe(3);
    expect(sut.lineCount('中文 English', 20, 100)).toBe(2);
  });
});

describe(FontMeasurer.name, () => {
  const sut = new FontMeasurer();

  it('measures Chinese with a CJK font and wraps it between characters', () => {
    if (!existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'))
      return console.warn('skipped: fonts-noto-cjk is not installed');
    // Ideographs are one em wide: 10 of 20 pt per 200 pt line, whatever the Latin theme font.
    const chinese = '演示文稿模板的标题和正文'.repeat(4);
    expect(sut.lineCount(chinese, 20, 200, { family: 'Calibri' })).toBe(
      Math.ceil([...chinese].length / 10),
    );
  });

  it('measures real glyph widths: narrow letters need fewer lines than wide ones', () => {
    const narrow = Array(40).fill('ill').join(' ');
    const wide = Array(40).fill('WMW').join(' ');
    expect(sut.lineCount(narrow, 20, 300, { family: 'Calibri' })).toBeLessThan(
      sut.lineCount(wide, 20, 300, { family: 'Calibri' }),
    );
  });

  it('sets bold text wider than regular', () => {
    const text = Array(60).fill('Revenue grew').join(' ');
    expect(sut.lineCount(text, 24, 400, { family: 'Arial', bold: true })).toBeGreaterThanOrEqual(
      sut.lineCount(text, 24, 400, { family: 'Arial' }),
    );
  });
});

describe(FontLibrary.name, () => {
  (existsSync(CARLITO) ? it : it.skip)(
    'measures Calibri with Carlito, its metric-compatible substitute',
    () => {
      const library = new FontLibrary();
      const carlito = new FontLibrary(() => CARLITO).metrics('Carlito')!;
      const text = 'The quick brown fox jumps over the lazy dog';
      expect(library.metrics('Calibri')!.width(text)).toBeCloseTo(carlito.width(text), 5);
      // About half an em per character in Calibri.
      expect(carlito.width(text) / text.length).toBeGreaterThan(0.4);
      expect(carlito.width(text) / text.length).toBeLessThan(0.55);
    },
  );

  it('has no metrics for a font file that cannot be found', () => {
    expect(new FontLibrary(() => undefined).metrics('Nothing')).toBeUndefined();
  });
});

describe(textHeight.name, () => {
  const measurer = new AverageGlyphMeasurer(0.5);
  const frame = (extra: Partial<TextFrame> = {}): TextFrame => ({
    box: { x: 0, y: 0, w: 4 * 914_400, h: 3 * 914_400 },
    levels: [{ sizePt: 20 }],
    font: {},
    defaultSizePt: 18,
    ...extra,
  });
  const text = [{ text: Array(60).fill('word').join(' '), level: 0 }];

  it("measures with the template's insets where it sets them", () => {
    const none = textHeight(text, frame({ insets: { l: 0, r: 0, t: 0, b: 0 } }), 1, measurer);
    const wide = textHeight(text, frame({ insets: { l: 457_200, r: 457_200 } }), 1, measurer);
    expect(none).toBeLessThan(textHeight(text, frame(), 1, measurer));
    expect(wide).toBeGreaterThan(textHeight(text, frame(), 1, measurer));
  });

  it('shares the lines among the columns', () => {
    const short = Array.from({ length: 10 }, () => ({ text: 'word', level: 0 }));
    const one = textHeight(short, frame(), 1, measurer);
    // Ten one-line paragraphs: five per column.
    expect(textHeight(short, frame({ columns: 2 }), 1, measurer)).toBeLessThan(one * 0.6);
  });
});
