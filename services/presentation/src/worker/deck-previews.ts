import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { APP_CONFIG, BLOB_STORE, type BlobStore, LibreOfficeRenderer } from '@deckforge/kit';
import type { projectBlobKeys } from '@deckforge/proto';
import type { PresentationConfig } from '../config';

/** Wide enough for a sharp slide in the Projects preview (1280 × 720 at 16:9). */
export const SLIDE_PREVIEW_WIDTH_PX = 1280;

export interface StoredPreviews {
  previewBlobKeys: string[];
  pdfBlobKey?: string;
}

type ProjectKeys = ReturnType<typeof projectBlobKeys>;

/**
 * A generated deck's PDF and one PNG per slide (LibreOffice → PDF → poppler), stored beside the
 * deck for the Projects preview once the deck is registered (previews never delay a deck). One LibreOffice profile per worker process, kept warm between
 * decks; conversions run one at a time because a shared profile loses overlapping output.
 * Previews are a nicety: when LibreOffice is missing or fails, the deck is stored without them.
 */
/** Consecutive absent slide images after which a cleanup stops looking for more. */
const MISSING_SLIDES_BEFORE_STOP = 20;

@Injectable()
export class DeckPreviews implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(DeckPreviews.name);
  private renderer?: LibreOfficeRenderer;
  private profileDir?: string;
  private turn: Promise<unknown> = Promise.resolve();

  constructor(
    @Inject(APP_CONFIG) private readonly config: PresentationConfig,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async onModuleInit() {
    if (this.config.SLIDE_PREVIEWS === 'off') return;
    this.profileDir = await mkdtemp(join(tmpdir(), 'deckforge-soffice-profile-'));
    this.renderer = new LibreOfficeRenderer({
      sofficePath: this.config.SOFFICE_PATH,
      pdftoppmPath: this.config.PDFTOPPM_PATH,
      timeoutMs: this.config.PREVIEW_TIMEOUT_MS,
      profileDir: this.profileDir,
    });
  }

  async onModuleDestroy() {
    if (this.profileDir) await rm(this.profileDir, { recursive: true, force: true });
  }

  /** False when SLIDE_PREVIEWS is off: there is nothing to render and nothing to clear. */
  get enabled(): boolean {
    return this.renderer !== undefined;
  }

  /** Renders the job's stored deck and stores the results under the job's keys. */
  async forStoredDeck(keys: ProjectKeys): Promise<StoredPreviews> {
    const renderer = this.renderer;
    if (!renderer) return { previewBlobKeys: [] };
    const workDir = await mkdtemp(join(tmpdir(), 'deckforge-previews-'));
    try {
      const deckPath = join(workDir, 'deck.pptx');
      await pipeline(await this.blobs.read(keys.deck), createWriteStream(deckPath));
      const { pdf, pages } = await this.oneAtATime(async () => {
        const pdf = await renderer.toPdf(deckPath, workDir);
        return {
          pdf,
          pages: await renderer.pagesToPng(pdf, SLIDE_PREVIEW_WIDTH_PX, join(workDir, 'slides')),
        };
      });
      const previewBlobKeys: string[] = [];
      for (const [index, page] of pages.entries()) {
        const key = keys.slidePreview(index + 1);
        await this.blobs.write(key, createReadStream(page));
        previewBlobKeys.push(key);
      }
      await this.blobs.write(keys.pdf, createReadStream(pdf));
      return { previewBlobKeys, pdfBlobKey: keys.pdf };
    } catch (error) {
      this.logger.warn({ message: 'The deck stays without slide previews', err: error });
      return { previewBlobKeys: [] };
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  /**
   * Removes a job's slide images and PDF (the job failed for good, or its project is gone). The
   * store cannot list keys, and a worker killed mid-way or an earlier partial cleanup can leave
   * holes in the numbering, so this walks on until a long run of slide numbers is missing.
   */
  async delete(keys: ProjectKeys): Promise<void> {
    for (let slide = 1, missing = 0; missing < MISSING_SLIDES_BEFORE_STOP; slide++) {
      const key = keys.slidePreview(slide);
      if (await this.blobs.exists(key)) {
        missing = 0;
        await this.blobs.delete(key);
      } else {
        missing++;
      }
    }
    await this.blobs.delete(keys.pdf);
  }

  private oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const result = this.turn.then(work, work);
    this.turn = result.catch(() => undefined);
    return result;
  }
}
