import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import { LibreOfficeRenderer } from '@deckforge/kit/office';
import type { SourceLocation } from '../extracted-source';
import type { ParsedFigure } from './document-builder';
import { cropToInk } from './ink-crop';
import { DRAWN_PAGE, metafileOf } from './metafiles';

/** Pictures smaller than this on either side are icons, bullets or spacers, never figures. */
const MIN_FIGURE_PIXELS = 64;
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
  emf: { mime: 'image/emf', extension: 'emf' },
  wmf: { mime: 'image/wmf', extension: 'wmf' },
};
/** Metafiles of one document drawn at most, and the time their one LibreOffice run may take. */
const MAX_METAFILES = 12;
const METAFILE_TIMEOUT_MS = 20_000;
/** A WMF without a placeable header does not say its size: it is judged once drawn. */
const UNKNOWN_SIZE = 512;

export interface FigureDetails {
  caption?: string;
  altText?: string;
  location?: SourceLocation;
}

/**
 * Writes the pictures of a document that are worth a slide into the figures folder: formats
 * every deck shows (PNG, JPEG, GIF) and Windows metafiles until `drawMetafiles` makes them
 * PNG, at least 64 px on each side, not a rule or a bar, each picture once (a logo on every page
 * is left out: its file name is cleared). Runs inside the extraction process: the folder (and
 * LibreOffice's run on the metafiles) is the only thing it writes.
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
   * `soffice`: LibreOffice, which draws Windows metafiles (EMF, WMF: pasted charts, the
   * pictures of embedded objects) as PNG; without it they are left out.
   */
  constructor(
    private readonly directory: string | undefined,
    private readonly maxPixels = Infinity,
    private readonly soffice?: string,
  ) {}

  /** Where a figure this object wrote is on disk. */
  pathOf(figure: ParsedFigure): string | undefined {
    return this.directory && figure.file ? join(this.directory, figure.file) : undefined;
  }

  /** The figure written, or undefined when the picture is not one worth showing. */
  async add(data: Uint8Array, details: FigureDetails = {}): Promise<ParsedFigure | undefined> {
    if (!this.directory || this.count >= MAX_FIGURES) return undefined;
    const probed = this.probe(data);
    if (!probed || !this.worthShowing(probed)) return undefined;
    const { width, height, format } = probed;
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

  /**
   * The document's metafile figures drawn as PNG pictures, with one LibreOffice run (offline,
   * bounded in time) and cut out of the page it draws them on; one that cannot be drawn, is
   * blank or is too small once drawn is left out. The other figures are returned as they are.
   */
  async drawMetafiles(figures: ParsedFigure[] | undefined): Promise<ParsedFigure[] | undefined> {
    const directory = this.directory;
    const metafiles = (figures ?? [])
      .filter((figure) => figure.file && /^image\/(emf|wmf)$/.test(figure.mime))
      .slice(0, MAX_METAFILES);
    if (!figures || !directory || !this.soffice || metafiles.length === 0) return figures;
    const outDir = join(directory, 'metafiles');
    await mkdir(outDir, { recursive: true });
    const renderer = new LibreOfficeRenderer({
      sofficePath: this.soffice,
      pdftoppmPath: 'pdftoppm',
      timeoutMs: METAFILE_TIMEOUT_MS,
    });
    const drawn = await renderer
      .picturesToPng(
        metafiles.map((figure) => join(directory, figure.file)),
        outDir,
        DRAWN_PAGE.width,
        DRAWN_PAGE.height,
      )
      .catch(() => []);
    const pictures = new Map<ParsedFigure, ParsedFigure>();
    for (const [index, figure] of metafiles.entries()) {
      const page = drawn[index];
      const png = page ? (await cropToInk(page).catch(() => undefined))?.png : undefined;
      const probed = png && probeFigure(png);
      if (!png || !probed || !this.worthShowing(probed)) continue;
      const file = figure.file.replace(/\.(emf|wmf)$/, '.png');
      await writeFile(join(directory, file), png);
      pictures.set(figure, { ...figure, file, mime: 'image/png', ...dimensions(probed) });
    }
    return figures
      .filter((figure) => !/^image\/(emf|wmf)$/.test(figure.mime) || pictures.has(figure))
      .map((figure) => pictures.get(figure) ?? figure);
  }

  /** Its format and size: from its header, or the size a metafile declares. */
  private probe(data: Uint8Array) {
    const metafile = this.soffice ? metafileOf(data) : undefined;
    if (!metafile) return probeFigure(data);
    return {
      width: metafile.width ?? UNKNOWN_SIZE,
      height: metafile.height ?? UNKNOWN_SIZE,
      format: FORMATS[metafile.extension],
    };
  }

  /** Not an icon, a rule or a bar, and within the pixel budget (counted when it is not). */
  private worthShowing({ width, height }: { width: number; height: number }): boolean {
    if (Math.min(width, height) < MIN_FIGURE_PIXELS) return false;
    if (Math.max(width / height, height / width) > MAX_FIGURE_ASPECT) return false;
    if (width * height > this.maxPixels) {
      this.skipped++;
      return false;
    }
    return true;
  }
}

const dimensions = ({ width, height }: { width: number; height: number }) => ({ width, height });

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
 * file's name ("pangolin"), or dropped when that name is only a numbering ("P1040891").
 */
function usefulAltText(alt: string | undefined): string | undefined {
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
    // A camera's or a tool's numbering ("P1040891", "IMG 2041", "image3") describes nothing.
    if (
      !/\p{L}{3,}/u.test(
        text.replace(/\b(img|dscn?|dscf|pict?|photo|image|scan)\b|\p{L}*\d\S*/giu, ''),
      )
    )
      return undefined;
  }
  text = text.replace(/\s+/g, ' ').trim();
  return text.length >= 2 ? text.slice(0, 300) : undefined;
}
