import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In } from 'typeorm';
import { recordOrphans } from '../blobs/orphan-blob.entity';
import { PendingUploadEntity } from './pending-upload.entity';

/** Pending uploads: granted, being streamed, not yet completed or aborted. */
@Injectable()
export class UploadsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async create(upload: Omit<PendingUploadEntity, 'createdAt'>): Promise<void> {
    await this.dataSource.getRepository(PendingUploadEntity).insert(upload);
  }

  /** The caller's pending uploads among `ids`, locked until the transaction ends. */
  findForUpdate(
    manager: EntityManager,
    ownerId: string,
    ids: string[],
  ): Promise<PendingUploadEntity[]> {
    return manager.getRepository(PendingUploadEntity).find({
      where: { id: In(ids), ownerId },
      lock: { mode: 'pessimistic_write' },
    });
  }

  find(ownerId: string, ids: string[]): Promise<PendingUploadEntity[]> {
    return this.dataSource.getRepository(PendingUploadEntity).findBy({ id: In(ids), ownerId });
  }

  listOwnedBy(manager: EntityManager, ownerId: string): Promise<PendingUploadEntity[]> {
    return manager.findBy(PendingUploadEntity, { ownerId });
  }

  /** Forgets uploads and records their blobs for deletion, in the caller's transaction. */
  async discard(manager: EntityManager, uploads: PendingUploadEntity[]): Promise<string[]> {
    if (uploads.length === 0) return [];
    const keys = uploads.map((upload) => upload.blobKey);
    await recordOrphans(manager, keys);
    await manager.delete(
      PendingUploadEntity,
      uploads.map((upload) => upload.id),
    );
    return keys;
  }

  /** Removes uploads that became files (their blobs now belong to the files). */
  async complete(manager: EntityManager, uploads: PendingUploadEntity[]): Promise<void> {
    await manager.delete(
      PendingUploadEntity,
      uploads.map((upload) => upload.id),
    );
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}
