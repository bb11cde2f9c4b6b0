import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bull';
import {
  APP_CONFIG,
  AppError,
  BLOB_STORE,
  type BlobStore,
  Outbox,
  ServiceClient,
} from '@deckforge/kit';
import {
  BillingRpc,
  type DeckPlan,
  deckPlanSchema,
  describePlanError,
  PresentationEvents,
  projectBlobKeys,
  StorageRpc,
  type GenerationJobData,
  type GenerationStage,
} from '@deckforge/proto';
import type { PresentationConfig } from '../config';
import { GenerationJobsRepository } from '../generation/generation-jobs.repository';
import {
  PREVIEW_QUEUE,
  type PreviewJobData,
  previewJobOptions,
} from '../generation/generation-queue';
import { SourceFiles } from '../generation/source-files.reader';
import { OutlinePlanner } from '../engine/plan';
import { renderDeck } from '../engine/package';
import { downloadAssets } from './deck-assets';
import { ownAssets } from './project-assets';
import { projectTitle } from './project-title';
import { templateRefusal, TemplateFiles } from './template-files.reader';

/** A deck as stored: what its project records of it. */
interface StoredDeck {
  size: number;
  slideCount: number;
  plan?: DeckPlan;
}

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
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly client: ServiceClient,
    private readonly templates: TemplateFiles,
    private readonly sources: SourceFiles,
    private readonly jobs: GenerationJobsRepository,
    private readonly outbox: Outbox,
    private readonly planner: OutlinePlanner,
    @InjectQueue(PREVIEW_QUEUE) private readonly previewQueue: Queue<PreviewJobData>,
    @Inject(APP_CONFIG) private readonly config: PresentationConfig,
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
    let slideCount: number | undefined;
    if (!deckFileId) {
      // An earlier attempt may have stored a deck and died before registering it: it is
      // rendered again and overwritten, so that the deck and the plan kept with it agree.
      const deck = await this.renderAndStore(data, blobKey);
      slideCount = deck.slideCount;
      const project = await this.client.send(StorageRpc.registerProject, {
        userId,
        jobId,
        title: projectTitle(data.title),
        blobKey,
        size: deck.size,
        slideCount,
        ...(deck.plan ? { plan: deck.plan, templateId: data.templateId } : {}),
        slidePreviewsComing: this.config.SLIDE_PREVIEWS === 'on',
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
      .add({ userId, jobId, fileId, slideCount }, previewJobOptions(jobId))
      .catch((error: unknown) =>
        this.logger.warn({ message: `Slide previews of ${fileId} not queued`, err: error }),
      );
    return { fileId };
  }

  /**
   * Reads the sources, plans and renders the deck, and stores it under `blobKey`; what the
   * project records of it.
   */
  private async renderAndStore(data: GenerationJobData, blobKey: string): Promise<StoredDeck> {
    const { jobId, userId } = data;
    const workdir = await mkdtemp(join(tmpdir(), 'deckforge-render-'));
    try {
      const template = await this.templates.load(userId, data.templateId);
      // Recordings are transcribed now (the count charged them by length): 5 % to 35 %.
      const files = new Set(data.fileIds).size;
      const extractions = await this.sources.read(userId, data.fileIds, {
        language: data.language,
        transcribe: true,
        progress: (fileIndex, done, total) =>
          this.progress(
            jobId,
            'extracting',
            5 + Math.round((30 * (fileIndex + done / total)) / files),
          ).catch((error: unknown) =>
            this.logger.warn({ message: `Job ${jobId}: progress not saved`, err: error }),
          ),
      });
      await this.progress(jobId, 'planning', 35);
      const plan = await this.planner.plan(
        data.title,
        extractions.map((extraction) => ({
          name: extraction.stored.file.name,
          source: extraction.source,
        })),
      );
      await this.progress(jobId, 'rendering', 45);
      const assets = await downloadAssets(this.blobs, plan, workdir);
      const rendered = await renderDeck(plan, template.bytes, assets).catch(
        templateRefusal(template.name),
      );
      await this.progress(jobId, 'storing', 85);
      const { size } = await this.blobs.write(blobKey, Readable.from([rendered.bytes]));
      this.logger.log(`Job ${jobId}: ${rendered.slideCount} slides rendered`);
      return {
        size,
        slideCount: rendered.slideCount,
        plan: await this.ownPlan(rendered.plan, projectBlobKeys(userId, jobId)),
      };
    } finally {
      await rm(workdir, { recursive: true, force: true });
    }
  }

  /**
   * The plan kept with the deck for the editor, with the project's own copies of what it
   * shows. It must pass the shared schema; a plan that does not (a planner bug) leaves the deck
   * without one rather than failing a paid deck.
   */
  private async ownPlan(
    plan: DeckPlan,
    keys: ReturnType<typeof projectBlobKeys>,
  ): Promise<DeckPlan | undefined> {
    const checked = deckPlanSchema.safeParse(plan);
    if (checked.success) return ownAssets(this.blobs, checked.data, keys);
    this.logger.error({
      message: 'The plan does not pass the schema; the deck cannot be edited',
      deck: keys.deck,
      problem: describePlanError(checked.error),
    });
    return undefined;
  }

  private progress(jobId: string, stage: GenerationStage, percent: number) {
    return this.jobs.progress(jobId, stage, percent);
  }
}
