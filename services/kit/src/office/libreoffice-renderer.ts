import { access, mkdir, readdir } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { killGroup, spawnTethered } from '../process/tether';
import { offlineCommand, seedOfflineProfile } from './offline-office';

export interface RendererOptions {
  sofficePath: string;
  pdftoppmPath: string;
  timeoutMs: number;
  /**
   * A LibreOffice profile kept across conversions (the first start builds it, later ones are
   * faster). Conversions sharing a profile must not overlap: the caller serialises them.
   * Without it, each conversion gets a fresh profile in its working directory.
   */
  profileDir?: string;
  /** Ends a conversion in progress (the service is shutting down). */
  signal?: AbortSignal;
  /**
   * Runs LibreOffice in a network namespace of its own when the host allows it (the default);
   * false leaves its offline profile as the only wall (offline-office.ts).
   */
  networkNamespace?: boolean;
}

/** The conversion was stopped because the service is shutting down: not the deck's fault. */
export class RenderAbortedError extends Error {
  override readonly name = 'RenderAbortedError';
}

/** The tool is not installed: retrying will not help. */
export class RendererUnavailableError extends Error {
  override readonly name = 'RendererUnavailableError';
}

/**
 * Slide previews with LibreOffice headless (deck → PDF) and poppler (PDF page → PNG). Each
 * conversion gets its own LibreOffice profile in its working directory: conversions sharing a
 * profile silently lose output (see the pptx notes), and a profile left by a killed process
 * cannot block the next one. LibreOffice runs without a network (offline-office.ts).
 */
export class LibreOfficeRenderer {
  constructor(private readonly options: RendererOptions) {}

  /**
   * Renders `input` to a PDF in `workDir` (only the slides of `pageRange`, e.g. "1" or "2-4",
   * when given); returns the PDF's path.
   */
  async toPdf(input: string, workDir: string, pageRange?: string): Promise<string> {
    const [pdf] = await this.toPdfs([input], workDir, pageRange);
    return pdf;
  }

  /**
   * Renders several decks to PDF in `outDir` with one LibreOffice run (one start-up for all);
   * the PDFs' paths, in the order of `inputs` (their names must differ).
   */
  async toPdfs(inputs: string[], outDir: string, pageRange?: string): Promise<string[]> {
    // Filter options as JSON (LibreOffice 7.4+): printing one slide of a long deck costs a
    // fraction of printing all of them.
    const filter = pageRange
      ? `pdf:impress_pdf_Export:${JSON.stringify({ PageRange: { type: 'string', value: pageRange } })}`
      : 'pdf';
    await this.convert(inputs, outDir, filter);
    const pdfs = inputs.map((input) => join(outDir, `${basename(input, extname(input))}.pdf`));
    for (const [index, pdf] of pdfs.entries())
      await access(pdf).catch(() => {
        throw new Error(`LibreOffice produced no PDF for ${basename(inputs[index])}`);
      });
    return pdfs;
  }

  /**
   * Pictures LibreOffice reads and a deck cannot show (Windows metafiles: EMF, WMF) drawn as
   * PNGs in `outDir` with one LibreOffice run, on a page `widthPx` × `heightPx` (Draw places a
   * metafile at its own size on an A4 page: the caller crops). The PNGs' paths in the order of
   * `inputs`, undefined for a picture LibreOffice could not draw.
   */
  async picturesToPng(
    inputs: string[],
    outDir: string,
    widthPx: number,
    heightPx: number,
  ): Promise<(string | undefined)[]> {
    const size = {
      PixelWidth: { type: 'long', value: String(widthPx) },
      PixelHeight: { type: 'long', value: String(heightPx) },
    };
    await this.convert(inputs, outDir, `png:draw_png_Export:${JSON.stringify(size)}`);
    return Promise.all(
      inputs.map(async (input) => {
        const png = join(outDir, `${basename(input, extname(input))}.png`);
        return access(png).then(
          () => png,
          () => undefined,
        );
      }),
    );
  }

  /** One LibreOffice run converting `inputs` into `outDir` with the `--convert-to` filter. */
  private async convert(inputs: string[], outDir: string, filter: string): Promise<void> {
    const profile = this.options.profileDir ?? join(outDir, 'libreoffice-profile');
    await mkdir(profile, { recursive: true });
    await seedOfflineProfile(profile);
    const office = [
      this.options.sofficePath,
      '--headless',
      '--norestore',
      '--nologo',
      '--nodefault',
      '--nolockcheck',
      `-env:UserInstallation=${pathToFileURL(profile).href}`,
      '--convert-to',
      filter,
      '--outdir',
      outDir,
      ...inputs,
    ];
    const offline =
      this.options.networkNamespace === false
        ? { command: office[0], args: office.slice(1) }
        : await offlineCommand(office[0], office.slice(1));
    await this.run(offline.command, offline.args, basename(this.options.sofficePath));
  }

  /** Page `page` of a PDF as a PNG `widthPx` wide; returns the PNG's path. */
  async pageToPng(pdf: string, page: number, widthPx: number, outputBase: string): Promise<string> {
    await this.run(this.options.pdftoppmPath, [
      '-png',
      '-f',
      String(page),
      '-l',
      String(page),
      '-singlefile',
      '-scale-to-x',
      String(widthPx),
      '-scale-to-y',
      '-1',
      '-aa',
      'yes',
      '-aaVector',
      'yes',
      pdf,
      outputBase,
    ]);
    return `${outputBase}.png`;
  }

  /**
   * Every page of a PDF as PNGs `widthPx` wide, in `outDir`; their paths in page order
   * (pdftoppm numbers them `<prefix>-1.png` or, with many pages, `<prefix>-01.png`).
   */
  pagesToPng(pdf: string, widthPx: number, outDir: string): Promise<string[]> {
    return this.pages(pdf, widthPx, outDir, 'png');
  }

  /**
   * Every page of a PDF as binary PPM pixmaps (P6, 8-bit RGB) `widthPx` wide, in `outDir`, for
   * reading pixels without an image decoder; their paths in page order.
   */
  pagesToPixmaps(pdf: string, widthPx: number, outDir: string): Promise<string[]> {
    return this.pages(pdf, widthPx, outDir, 'ppm');
  }

  /** pdftoppm's pages `widthPx` wide: anti-aliased PNGs, or raw PPM pixmaps (its default). */
  private async pages(
    pdf: string,
    widthPx: number,
    outDir: string,
    format: 'png' | 'ppm',
  ): Promise<string[]> {
    await mkdir(outDir, { recursive: true });
    const png = format === 'png' ? ['-png'] : [];
    const smooth = format === 'png' ? ['-aa', 'yes', '-aaVector', 'yes'] : [];
    await this.run(this.options.pdftoppmPath, [
      ...png,
      '-scale-to-x',
      String(widthPx),
      '-scale-to-y',
      '-1',
      ...smooth,
      pdf,
      join(outDir, 'page'),
    ]);
    const pageNumber = (name: string) =>
      Number(new RegExp(`^page-(\\d+)\\.${format}$`).exec(name)?.[1] ?? NaN);
    return (await readdir(outDir))
      .filter((name) => Number.isFinite(pageNumber(name)))
      .sort((a, b) => pageNumber(a) - pageNumber(b))
      .map((name) => join(outDir, name));
  }

  /** The first slide of a deck as a PNG, rendered in `workDir`. */
  async firstSlide(input: string, workDir: string, widthPx: number): Promise<string> {
    const pdf = await this.toPdf(input, workDir, '1');
    return this.pageToPng(pdf, 1, widthPx, join(workDir, 'preview'));
  }

  /**
   * Runs a tool in its own process group so that a timeout (or a shutdown) ends it and every
   * child it started, tethered to this process so that it never outlives it (process/tether.ts).
   */
  private run(command: string, args: string[], name = basename(command)): Promise<void> {
    const { signal } = this.options;
    if (signal?.aborted) return Promise.reject(new RenderAbortedError());
    return new Promise((resolve, reject) => {
      const child = spawnTethered(command, args, { stderr: 'pipe' });
      let stderr = '';
      child.stderr!.on(
        'data',
        (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)),
      );
      const kill = () => killGroup(child);
      const timer = setTimeout(kill, this.options.timeoutMs);
      signal?.addEventListener('abort', kill, { once: true });
      child.once('error', (error: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', kill);
        reject(
          error.code === 'ENOENT'
            ? new RendererUnavailableError(`${command} is not installed`)
            : error,
        );
      });
      child.once('exit', (code, exitSignal) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', kill);
        if (code === 0) return resolve();
        if (signal?.aborted) return reject(new RenderAbortedError());
        reject(
          new Error(
            exitSignal === 'SIGKILL'
              ? `${name} took longer than ${this.options.timeoutMs} ms`
              : `${name} failed (${exitSignal ?? code}): ${stderr.trim()}`,
          ),
        );
      });
    });
  }
}
