import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, BLOB_STORE, type BlobStore } from '@deckforge/kit';
import type { PresentationConfig } from '../../../config';
import { orientationOf } from './image-probe';
import type { ParsedFigure } from './document-builder';
import type { SourcePicture } from '../extracted-source';
import { storeFile } from '../blob-files';
import { UnreadableFile } from '../extraction-failure';
import { MediaTools } from '../media/media-tools';
import { ExtractionSandbox } from '../sandbox/extraction.sandbox';

/** Longest side of a picture placed in a deck; larger ones are scaled down (keeps decks small). */
const MAX_PICTURE_SIDE = 2560;
/** Formats every PowerPoint and LibreOffice shows; others (WebP, BMP, TIFF) become PNG. */
const DECK_FORMATS: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
};

/**
 * A picture as the deck will show it: size and orientation, converted when its format, size or
 * EXIF rotation would not display well everywhere, and any text in it recognised offline.
 */
@Injectable()
export class PictureReader {
  constructor(
    @Inject(APP_CONFIG) private readonly config: PresentationConfig,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly sandbox: ExtractionSandbox,
    private readonly tools: MediaTools,
  ) {}

  async read(path: string, workdir: string, derivedPrefix: string): Promise<SourcePicture> {
    const maxMegapixels = this.config.IMAGE_MAX_MEGAPIXELS;
    let probe = await this.sandbox.run({ task: 'probe-image', path, maxMegapixels });
    let shown = path;
    let blobKey: string | undefined;
    const rotated = (probe.exifOrientation ?? 1) !== 1;
    const oversized =
      Math.max(probe.width, probe.height) > MAX_PICTURE_SIDE && probe.format !== 'gif';
    if (!DECK_FORMATS[probe.format] || oversized || rotated) {
      const extension = probe.format === 'jpg' ? 'jpg' : 'png';
      shown = join(workdir, `picture.${extension}`);
      await this.tools.normalizePicture(path, shown, MAX_PICTURE_SIDE, probe.exifOrientation);
      probe = await this.sandbox.run({ task: 'probe-image', path: shown, maxMegapixels });
      blobKey = `${derivedPrefix}/picture.${extension}`;
      await storeFile(this.blobs, blobKey, shown);
    }
    // A picture the recogniser cannot read (it crashed or took too long on it) is still a
    // picture: it is shown without text rather than refused.
    const { text } = await this.sandbox
      .run({ task: 'ocr', path: shown, tesseract: this.config.TESSERACT_PATH })
      .catch((error: unknown): { text?: string } => {
        if (error instanceof UnreadableFile) return {};
        throw error;
      });
    return {
      ...(blobKey ? { blobKey } : {}),
      mime: DECK_FORMATS[probe.format] ?? 'image/png',
      width: probe.width,
      height: probe.height,
      orientation: probe.orientation,
      ...(text ? { ocrText: text } : {}),
    };
  }

  /**
   * A figure a document parser wrote (already probed, in a deck format), stored under
   * `blobKey`; scaled down first when it is larger than a deck needs. Its caption is its text;
   * the parser read any text inside it (Word and PowerPoint pictures).
   */
  async storeFigure(
    figure: ParsedFigure,
    directory: string,
    blobKey: string,
  ): Promise<SourcePicture> {
    let path = join(directory, figure.file);
    let { width, height } = figure;
    if (Math.max(width, height) > MAX_PICTURE_SIDE && figure.mime !== 'image/gif') {
      const scaled = join(directory, `scaled-${figure.file}`);
      await this.tools.normalizePicture(path, scaled, MAX_PICTURE_SIDE);
      const scale = MAX_PICTURE_SIDE / Math.max(width, height);
      [path, width, height] = [scaled, Math.round(width * scale), Math.round(height * scale)];
    }
    await storeFile(this.blobs, blobKey, path);
    return {
      blobKey,
      mime: figure.mime,
      width,
      height,
      orientation: orientationOf(width, height),
      ...(figure.caption ? { caption: figure.caption } : {}),
      ...(figure.altText ? { altText: figure.altText } : {}),
      ...(figure.ocrText ? { ocrText: figure.ocrText } : {}),
      ...(figure.location ? { location: figure.location } : {}),
      ...(figure.section !== undefined ? { section: figure.section } : {}),
    };
  }
}
