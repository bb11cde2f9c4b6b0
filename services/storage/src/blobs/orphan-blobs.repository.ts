import { Injectable } from '@nestjs/common';
import { DataSource, LessThan } from 'typeorm';
import { PendingUploadEntity } from '../uploads/pending-upload.entity';
import { OrphanBlobEntity, recordOrphans } from './orphan-blob.entity';

/** The blobs waiting to be deleted, and the abandoned uploads that become such blobs. */
@Injectable()
export class OrphanBlobsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Forgets up to `limit` uploads started before `before` (skipping any another replica holds)
   * and records their blobs as orphans, in one transaction.
   */
  async orphanAbandonedUploads(before: Date, limit: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const abandoned = await manager.getRepository(PendingUploadEntity).find({
        where: { createdAt: LessThan(before) },
        take: limit,
        lock: { mode: 'pessimistic_write', onLocked: 'skip_locked' },
      });
      if (abandoned.length === 0) return;
      await recordOrphans(
        manager,
        abandoned.map((upload) => upload.blobKey),
      );
      await manager.delete(
        PendingUploadEntity,
        abandoned.map((upload) => upload.id),
      );
    });
  }

  /** The keys recorded longest ago. */
  async oldest(limit: number): Promise<string[]> {
    const orphans = await this.dataSource
      .getRepository(OrphanBlobEntity)
      .find({ order: { createdAt: 'ASC' }, take: limit });
    return orphans.map((orphan) => orphan.blobKey);
  }

  /** The blob is gone from the store: nothing left to do for it. */
  async forget(blobKey: string): Promise<void> {
    await this.dataSource.getRepository(OrphanBlobEntity).delete({ blobKey });
  }
}
