import { Inject, Injectable, Logger } from '@nestjs/common';
import { BackgroundTask, BLOB_STORE, type BlobStore } from '@deckforge/kit';
import { OrphanBlobsRepository } from './orphan-blobs.repository';

const SWEEP_INTERVAL_MS = 60_000;
const BATCH_SIZE = 200;
/**
 * An upload not completed within this time was abandoned (the gateway crashed or lost the
 * client); even a 50 MB upload at 100 kB/s takes under ten minutes.
 */
const ABANDONED_UPLOAD_MS = 60 * 60_000;

/**
 * Deletes blobs whose rows are gone. Deletions are recorded in the transaction that removes the
 * rows, then carried out at once (`reap(keys)`); whatever failed is retried every minute, along
 * with the blobs of abandoned uploads. A crash at any point leaves no bytes behind for good.
 */
@Injectable()
export class OrphanBlobsSweeper extends BackgroundTask {
  private readonly logger = new Logger(OrphanBlobsSweeper.name);

  constructor(
    private readonly orphans: OrphanBlobsRepository,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {
    super({ name: 'Blob sweep', everyMs: SWEEP_INTERVAL_MS });
  }

  /** Deletes these orphaned blobs now; any that fail stay recorded for the next sweep. */
  async reap(keys: string[]): Promise<void> {
    for (const key of keys) {
      try {
        await this.blobs.delete(key);
        await this.orphans.forget(key);
      } catch (error) {
        this.logger.warn(`Blob ${key} not deleted yet: ${String(error)}`);
      }
    }
  }

  /** One pass: abandoned uploads become orphans, then recorded orphans are deleted. */
  async sweep(): Promise<void> {
    await this.task.runNow();
  }

  protected async runPass(): Promise<void> {
    await this.orphans.orphanAbandonedUploads(
      new Date(Date.now() - ABANDONED_UPLOAD_MS),
      BATCH_SIZE,
    );
    await this.reap(await this.orphans.oldest(BATCH_SIZE));
  }
}
