import type { DeckPlan, ErrorCode, GenerationStage, JobProgress } from '@deckforge/proto';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** One generation: what was asked, what it costs, and how far it got. */
@Entity({ name: 'generation_jobs' })
export class GenerationJob {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'uuid', name: 'user_id' })
  userId!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'uuid', name: 'template_id' })
  templateId!: string;

  @Column({ type: 'jsonb', name: 'file_ids' })
  fileIds!: string[];

  @Column({ type: 'int', name: 'token_count' })
  tokenCount!: number;

  @Column({ type: 'int', name: 'cost_hundredths' })
  costHundredths!: number;

  @Column({ type: 'text' })
  state!: JobProgress['state'];

  @Column({ type: 'text' })
  stage!: GenerationStage;

  @Column({ type: 'int' })
  percent!: number;

  @Column({ type: 'text', nullable: true })
  message!: string | null;

  @Column({ type: 'text', name: 'failure_code', nullable: true })
  failureCode!: ErrorCode | null;

  @Column({ type: 'uuid', name: 'deck_file_id', nullable: true })
  deckFileId!: string | null;

  @Column({ type: 'int' })
  attempts!: number;

  /** A generation from sources, or an edited plan rendered again. */
  @Column({ type: 'text', default: 'generation' })
  kind!: 'generation' | 'render';

  /** Render jobs: the project edited. */
  @Column({ type: 'uuid', name: 'project_file_id', nullable: true })
  projectFileId!: string | null;

  /** Render jobs: the version the edit started from. */
  @Column({ type: 'int', name: 'base_version', nullable: true })
  baseVersion!: number | null;

  /** Render jobs: replace the project (a new version of it), or make a new project. */
  @Column({ type: 'text', nullable: true })
  mode!: 'replace' | 'new' | null;

  /** Render jobs: an edit in the same template, or the plan in another template. */
  @Column({ type: 'text', nullable: true })
  origin!: 'edited' | 'template' | null;

  /** Render jobs: the plan to render, until the job ends. */
  @Column({ type: 'jsonb', nullable: true })
  plan!: DeckPlan | null;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt!: Date;
}
