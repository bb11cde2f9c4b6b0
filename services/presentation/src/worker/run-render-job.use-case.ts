import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, AppError, BLOB_STORE, type BlobStore, ServiceClient } from '@deckforge/kit';
import {
  type DeckPlan,
  type FileMetadata,
  type GenerationStage,
  projectBlobKeys,
  type RenderJobData,
  StorageRpc,
} from '@deckforge/proto';
import type { Queue } from 'bull';
import type { PresentationConfig } from '../config';
import type { GenerationJob } from '../generation/generation-job.entity';
import { GenerationJobsRepository } from '../generation/generation-jobs.repository';
import { PDF_QUEUE, type PreviewJobData, previewJobOptions } from '../generation/generation-queue';
import { downloadAssets } from './deck-assets';
import { DeckPreviews } from '../engine/preview';
import { planToRender } from './edited-plan';
import { deleteAssetCopies, ownAssets } from './project-assets';
import { projectTitle } from './project-title';
import { RenderSandbox, renderTooLong } from './render.sandbox';
import { TemplateFiles } from './template-files.reader';

/** A rendered deck under the job's keys, as the project records it. */
interface RenderedVersion {
  blobKey: string;
  size: number;
  slideCount: number;
  plan: DeckPlan;
  previewBlobKeys: string[];
}

/**
 * One attempt at a render job (an edit saved, a template switched): render the plan with the
 * same entry point and rules as a generation, store the deck and draw its slide images under
 * the job's own keys, and only then make it the project's current version (or a new project).
 * Until that last step nothing the person has changes, so a failure leaves the previous
 * version as it was. Every step is safe to repeat: keys are per job and storage answers a
 * repeated commit or registration as it did the first time. Renders are free, so they are
 * bounded: the deck is drawn in a sandboxed process at a lower priority (RenderSandbox), and the
 * whole attempt gets RENDER_TIMEOUT_MS; past it nothing is saved.
 */
@Injectable()
export class RunRenderJob {
  private readonly logger = new Logger(RunRenderJob.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: PresentationConfig,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly client: ServiceClient,
    private readonly templates: TemplateFiles,
    private readonly jobs: GenerationJobsRepository,
    private readonly previews: DeckPreviews,
    private readonly sandbox: RenderSandbox,
    @InjectQueue(PDF_QUEUE) private readonly pdfs: Queue<PreviewJobData>,
  ) {}

  async execute({ jobId, userId }: RenderJobData, attempt: number): Promise<{ fileId: string }> {
    const job = await this.jobs.find(jobId);
    if (!job || job.kind !== 'render' || job.userId !== userId)
      throw AppError.notFound(`Render job ${jobId} does not exist`);
    if (job.state === 'completed' && job.deckFileId) return { fileId: job.deckFileId };
    if (!job.plan || !(await this.jobs.start(jobId, attempt, 'rendering')))
      throw AppError.conflict(`Render job ${jobId} has already ended`);

    const deadline = Date.now() + this.config.RENDER_TIMEOUT_MS;
    const keys = projectBlobKeys(userId, jobId);
    const { size, slideCount, plan } = await this.renderAndStore(job, keys.deck, deadline);
    await this.progress(jobId, 'previews', 60);
    const previewBlobKeys = await this.previews
      .slides(
        keys,
        slideCount,
        async (run) => {
          await this.progress(jobId, 'previews', 60 + Math.floor((35 * run.length) / slideCount));
        },
        true,
      )
      .catch(async (error: unknown) => {
        // Slide images are a nicety: the version is saved without them (storage previews its
        // first slide itself).
        this.logger.warn({ message: `Render job ${jobId}: no slide images`, err: error });
        await this.previews.delete(keys);
        return [];
      });
    // Past its time the render saves nothing (the job has failed, or is about to).
    if (Date.now() > deadline) throw renderTooLong();

    const { file, notice } = await this.saveVersion(job, {
      blobKey: keys.deck,
      size,
      slideCount,
      plan,
      previewBlobKeys,
    });
    await this.jobs.transaction((manager) =>
      this.jobs.complete(manager, jobId, file.file_id, notice ?? null),
    );
    await this.pdfs
      .add({ userId, jobId, fileId: file.file_id, slideCount }, previewJobOptions(jobId, true))
      .catch((error: unknown) =>
        this.logger.warn({ message: `The PDF of ${file.file_id} was not queued`, err: error }),
      );
    return { fileId: file.file_id };
  }

  /** Removes what a render job that failed for good stored: the project never saw it. */
  async discard(job: GenerationJob): Promise<void> {
    const keys = projectBlobKeys(job.userId, job.id);
    await this.blobs.delete(keys.deck);
    await this.previews.delete(keys);
    await deleteAssetCopies(this.blobs, keys);
  }

  private async renderAndStore(job: GenerationJob, blobKey: string, deadline: number) {
    const workdir = await mkdtemp(join(tmpdir(), 'deckforge-render-'));
    try {
      const template = await this.templates.load(job.userId, job.templateId);
      const plan = planToRender(job.plan!);
      const assets = await downloadAssets(this.blobs, plan, workdir);
      const rendered = await this.sandbox.render(
        plan,
        template,
        assets,
        workdir,
        deadline - Date.now(),
      );
      await this.progress(job.id, 'storing', 50);
      const { size } = await this.blobs.write(blobKey, createReadStream(rendered.deckPath));
      this.logger.log(`Render job ${job.id}: ${rendered.slideCount} slides rendered`);
      return { size, slideCount: rendered.slideCount, plan: rendered.plan };
    } finally {
      await rm(workdir, { recursive: true, force: true });
    }
  }

  /**
   * The new version of the project, or the new project; `notice` when storage deleted older
   * versions to make room for it (the person's quota).
   */
  private async saveVersion(
    job: GenerationJob,
    deck: RenderedVersion,
  ): Promise<{ file: FileMetadata; notice?: string }> {
    if (job.mode === 'new') {
      // A project of its own: with its own copies of the pictures the other one shows.
      const { notice, ...file } = await this.client.send(StorageRpc.registerProject, {
        userId: job.userId,
        jobId: job.id,
        title: projectTitle(job.title),
        templateId: job.templateId,
        origin: job.origin ?? 'template',
        ...deck,
        plan: await ownAssets(this.blobs, deck.plan, projectBlobKeys(job.userId, job.id)),
      });
      return { file, notice };
    }
    const { file, notice } = await this.client.send(StorageRpc.commitProjectVersion, {
      userId: job.userId,
      fileId: job.projectFileId!,
      baseVersion: job.baseVersion!,
      renderId: job.id,
      origin: job.origin ?? 'edited',
      templateId: job.templateId,
      ...deck,
    });
    return { file, notice };
  }

  private progress(jobId: string, stage: GenerationStage, percent: number) {
    return this.jobs.progress(jobId, stage, percent);
  }
}
