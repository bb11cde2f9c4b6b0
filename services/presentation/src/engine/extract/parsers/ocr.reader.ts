import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { tethered } from '@deckforge/kit/process';
import type { Element } from '@xmldom/xmldom';
import { attribute, descendants, parseXml } from '../../../ooxml/xml';

const run = promisify(execFile);

/** Words below this mean confidence are noise (photos, textures), not text. */
const MIN_CONFIDENCE = 60;
/** A recognised line below this mean word confidence is a smudge, a photo or a rule, not text. */
const MIN_LINE_CONFIDENCE = 45;
/** Words without a letter or digit that are words of text: dashes, "&", "+", "=", "%", "/", bullets. */
const SIGN_WORDS = /^([-–—&+=%/:•·]|\.\.\.|…)$/;
/** One picture's recognition when the caller gives no budget. */
const DEFAULT_TIMEOUT_MS = 60_000;

export interface OcrOptions {
  /** Tesseract language (`eng`, `deu`, `chi_sim`; see ocr-language.ts); English when absent. */
  language?: string;
  /** The tesseract binary (Debian's tesseract-ocr). */
  tesseract?: string;
  timeoutMs?: number;
}

/** A line Tesseract read, in pixels of the image (from its top-left corner). */
export interface OcrLine {
  text: string;
  /** Lines of one paragraph share this number (unique within the image). */
  paragraph: number;
  top: number;
  bottom: number;
  /** Tesseract's estimate of the text's size (ascender to descender), in pixels. */
  size: number;
  /** Mean word confidence, 0 to 100. */
  confidence: number;
}

/**
 * Text in a picture, read offline by Tesseract (Debian's tesseract-ocr and its language data,
 * docs/decisions.md "OCR: native Tesseract"). Returns undefined when there is no readable text.
 */
export async function recognizeText(
  imagePath: string,
  options: OcrOptions = {},
): Promise<string | undefined> {
  const lines = await recognizeLines(imagePath, options, 3).catch(() => []);
  const words = lines.flatMap((line) => line.text.split(' '));
  const letters = lines.reduce((sum, line) => sum + line.text.length, 0);
  const confidence =
    lines.reduce((sum, line) => sum + line.confidence * line.text.length, 0) / (letters || 1);
  if (
    confidence < MIN_CONFIDENCE ||
    words.filter((word) => /[\p{L}\p{N}]{2,}/u.test(word)).length < 2
  )
    return undefined;
  return lines.map((line) => line.text).join(' ');
}

/**
 * The lines of text in a picture, in reading order, with their paragraphs and sizes. Page
 * segmentation `psm` 1 also turns pages scanned on their side; 3 (Tesseract's default) does not.
 * Lines that are mostly guesses are left out.
 */
export async function recognizeLines(
  imagePath: string,
  options: OcrOptions,
  psm: 1 | 3,
): Promise<OcrLine[]> {
  const { stdout } = await run(
    ...tethered(options.tesseract ?? 'tesseract', [
      imagePath,
      'stdout',
      '-l',
      options.language ?? 'eng',
      '--psm',
      String(psm),
      'hocr',
    ]),
    {
      timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      maxBuffer: 64 * 1024 * 1024,
      // Tesseract's OpenMP threads slow it down on a shared machine; pages run side by side instead.
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    },
  );
  return linesOfHocr(stdout);
}

function linesOfHocr(hocr: string): OcrLine[] {
  const document = parseXml(hocr);
  const lines: OcrLine[] = [];
  const paragraphs = descendants(document, 'p');
  paragraphs.forEach((paragraph, index) => {
    for (const line of descendants(paragraph, 'span')) {
      if (!/^ocr_(line|caption|header|textfloat)$/.test(attribute(line, 'class') ?? '')) continue;
      const read = lineOf(line, index);
      if (read && read.confidence >= MIN_LINE_CONFIDENCE) lines.push(read);
    }
  });
  return lines;
}

function lineOf(line: Element, paragraph: number): OcrLine | undefined {
  const title = attribute(line, 'title') ?? '';
  const [, top, , bottom] = numbersAfter(title, 'bbox');
  const size = numbersAfter(title, 'x_size')[0] ?? bottom - top;
  const words = descendants(line, 'span')
    .filter((word) => attribute(word, 'class') === 'ocrx_word')
    .map((word) => ({
      text: (word.textContent ?? '').trim(),
      confidence: numbersAfter(attribute(word, 'title') ?? '', 'x_wconf')[0] ?? 0,
      height: heightOf(attribute(word, 'title') ?? ''),
    }))
    .filter((word) => word.text);
  if (words.length === 0) return undefined;
  // A bullet read as a small letter ("e", "°", "«") at the start of the line is a bullet.
  if (words.length > 1 && /^[eo°«*©®·•]$/.test(words[0].text) && words[0].height < size * 0.6)
    words[0].text = '•';
  // A word of signs only ("®", "@", "|~") is a mark, a legend swatch or a rule misread.
  const read = words.filter(
    (word) => /[\p{L}\p{N}]/u.test(word.text) || SIGN_WORDS.test(word.text),
  );
  if (!read.some((word) => /[\p{L}\p{N}]/u.test(word.text))) return undefined;
  const letters = read.reduce((sum, word) => sum + word.text.length, 0);
  return {
    text: read.map((word) => word.text).join(' '),
    paragraph,
    top,
    bottom,
    size,
    confidence: read.reduce((sum, word) => sum + word.confidence * word.text.length, 0) / letters,
  };
}

function numbersAfter(title: string, key: string): number[] {
  const match = new RegExp(`(?:^|;)\\s*${key}\\s+([^;]+)`).exec(title);
  return match ? match[1].trim().split(/\s+/).map(Number) : [];
}

function heightOf(title: string): number {
  const [, top, , bottom] = numbersAfter(title, 'bbox');
  return bottom - top;
}
