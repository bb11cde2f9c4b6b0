import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { FileSource, Folder, TemplateReport } from '@deckforge/proto';

/** bigint columns come back from PostgreSQL as strings; sizes fit a JS number. */
const bigintAsNumber = {
  to: (value: number | null) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

export type PreviewStatus = 'none' | 'pending' | 'ready' | 'failed';

/** One file of the library: a user's media, template or project, or a system template. */
@Entity({ name: 'stored_files' })
export class StoredFileEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  /** Null for system templates, which belong to nobody. */
  @Column({ type: 'uuid', name: 'owner_id', nullable: true })
  ownerId!: string | null;

  @Column({ type: 'text' })
  source!: FileSource;

  @Column({ type: 'text' })
  folder!: Folder;

  /** The sanitised name people see; never part of a path or key. */
  @Column({ type: 'text' })
  name!: string;

  /** Lower-case, without the dot. */
  @Column({ type: 'text' })
  extension!: string;

  @Column({ type: 'text' })
  mime!: string;

  @Column({ type: 'bigint', transformer: bigintAsNumber })
  size!: number;

  @Column({ type: 'text' })
  sha256!: string;

  @Column({ type: 'text', name: 'blob_key' })
  blobKey!: string;

  @Column({ type: 'text', name: 'template_category', nullable: true })
  templateCategory!: string | null;

  @Column({ type: 'text', name: 'preview_status', default: 'none' })
  previewStatus!: PreviewStatus;

  @Column({ type: 'text', name: 'preview_key', nullable: true })
  previewKey!: string | null;

  @Column({ type: 'bigint', name: 'preview_size', nullable: true, transformer: bigintAsNumber })
  previewSize!: number | null;

  @Column({ type: 'text', name: 'preview_sha256', nullable: true })
  previewSha256!: string | null;

  @Column({ type: 'int', name: 'preview_attempts', default: 0 })
  previewAttempts!: number;

  @Column({ type: 'timestamptz', name: 'preview_claimed_at', nullable: true })
  previewClaimedAt!: Date | null;

  /** A project's slides as PNGs, in order (the first is also its `.png` preview). */
  @Column({ type: 'text', array: true, name: 'slide_preview_keys', default: () => "'{}'" })
  slidePreviewKeys!: string[];

  /** A project as PDF, the second download. */
  @Column({ type: 'text', name: 'pdf_key', nullable: true })
  pdfKey!: string | null;

  @Column({ type: 'bigint', name: 'pdf_size', nullable: true, transformer: bigintAsNumber })
  pdfSize!: number | null;

  /** Further blobs that belong to this file. */
  @Column({ type: 'text', array: true, name: 'extra_blob_keys', default: () => "'{}'" })
  extraBlobKeys!: string[];

  /** The generation job that produced a project (idempotent registration). */
  @Column({ type: 'uuid', name: 'job_id', nullable: true })
  jobId!: string | null;

  /** A project whose plan is stored: the version the row's blobs belong to. */
  @Column({ type: 'int', name: 'current_version', nullable: true })
  currentVersion?: number | null;

  /** A project: slides in its deck (null for decks registered before this was recorded). */
  @Column({ type: 'int', name: 'slide_count', nullable: true })
  slideCount?: number | null;

  /** A template: what the generator will make of it (null: not analysed). */
  @Column({ type: 'jsonb', name: 'template_report', nullable: true })
  templateReport?: TemplateReport | null;

  /** The system template's stable name in the shipped manifest. */
  @Column({ type: 'text', name: 'system_slug', nullable: true })
  systemSlug!: string | null;

  @CreateDateColumn({ type: 'timestamptz', name: 'uploaded_at' })
  uploadedAt!: Date;
}
