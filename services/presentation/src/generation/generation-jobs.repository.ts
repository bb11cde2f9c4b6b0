import { Injectable } from '@nestjs/common';
import type { DeckPlan, ErrorCode, GenerationStage } from '@deckforge/proto';
import { DataSource, type EntityManager, In } from 'typeorm';
import { GenerationJob } from './generation-job.entity';

export type NewGenerationJob = Pick<
  GenerationJob,
  'id' | 'userId' | 'title' | 'templateId' | 'fileIds' | 'tokenCount' | 'costHundredths'
>;

export interface NewRenderJob {
  id: string;
  userId: string;
  title: string;
  templateId: string;
  projectFileId: string;
  baseVersion: number;
  mode: 'replace' | 'new';
  origin: 'edited' | 'template';
  plan: DeckPlan;
}

/** The only place that queries generation jobs. */
@Injectable()
export class GenerationJobsRepository {
  constructor(private readonly dataSource: DataSource) {}

  find(id: string): Promise<GenerationJob | null> {
    return this.dataSource.getRepository(GenerationJob).findOneBy({ id });
  }

  /** Records a new job; false when a job with this id exists already (a repeated request). */
  async create(manager: EntityManager, job: NewGenerationJob): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into(GenerationJob)
      .values({ ...job, state: 'queued', stage: 'queued', percent: 0, message: null, attempts: 0 })
      .orIgnore()
      .returning('id')
      .execute();
    return result.raw.length > 0;
  }

  /**
   * Records a render job: 'created'; 'repeated' when this job id exists (the same request
   * again); 'taken' when another render from the same version of the project is pending or
   * done (a save from a second tab); 'busy' when the person already has `maxPending` renders
   * queued or running. Counted and inserted under a per-person lock, so that saves sent at
   * once cannot pass the cap together.
   */
  async createRender(
    job: NewRenderJob,
    maxPending: number,
  ): Promise<'created' | 'repeated' | 'taken' | 'busy'> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
        `render-jobs:${job.userId}`,
      ]);
      if (await manager.getRepository(GenerationJob).existsBy({ id: job.id })) return 'repeated';
      const pending = await manager.getRepository(GenerationJob).countBy({
        userId: job.userId,
        kind: 'render',
        state: In(['queued', 'active']),
      });
      if (pending >= maxPending) return 'busy';
      const result = await manager
        .createQueryBuilder()
        .insert()
        .into(GenerationJob)
        .values({
          ...job,
          kind: 'render',
          fileIds: [],
          tokenCount: 0,
          costHundredths: 0,
          state: 'queued',
          stage: 'queued',
          percent: 0,
          message: null,
          attempts: 0,
        })
        .orIgnore()
        .returning('id')
        .execute();
      return result.raw.length > 0 ? 'created' : undefined;
    });
    return outcome ?? ((await this.find(job.id)) ? 'repeated' : 'taken');
  }

  /** Forgets a job that never started (its credits could not be reserved). */
  async remove(id: string): Promise<void> {
    await this.dataSource.getRepository(GenerationJob).delete({ id, state: 'queued' });
  }

  /** Deletes every job of a user (deactivation). */
  async removeAllOf(manager: EntityManager, userId: string): Promise<void> {
    await manager.getRepository(GenerationJob).delete({ userId });
  }

  /** A worker took the job (again, after a crash or a failed attempt); false when it is finished. */
  async start(
    id: string,
    attempt: number,
    stage: GenerationStage = 'extracting',
  ): Promise<boolean> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(GenerationJob)
      .set({ state: 'active', stage, percent: 5, attempts: attempt, message: null })
      .where('id = :id AND state IN (:...states)', { id, states: ['queued', 'active'] })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  async progress(id: string, stage: GenerationStage, percent: number): Promise<void> {
    await this.dataSource
      .getRepository(GenerationJob)
      .update({ id, state: 'active' }, { stage, percent });
  }

  /** The deck is stored and registered (not yet charged). */
  async deckStored(id: string, deckFileId: string): Promise<void> {
    await this.dataSource.getRepository(GenerationJob).update({ id }, { deckFileId });
  }

  /**
   * Marks the job completed in the caller's transaction; false when it already was. `message`:
   * something the person should know about the result (older versions deleted to make room).
   */
  async complete(
    manager: EntityManager,
    id: string,
    deckFileId: string,
    message: string | null = null,
  ): Promise<boolean> {
    const result = await manager.getRepository(GenerationJob).update(
      { id, state: 'active' },
      // A render job's plan is the project's now: the job keeps no copy of it.
      { state: 'completed', stage: 'done', percent: 100, deckFileId, message, plan: null },
    );
    return (result.affected ?? 0) > 0;
  }

  async fail(id: string, failureCode: ErrorCode, message: string): Promise<boolean> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(GenerationJob)
      .set({ state: 'failed', stage: 'failed', failureCode, message, plan: null })
      .where('id = :id AND state <> :completed', { id, completed: 'completed' })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}
