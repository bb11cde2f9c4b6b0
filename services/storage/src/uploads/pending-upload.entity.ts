import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { Folder } from '@deckforge/proto';

/**
 * An upload granted and not yet completed or aborted. Its id becomes the file's id and its blob
 * key the file's key; the orphan-blobs sweeper removes the blob of one that was never finished.
 */
@Entity({ name: 'pending_uploads' })
export class PendingUploadEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'uuid', name: 'owner_id' })
  ownerId!: string;

  @Column({ type: 'text' })
  folder!: Folder;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  extension!: string;

  @Column({ type: 'text' })
  mime!: string;

  @Column({ type: 'text', name: 'blob_key' })
  blobKey!: string;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;
}
