import { CreateDateColumn, Entity, type EntityManager, In, PrimaryColumn } from 'typeorm';

/**
 * A blob whose file is gone. Recorded in the same transaction that deletes the row, removed
 * once the blob store confirmed the delete, so a crash in between never leaves bytes behind.
 */
@Entity({ name: 'orphan_blobs' })
export class OrphanBlobEntity {
  @PrimaryColumn({ type: 'text', name: 'blob_key' })
  blobKey!: string;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;
}

/** Marks blob keys for deletion, inside the caller's transaction (see OrphanBlobsSweeper). */
export async function recordOrphans(manager: EntityManager, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await manager
    .createQueryBuilder()
    .insert()
    .into(OrphanBlobEntity)
    .values(keys.map((blobKey) => ({ blobKey })))
    .orIgnore()
    .execute();
}

/** Which of `keys` are marked for deletion, in the caller's transaction. */
export async function recordedOrphans(manager: EntityManager, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const found = await manager.findBy(OrphanBlobEntity, { blobKey: In(keys) });
  return found.map((orphan) => orphan.blobKey);
}
