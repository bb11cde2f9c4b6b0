import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import type { SourceLocation } from '../extracted-source';
import type { ParsedFigure } from './document-builder';

/** Pictures smaller than this on either side are icons, bullets or spacers, never figures. */
export const MIN_FIGURE_PIXELS = 64;
/** Longer than this many times their height (or the reverse): rules, bars and borders. */
const MAX_FIGURE_ASPECT = 6;
/** A document's figures kept at most (the planner shows far fewer). */
const MAX_FIGURES = 40;
/** Bytes of figures kept per document: beyond this the rest is left out. */
const MAX_FIGURE_BYTES = 64 * 1024 * 1024;
/** A picture used this often is a decoration (logo, background motif) and is left out. */
const REPEATED_USES = 3;
const FORMATS: Record<string, { mime: string; extension: string }> = {
  png: { mime: 'image/png', extension: 'png' },
  jpg: { mime: 'image/jpeg', extension: 'jpg' },
  gif: { mime: 'image/gif', extension: 'gif' },
};

export interface FigureDetails {
  caption?: string;
  altText?: string;
  location?: SourceLocation;
}

/**
 * Writes the pictures of a document that are worth a slide into the figures folder: formats
 * every deck shows (PNG, JPEG, GIF), at least 64 px on each side, not a rule or a bar, each
 * picture once (a logo on every page is left out: its file name is cleared). Runs inside the
 * extraction process: the folder is the only thing it writes.
 */
export class FigureFiles {
  private readonly seen = new Map<string, { figure: ParsedFigure; uses: number }>();
  private bytes = 0;
  private count = 0;
  /** Pictures left out because they have more pixels than the budget. */
  skipped = 0;

  /**
   * `maxPixels`: a picture of more pixels (width × height, from its header) is left out and
   * never decoded, here or later (a picture bomb costs what a small picture does).
   */
  constructor(
    private readonly directory: string | undefined,
    private readonly maxPixels = Infinity,
  ) {}

  /** Where a figure this object wrote is on disk. */
  pathOf(figure: ParsedFigure): string | undefined {
    return this.directory && figure.file ? join(this.directory, figure.file) : undefined;
  }

  /** The figure written, or undefined when the picture is not one worth showing. */
  async add(data: Uint8Array, details: FigureDetails = {}): Promise<ParsedFigure | undefined> {
    if (!this.directory || this.count >= MAX_FIGURES) return undefined;
    const probed = probeFigure(data);
    if (!probed) return undefined;
    const { width, height, format } = probed;
    if (Math.min(width, height) < MIN_FIGURE_PIXELS) return undefined;
    if (Math.max(width / height, height / width) > MAX_FIGURE_ASPECT) return undefined;
    if (width * height > this.maxPixels) {
      this.skipped++;
      return undefined;
    }
    const digest = createHash('sha256').update(data).digest('hex');
    const previous = this.seen.get(digest);
    if (previous) {
      // The same picture on every page or slide: a logo or a decoration, not a figure.
      if (++previous.uses >= REPEATED_USES) previous.figure.file = '';
      return undefined;
    }
    if (this.bytes + data.length > MAX_FIGURE_BYTES) return undefined;
    const file = `figure-${++this.count}.${format.extension}`;
    await writeFile(join(this.directory, file), data);
    this.bytes += data.length;
    const figure: ParsedFigure = {
      file,
      mime: format.mime,
      width,
      height,
      ...(details.caption ? { caption: details.caption } : {}),
      ...(usefulAltText(details.altText) ? { altText: usefulAltText(details.altText) } : {}),
      ...(details.location ? { location: details.location } : {}),
    };
    this.seen.set(digest, { figure, uses: 1 });
    return figure;
  }
}

function probeFigure(data: Uint8Array) {
  try {
    const size = imageSize(data);
    const format = size.type && FORMATS[size.type];
    if (!size.width || !size.height || !format) return undefined;
    return { width: size.width, height: size.height, format };
  } catch {
    return undefined;
  }
}

/**
 * Alt text worth reading aloud: Word's machine-written suffix ("Description automatically
 * generated") dropped, and a file path or address (what some tools put there) reduced to the
 * file's name ("pangolin").
 */
export function usefulAltText(alt: string | undefined): string | undefined {
  let text = (alt ?? '').replace(/\s*description automatically generated\s*$/i, '').trim();
  if (
    /^([a-z]:\\|\\\\|\/|[a-z]+:\/\/)|^[^\s]+\.(png|jpe?g|gif|bmp|tiff?|emf|wmf|svg|webp)$/i.test(
      text,
    )
  ) {
    const name = text.split(/[\\/]/).pop() ?? '';
    text = name
      .replace(/\.[a-z0-9]{2,5}$/i, '')
      .replace(/[-_.]+/g, ' ')
      .trim();
  }
  text = text.replace(/\s+/g, ' ').trim();
  return text.length >= 2 ? text.slice(0, 300) : undefined;
}
