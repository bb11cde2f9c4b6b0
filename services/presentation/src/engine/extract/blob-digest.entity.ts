import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** The content digest of a stored blob (blobs never change under their key). */
@Entity({ name: 'blob_digests' })
export class BlobDigest {
  @PrimaryColumn({ type: 'text', name: 'blob_key' })
  blobKey!: string;

  @Column({ type: 'char', length: 64 })
  sha256!: string;

  @Column({ type: 'bigint', transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  size!: number;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;
}
