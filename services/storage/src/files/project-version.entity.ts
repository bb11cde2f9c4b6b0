import { type DeckPlan, planBlobKeys, type VersionOrigin } from '@deckforge/proto';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

const bigintAsNumber = {
  to: (value: number | null) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/** One rendering of a project: its plan, the template, and its own deck, slides and PDF. */
@Entity({ name: 'project_versions' })
export class ProjectVersionEntity {
  @PrimaryColumn({ type: 'uuid', name: 'file_id' })
  fileId!: string;

  @PrimaryColumn({ type: 'int' })
  version!: number;

  /** The job that rendered it (its blobs are under the job's keys); restores get a fresh id. */
  @Column({ type: 'uuid', name: 'render_id' })
  renderId!: string;

  @Column({ type: 'text' })
  origin!: VersionOrigin;

  @Column({ type: 'int', name: 'restored_from', nullable: true })
  restoredFrom!: number | null;

  @Column({ type: 'uuid', name: 'template_id' })
  templateId!: string;

  @Column({ type: 'jsonb' })
  plan!: DeckPlan;

  @Column({ type: 'text', name: 'blob_key' })
  blobKey!: string;

  @Column({ type: 'bigint', transformer: bigintAsNumber })
  size!: number;

  @Column({ type: 'text' })
  sha256!: string;

  @Column({ type: 'int', name: 'slide_count' })
  slideCount!: number;

  @Column({ type: 'text', array: true, name: 'slide_preview_keys', default: () => "'{}'" })
  slidePreviewKeys!: string[];

  @Column({ type: 'text', name: 'pdf_key', nullable: true })
  pdfKey!: string | null;

  @Column({ type: 'bigint', name: 'pdf_size', nullable: true, transformer: bigintAsNumber })
  pdfSize!: number | null;

  /** Its slide images, and a copied project's own pictures and media (the quota counts them). */
  @Column({ type: 'bigint', name: 'extra_bytes', default: 0, transformer: bigintAsNumber })
  extraBytes!: number;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;
}

/**
 * Every blob a version holds: its deck, slide images, PDF, and the project's own copies of the
 * pictures and media its plan shows (never anything outside the projects folder, such as the
 * media library's files).
 */
export const versionBlobKeys = (version: ProjectVersionEntity): string[] =>
  [
    version.blobKey,
    ...version.slidePreviewKeys,
    version.pdfKey,
    ...planBlobKeys(version.plan).filter((key) => key.startsWith('projects/')),
  ].filter((key): key is string => typeof key === 'string' && key.length > 0);
