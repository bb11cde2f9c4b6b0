import { InjectQueue } from '@nestjs/bull';
import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { APP_CONFIG, AppError, BLOB_STORE, type BlobStore, ServiceClient } from '@deckforge/kit';
import {
  BillingRpc,
  EditingMessages,
  ErrorCode,
  GENERATION_JOB,
  GENERATION_QUEUE,
  projectBlobKeys,
  RENDER_JOB,
  StorageRpc,
  type GenerationJobData,
  type RenderJobData,
} from '@deckforge/proto';
import type { Job, Queue } from 'bull';
import type { PresentationConfig } from '../config';
import type { GenerationJob } from '../generation/generation-job.entity';
import { GenerationJobsRepository } from '../generation/generation-jobs.repository';
import { RENDER_QUEUE } from '../generation/generation-queue';
import { DeckPreviews } from '../engine/preview';
import { PaidWork } from '../support/paid-work';
import { deleteAssetCopies } from './project-assets';
import { RunGenerationJob } from './run-generation-job.use-case';
import { RunRenderJob } from './run-render-job.use-case';

/** Failures that no retry can fix: the job fails at once. */
const PERMANENT = new Set<ErrorCode>([
  ErrorCode.Validation,
  ErrorCode.NotFound,
  ErrorCode.Forbidden,
  ErrorCode.Conflict,
]);
/**
 * A free render out of its time or heap (RenderSandbox) too: another attempt costs as much; and
 * one the person's storage has no room for (another attempt stores as much).
 */
const PERMANENT_FOR_RENDERS = new Set<ErrorCode>([
  ...PERMANENT,
  ErrorCode.Timeout,
  ErrorCode.PayloadTooLarge,
]);
const permanentFor = (kind: GenerationJob['kind']) =>
  kind === 'render' ? PERMANENT_FOR_RENDERS : PERMANENT;

type QueuedJob = Job<GenerationJobData> | Job<RenderJobData>;

/**
 * Takes generation jobs from their Bull queue, WORKER_CONCURRENCY at a time, and render jobs
 * from theirs, RENDER_CONCURRENCY at a time: separate queues, so that no number of free renders
 * can take a slot a paid generation waits for.
 * A failed attempt is retried with backoff up to JOB_ATTEMPTS; when a job finally fails, what
 * it stored is withdrawn: a generation's reserved credits are released (and a deck stored but
 * not charged is withdrawn), a render's deck and slide images go (its project is unchanged).
 * On shutdown the worker stops taking jobs and lets the running ones finish (within
 * SHUTDOWN_GRACE_MS; beyond that the job's lock runs out and another worker takes it over).
 */
@Injectable()
export class GenerationProcessor implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(GenerationProcessor.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: PresentationConfig,
    @InjectQueue(GENERATION_QUEUE) private readonly queue: Queue,
    @InjectQueue(RENDER_QUEUE) private readonly renders: Queue,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly client: ServiceClient,
    private readonly jobs: GenerationJobsRepository,
    private readonly runJob: RunGenerationJob,
    private readonly runRender: RunRenderJob,
    private readonly previews: DeckPreviews,
    private readonly paid: PaidWork,
  ) {}

  onApplicationBootstrap() {
    for (const [queue, name] of [
      [this.queue, 'Generation'],
      [this.renders, 'Render'],
    ] as const) {
      queue.on('failed', (job: QueuedJob, error: Error) => {
        void this.afterFailure(job, error).catch((cleanupError: unknown) =>
          this.logger.error({
            message: `Cleaning up after job ${job.id} failed`,
            err: cleanupError,
          }),
        );
      });
      queue.on('error', (error: Error) => this.logger.warn(`${name} queue: ${error.message}`));
    }
    const concurrency = Math.max(1, this.config.WORKER_CONCURRENCY);
    const renderConcurrency = Math.max(1, this.config.RENDER_CONCURRENCY);
    void this.queue.process(GENERATION_JOB, concurrency, (job: Job<GenerationJobData>) =>
      this.attempt(job, 'generation', () =>
        this.paid.during(() => this.runJob.execute(job.data, job.attemptsMade + 1)),
      ),
    );
    void this.renders.process(RENDER_JOB, renderConcurrency, (job: Job<RenderJobData>) =>
      this.attempt(job, 'render', () => this.runRender.execute(job.data, job.attemptsMade + 1)),
    );
    this.logger.log(
      `Taking generation jobs ${concurrency} and render jobs ${renderConcurrency} at a time`,
    );
  }

  /** Stops taking jobs and waits for the running ones (Bull's close waits for them). */
  async beforeApplicationShutdown() {
    await Promise.all([this.queue.close(), this.renders.close()]);
  }

  private async attempt(
    job: QueuedJob,
    kind: GenerationJob['kind'],
    run: () => Promise<{ fileId: string }>,
  ): Promise<{ fileId: string }> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof AppError && permanentFor(kind).has(error.code)) await job.discard();
      this.logger.warn({
        message: `Job ${job.id} attempt ${job.attemptsMade + 1} failed`,
        err: error,
      });
      throw error;
    }
  }

  /** Only the last failure of a job settles it. */
  private async afterFailure(job: QueuedJob, error: Error) {
    if (!(await job.isFailed())) return; // it will be retried
    const stored = await this.jobs.find(job.data.jobId);
    if (!stored || stored.state === 'completed') return;
    if (stored.kind === 'render') await this.runRender.discard(stored);
    else await this.withdrawGeneration(stored);
    const { code, message } = failureOf(error, stored.kind);
    await this.jobs.fail(stored.id, code, message);
    this.logger.warn(`Job ${stored.id} failed for good (${code}): ${error.message}`);
  }

  /** Credits released, a deck stored but not charged withdrawn with its slide images. */
  private async withdrawGeneration({ id: jobId, userId, deckFileId }: GenerationJob) {
    await this.client.send(BillingRpc.release, { jobId });
    if (deckFileId)
      await this.client
        .send(StorageRpc.delete, { userId, fileId: deckFileId })
        .catch((deleteError: unknown) =>
          this.logger.error({
            message: `Could not withdraw the deck of job ${jobId}`,
            err: deleteError,
          }),
        );
    const keys = projectBlobKeys(userId, jobId);
    await this.blobs.delete(keys.deck);
    // An earlier attempt may have handed its deck over and had slide images rendered.
    await this.previews.delete(keys);
    await deleteAssetCopies(this.blobs, keys);
  }
}

const NOT_CHARGED = 'Your credits were not charged.';
/** "Template not found" → "Template not found." (a message that ends without a stop). */
const asSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
const UNCHANGED = 'Your deck is unchanged.';

/** What the user is told about a job that failed for good. */
export function failureOf(
  error: Error,
  kind: GenerationJob['kind'] = 'generation',
): { code: ErrorCode; message: string } {
  const after = kind === 'render' ? UNCHANGED : NOT_CHARGED;
  // The user's own input (a file that cannot be read, a template gone): say what it was.
  if (error instanceof AppError && permanentFor(kind).has(error.code)) {
    // Another tab saved first: its own words already say that nothing was saved here.
    if (error.message === EditingMessages.versionConflict)
      return { code: error.code, message: error.message };
    return { code: error.code, message: `${asSentence(error.message)} ${after}` };
  }
  if (/timed out|stalled/i.test(error.message))
    return {
      code: ErrorCode.Unavailable,
      message:
        kind === 'render'
          ? `Saving took too long. ${after} Please try again.`
          : `Creating the presentation took too long. ${after} Please try again.`,
    };
  return {
    code: ErrorCode.Unavailable,
    message:
      kind === 'render'
        ? `Your changes could not be saved. ${after} Please try again.`
        : `The presentation could not be created. ${after} Please try again.`,
  };
}
