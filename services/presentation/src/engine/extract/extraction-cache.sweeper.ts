import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, BackgroundTask, BLOB_STORE, type BlobStore } from '@deckforge/kit';
import type { PresentationConfig } from '../../config';
import type { ExtractedSource } from './extracted-source';
import { ExtractionCacheRepository } from './extraction-cache.repository';

const SWEEP_EVERY_MS = 60 * 60_000;
const BATCH = 100;

/**
 * Keeps the extraction cache from holding people's content forever: entries unused for
 * EXTRACTION_CACHE_DAYS are deleted, with the derived files (converted pictures, posters,
 * playable media) no other entry of the same content uses. Runs hourly in the service and
 * the worker; a second sweep finds nothing left to delete.
 */
@Injectable()
export class ExtractionCacheSweeper extends BackgroundTask<number> {
  private readonly logger = new Logger(ExtractionCacheSweeper.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: PresentationConfig,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly cache: ExtractionCacheRepository,
  ) {
    super({ name: 'Extraction cache sweep', everyMs: SWEEP_EVERY_MS });
  }

  protected runPass(): Promise<number> {
    return this.sweep();
  }

  /** One pass; answers how many entries were deleted. */
  async sweep(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - this.config.EXTRACTION_CACHE_DAYS * 86_400_000);
    let total = 0;
    for (;;) {
      const removed = await this.cache.removeUnused(before, BATCH);
      for (const { entry, contentStillCached } of removed)
        if (!contentStillCached && entry.source)
          for (const key of derivedKeys(entry.source)) await this.blobs.delete(key);
      total += removed.length;
      if (removed.length < BATCH) break;
    }
    if (total > 0) this.logger.log(`Deleted ${total} unused extraction cache entries`);
    return total;
  }
}

/** Blob keys of files extraction made (never the user's own files). */
function derivedKeys(source: ExtractedSource): string[] {
  return [
    ...source.pictures.map((picture) => picture.blobKey),
    source.media?.blobKey,
    source.media?.posterBlobKey,
    ...(source.media?.frames ?? []).map((frame) => frame.blobKey),
  ].filter((key): key is string => !!key && key.startsWith('derived/'));
}
