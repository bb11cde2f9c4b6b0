import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bull';
import {
  APP_CONFIG,
  AppError,
  BLOB_STORE,
  type BlobStore,
  MeteredStream,
  Outbox,
  ServiceClient,
  zipLimitsFrom,
} from '@deckforge/kit';
import {
  BillingRpc,
  PresentationEvents,
  projectBlobKeys,
  StorageRpc,
  type GenerationJobData,
  type GenerationStage,
} from '@deckforge/proto';
import type { PresentationConfig } from '../config';
import { assertSafeZip } from '../extraction/parsers/zip-guard';
import { UnreadableFile } from '../extraction/extraction-failure';
import { GenerationJobsRepository } from '../generation/generation-jobs.repository';
import {
  PREVIEW_QUEUE,
  type PreviewJobData,
  previewJobOptions,
} from '../generation/generation-queue';
import { SourceFiles } from '../generation/source-files';
import { OutlinePlanner } from '../planning/outline-planner.service';
import { renderDeck } from '../render/deck-renderer';
import { TemplateError } from '../render/template-analysis';
import { downloadAssets } from './deck-assets';
import { projectTitle } from './project-title';

/** Largest template read for rendering (uploads are limited well below this). */
const MAX_TEMPLATE_BYTES = 200 * 1024 * 1024;

/**
 * One attempt at a generation job: read the sources (from the extraction cache), plan, render
 * into the template, store the deck, register it in the user's projects folder, and only then
 * commit the reserved credits. Every step is safe to repeat: the blob key and the project are
 * per job, commit is idempotent, and a completed job is never redone.
 */
@Injectable()
export class RunGenerationJob {
  private readonly logger = new Logger(RunGenerationJob.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: PresentationConfig,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly client: ServiceClient,
    private readonly sources: SourceFiles,
    private readonly jobs: GenerationJobsRepository,
    private readonly outbox: Outbox,
    private readonly planner: OutlinePlanner,
    @InjectQueue(PREVIEW_QUEUE) private readonly previewQueue: Queue<PreviewJobData>,
  ) {}

  async execute(data: GenerationJobData, attempt: number): Promise<{ fileId: string }> {
    const { jobId, userId } = data;
    const job = await this.jobs.find(jobId);
    if (!job) throw AppError.notFound(`Generation job ${jobId} does not exist`);
    if (job.state === 'completed' && job.deckFileId) return { fileId: job.deckFileId };
    if (!(await this.jobs.start(jobId, attempt)))
      throw AppError.conflict(`Generation job ${jobId} has already ended`);

    // One key per job (storage's naming), so a repeated attempt overwrites, never adds.
    const blobKey = projectBlobKeys(userId, jobId).deck;
    let deckFileId = job.deckFileId;
    if (!deckFileId) {
      // An earlier attempt may have stored the deck and died before registering it: use it.
      const size =
        (await this.blobs.stat(blobKey))?.size ?? (await this.renderAndStore(data, blobKey));
      const project = await this.client.send(StorageRpc.registerProject, {
        userId,
        jobId,
        title: projectTitle(data.title),
        blobKey,
        size,
      });
      deckFileId = project.file_id;
      await this.jobs.deckStored(jobId, deckFileId);
    }
    if (job.costHundredths > 0) await this.client.send(BillingRpc.commit, { jobId });
    const fileId = deckFileId;
    await this.jobs.transaction(async (manager) => {
      if (await this.jobs.complete(manager, jobId, fileId))
        await this.outbox.record(manager, PresentationEvents.presentationCompleted, {
          userId,
          jobId,
          fileId,
          occurredAt: new Date().toISOString(),
        });
    });
    this.outbox.publishSoon();
    // The deck is its owner's now; its slide images and PDF follow (preview_slides says when).
    await this.previewQueue
      .add({ userId, jobId, fileId }, previewJobOptions(jobId))
      .catch((error: unknown) =>
        this.logger.warn({ message: `Slide previews of ${fileId} not queued`, err: error }),
      );
    return { fileId };
  }

  /** Reads the sources, plans and renders the deck, and stores it under `blobKey`; its size. */
  private async renderAndStore(data: GenerationJobData, blobKey: string): Promise<number> {
    const { jobId, userId } = data;
    const workdir = await mkdtemp(join(tmpdir(), 'deckforge-render-'));
    try {
      const template = await this.client.send(StorageRpc.get, { userId, fileId: data.templateId });
      const extractions = await this.sources.read(userId, data.fileIds);
      await this.progress(jobId, 'planning', 35);
      const plan = await this.planner.plan(
        data.title,
        extractions.map((extraction) => ({
          name: extraction.stored.file.name,
          source: extraction.source,
        })),
      );
      await this.progress(jobId, 'rendering', 45);
      const templateBytes = await this.readTemplate(template.blobKey, template.file.name);
      const assets = await downloadAssets(this.blobs, plan, workdir);
      const rendered = await renderDeck(plan, templateBytes, assets).catch((error: unknown) => {
        if (error instanceof TemplateError)
          throw AppError.validation(
            `Could not use the template "${template.file.name}": ${error.message}.`,
          );
        throw error;
      });
      await this.progress(jobId, 'storing', 85);
      const { size } = await this.blobs.write(blobKey, Readable.from([rendered.bytes]));
      this.logger.log(`Job ${jobId}: ${rendered.slideCount} slides rendered`);
      return size;
    } finally {
      await rm(workdir, { recursive: true, force: true });
    }
  }

  private progress(jobId: string, stage: GenerationStage, percent: number) {
    return this.jobs.progress(jobId, stage, percent);
  }

  /** The template's bytes, proven to be a sane zip before anything inflates it. */
  private async readTemplate(blobKey: string, name: string): Promise<Buffer> {
    const bytes = await buffer(
      (await this.blobs.read(blobKey)).pipe(new MeteredStream(MAX_TEMPLATE_BYTES)),
    );
    try {
      await assertSafeZip(bytes, zipLimitsFrom(this.config));
    } catch (error) {
      if (error instanceof UnreadableFile)
        throw AppError.validation(`Could not use the template "${name}": ${error.reason}.`);
      throw error;
    }
    return bytes;
  }
}
