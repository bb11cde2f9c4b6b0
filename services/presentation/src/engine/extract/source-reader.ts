import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, zipLimitsFrom } from '@deckforge/kit';
import type { PresentationConfig } from '../../config';
import type { ExtractedSource } from './extracted-source';
import { UnreadableFile } from './extraction-failure';
import { type FileFormat, isDocumentFormat, kindOf } from './file-formats';
import { MediaReader } from './media/media.reader';
import { PictureReader } from './parsers/picture.reader';
import { ExtractionSandbox } from './sandbox/extraction.sandbox';
import type { SpeechProgress } from './speech/speech-to-text';

/** A stored file downloaded for reading, with the digest and size its download measured. */
interface LocalFile {
  format: FileFormat;
  /** The local copy, in `workdir`. */
  path: string;
  /** A directory of its own, removed by the caller: figures and frames are written here. */
  workdir: string;
  sha256: string;
  size: number;
}

export interface Extracted {
  source: ExtractedSource;
  withoutSpeech: boolean;
  /** False when a remote service failed on the way: use the result, but do not keep it. */
  cacheable: boolean;
}

/**
 * Reads one local file by its format: documents in the sandbox (their figures stored as blobs),
 * pictures and recordings by their readers. What it gives is cached by ExtractionService.
 */
@Injectable()
export class SourceReader {
  constructor(
    @Inject(APP_CONFIG) private readonly config: PresentationConfig,
    private readonly sandbox: ExtractionSandbox,
    private readonly pictures: PictureReader,
    private readonly media: MediaReader,
  ) {}

  async read(
    { format, path, workdir, sha256, size }: LocalFile,
    language: string,
    speech?: { progress?: SpeechProgress },
  ): Promise<Extracted> {
    if (size === 0) throw new UnreadableFile('it is empty');
    if (isDocumentFormat(format)) {
      const figuresDir = join(workdir, 'figures');
      await mkdir(figuresDir);
      const { figures = [], ...document } = await this.sandbox.run(
        {
          task: 'document',
          format,
          path,
          figuresDir,
          pdfTools: {
            pdftoppm: this.config.PDFTOPPM_PATH,
            pdftohtml: this.config.PDFTOPPM_PATH.replace(/pdftoppm$/, 'pdftohtml'),
            pdfimages: this.config.PDFTOPPM_PATH.replace(/pdftoppm$/, 'pdfimages'),
          },
          tesseract: this.config.TESSERACT_PATH,
          soffice: this.config.SOFFICE_PATH,
          limits: {
            maxPages: this.config.PDF_MAX_PAGES,
            zip: zipLimitsFrom(this.config),
            maxMegapixels: this.config.IMAGE_MAX_MEGAPIXELS,
            ocr: { maxPages: this.config.OCR_MAX_PAGES, timeoutMs: this.config.OCR_TIMEOUT_MS },
          },
        },
        // A PDF's scanned pages are read by OCR within their own budget (the parser stops it).
        this.config.EXTRACT_TIMEOUT_MS + (format === 'pdf' ? this.config.OCR_TIMEOUT_MS : 0),
      );
      const pictures = [];
      // A figure whose file was cleared is a decoration repeated on every page (FigureFiles).
      for (const [index, figure] of figures.filter((figure) => figure.file).entries())
        pictures.push(
          await this.pictures.storeFigure(
            figure,
            figuresDir,
            `derived/${sha256}/figure-${index + 1}.${figure.file.split('.').pop()}`,
          ),
        );
      return {
        source: { kind: kindOf(format), ...document, pictures },
        withoutSpeech: false,
        cacheable: true,
      };
    }
    if (format === 'image') {
      const picture = await this.pictures.read(path, workdir, `derived/${sha256}`);
      return {
        source: { kind: 'image', sections: [], pictures: [picture] },
        withoutSpeech: false,
        cacheable: true,
      };
    }
    const media = await this.media.read(path, workdir, `derived/${sha256}`, language, speech);
    return {
      source: { kind: media.media.kind, sections: [], pictures: [], media: media.media },
      withoutSpeech: media.withoutSpeech,
      cacheable: media.cacheable,
    };
  }
}
