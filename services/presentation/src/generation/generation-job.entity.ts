import type { ErrorCode, GenerationStage, JobProgress } from '@deckforge/proto';
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

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt!: Date;
}
