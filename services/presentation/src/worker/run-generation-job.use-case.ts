import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  APP_CONFIG,
  AppError,
  BLOB_STORE,
  type BlobStore,
  MeteredStream,
  Outbox,
  ServiceClient,
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
import { SourceFiles } from '../generation/source-files';
import { OutlinePlanner } from '../planning/outline-planner.service';
import { renderDeck } from '../render/deck-renderer';
import { TemplateError } from '../render/template-analysis';
import { downloadAssets } from './deck-assets';
import { DeckPreviews, type StoredPreviews } from './deck-previews';
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
    private readonly previews: DeckPreviews,
    private readonly planner: OutlinePlanner,
  ) {}

  async execute(data: GenerationJobData, attempt: number): Promise<{ fileId: string }> {
    const { jobId, userId } = data;
    const job = await this.jobs.find(jobId);
    if (!job) throw AppError.notFound(`Generation job ${jobId} does not exist`);
    if (job.state === 'completed' && job.deckFileId) return { fileId: job.deckFileId };
    if (!(await this.jobs.start(jobId, attempt)))
      throw AppError.conflict(`Generation job ${jobId} has already ended`);

    // One key per job (storage's naming), so a repeated attempt overwrites, never adds.
    const keys = projectBlobKeys(userId, jobId);
    const blobKey = keys.deck;
    let deckFileId = job.deckFileId;
    if (!deckFileId) {
      // An earlier attempt may have stored the deck and died before registering it: use it.
      const earlier = await this.blobs.stat(blobKey);
      const { size, previews } = earlier
        ? { size: earlier.size, previews: await this.previews.alreadyStored(keys) }
        : await this.renderAndStore(data, keys);
      const project = await this.client.send(StorageRpc.registerProject, {
        userId,
        jobId,
        title: projectTitle(data.title),
        blobKey,
        size,
        ...previews,
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
    return { fileId };
  }

  /**
   * Reads the sources, plans and renders the deck, stores its previews and then the deck
   * itself (so that a stored deck always has its previews); its size and the previews.
   */
  private async renderAndStore(
    data: GenerationJobData,
    keys: ReturnType<typeof projectBlobKeys>,
  ): Promise<{ size: number; previews: StoredPreviews }> {
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
      await this.progress(jobId, 'rendering', 70);
      const deckPath = join(workdir, 'deck.pptx');
      await writeFile(deckPath, rendered.bytes);
      const previews = await this.previews.renderAndStore(deckPath, workdir, keys);
      await this.progress(jobId, 'storing', 90);
      const { size } = await this.blobs.write(keys.deck, Readable.from([rendered.bytes]));
      this.logger.log(
        `Job ${jobId}: ${rendered.slideCount} slides rendered, ${previews.previewBlobKeys.length} previews`,
      );
      return { size, previews };
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
      await assertSafeZip(bytes, {
        maxEntries: this.config.ZIP_MAX_ENTRIES,
        maxUnpackedBytes: this.config.ZIP_MAX_UNPACKED_MB * 1024 * 1024,
      });
    } catch (error) {
      if (error instanceof UnreadableFile)
        throw AppError.validation(`Could not use the template "${name}": ${error.reason}.`);
      throw error;
    }
    return bytes;
  }
}
