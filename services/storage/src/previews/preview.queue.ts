import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import {
  APP_CONFIG,
  BLOB_STORE,
  type BlobStore,
  LibreOfficeRenderer,
  PeriodicTask,
  RenderAbortedError,
  RendererUnavailableError,
  stripExternalLinksInFile,
} from '@deckforge/kit';
import type { StorageConfig } from '../config';
import { type ClaimedFile, PreviewClaimsRepository } from './preview-claims.repository';
import { addTitleSlideIfEmpty } from './title-slide';

const POLL_INTERVAL_MS = 5_000;
/** Attempts at one preview; a file past them is never claimed again. */
export const MAX_PREVIEW_ATTEMPTS = 3;
/** Wide enough for a sharp card in the templates grid and the landing carousel. */
const PREVIEW_WIDTH_PX = 960;

/**
 * `preview_claimed_at` for a deck whose slide images the presentation worker draws next: a
 * claim in the worker's name, so this queue leaves the deck alone (a LibreOffice of its own
 * would compete with the worker's for the processor) until the claim expires like any other,
 * when the images are overdue. Their first slide becomes the preview (attachProjectPreviews).
 */
export const heldForSlideImages = (coming: boolean): Date | null => (coming ? new Date() : null);

/** Where a file's rendered preview is kept (ids only). */
const previewBlobKey = (fileId: string) => `previews/${fileId}.png`;

/**
 * Renders previews of uploaded templates (and of decks registered without one) in the background.
 * Work is claimed from the database (`preview_status = 'pending'`, skip-locked), so it survives
 * restarts and spreads over replicas; a claim left by a crashed process expires and is retried,
 * up to three attempts. Until a preview is ready, its address serves the placeholder.
 */
@Injectable()
export class PreviewQueue implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PreviewQueue.name);
  private readonly renderer: LibreOfficeRenderer;
  /** Polls for work other replicas stored (a local store calls `wake()` at once). */
  private readonly poll = new PeriodicTask({
    name: 'Preview poll',
    everyMs: POLL_INTERVAL_MS,
    run: async () => this.wake(),
  });
  private readonly running = new Set<Promise<void>>();
  private readonly shutdown = new AbortController();
  private stopped = false;

  constructor(
    private readonly claims: PreviewClaimsRepository,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(APP_CONFIG) private readonly config: StorageConfig,
  ) {
    this.renderer = new LibreOfficeRenderer({
      sofficePath: config.SOFFICE_PATH,
      pdftoppmPath: config.PDFTOPPM_PATH,
      timeoutMs: config.PREVIEW_TIMEOUT_MS,
      signal: this.shutdown.signal,
    });
  }

  onApplicationBootstrap() {
    if (this.config.PREVIEWS === 'off') return;
    this.poll.start();
    this.wake();
  }

  /** Stops conversions in progress rather than waiting for them; their work is claimed again. */
  async onApplicationShutdown() {
    this.stopped = true;
    await this.poll.stop();
    this.shutdown.abort();
    await Promise.allSettled(this.running);
  }

  /** Starts work now if there is any and a slot is free (called after a template is stored). */
  wake(): void {
    if (this.stopped || this.config.PREVIEWS === 'off') return;
    while (this.running.size < this.config.PREVIEW_CONCURRENCY) {
      const work: Promise<void> = this.renderNext()
        .then((didWork) => {
          this.running.delete(work);
          if (didWork) this.wake();
        })
        .catch((error: unknown) => {
          this.running.delete(work);
          this.logger.warn(`Preview pass failed: ${String(error)}`);
        });
      this.running.add(work);
    }
  }

  /** Claims and renders one pending preview; false when there was none. */
  private async renderNext(): Promise<boolean> {
    const claimed = await this.claim();
    if (!claimed) return false;
    const workDir = await mkdtemp(join(tmpdir(), 'deckforge-preview-'));
    try {
      const input = join(workDir, `deck.${claimed.extension}`);
      await pipeline(await this.blobs.read(claimed.blob_key), createWriteStream(input));
      // Stripped at upload; again here for templates stored before that (defence in depth).
      await stripExternalLinksInFile(input);
      await addTitleSlideIfEmpty(input, claimed.name.replace(/\.[^.]+$/, ''));
      const png = await this.renderer.firstSlide(input, workDir, PREVIEW_WIDTH_PX);
      await this.store(claimed.id, png);
    } catch (error) {
      await this.recordFailure(claimed, error);
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
    return true;
  }

  private async claim(): Promise<ClaimedFile | undefined> {
    const claimExpirySeconds = Math.ceil((2 * this.config.PREVIEW_TIMEOUT_MS) / 1000);
    return this.claims.claimNext(MAX_PREVIEW_ATTEMPTS, claimExpirySeconds);
  }

  private async store(fileId: string, pngPath: string): Promise<void> {
    const key = previewBlobKey(fileId);
    const stored = await this.blobs.write(key, createReadStream(pngPath), {
      contentType: 'image/png',
    });
    const updated = await this.claims.markReady(fileId, {
      key,
      size: stored.size,
      sha256: stored.sha256,
    });
    // The file was deleted while its preview was rendered: the preview must not outlive it.
    if (!updated) await this.blobs.delete(key);
  }

  private async recordFailure(file: ClaimedFile, error: unknown): Promise<void> {
    if (error instanceof RenderAbortedError) {
      // Interrupted by a shutdown: give the attempt back and let the next instance take it.
      await this.claims.giveBack(file.id);
      return;
    }
    const final =
      error instanceof RendererUnavailableError || file.preview_attempts >= MAX_PREVIEW_ATTEMPTS;
    this.logger.warn(
      `Preview of file ${file.id} failed (attempt ${file.preview_attempts}${final ? ', giving up' : ''}): ${String(error)}`,
    );
    if (final) {
      await this.claims.markFailed(file.id);
    }
  }
}
