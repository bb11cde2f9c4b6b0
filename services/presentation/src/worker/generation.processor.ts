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
  ErrorCode,
  GENERATION_JOB,
  GENERATION_QUEUE,
  projectBlobKeys,
  StorageRpc,
  type GenerationJobData,
} from '@deckforge/proto';
import type { Job, Queue } from 'bull';
import type { PresentationConfig } from '../config';
import { GenerationJobsRepository } from '../generation/generation-jobs.repository';
import { DeckPreviews } from './deck-previews';
import { RunGenerationJob } from './run-generation-job.use-case';

/** Failures that no retry can fix: the job fails at once. */
const PERMANENT = new Set<ErrorCode>([
  ErrorCode.Validation,
  ErrorCode.NotFound,
  ErrorCode.Forbidden,
  ErrorCode.Conflict,
]);

/**
 * Takes generation jobs from the Bull queue, WORKER_CONCURRENCY at a time. A failed attempt is
 * retried with backoff up to JOB_ATTEMPTS; when a job finally fails its reserved credits are
 * released (and a deck stored but not charged is withdrawn). On shutdown the worker stops
 * taking jobs and lets the running ones finish (within SHUTDOWN_GRACE_MS; beyond that the
 * job's lock runs out and another worker takes it over).
 */
@Injectable()
export class GenerationProcessor implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(GenerationProcessor.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: PresentationConfig,
    @InjectQueue(GENERATION_QUEUE) private readonly queue: Queue<GenerationJobData>,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly client: ServiceClient,
    private readonly jobs: GenerationJobsRepository,
    private readonly runJob: RunGenerationJob,
    private readonly previews: DeckPreviews,
  ) {}

  onApplicationBootstrap() {
    this.queue.on('failed', (job: Job<GenerationJobData>, error: Error) => {
      void this.afterFailure(job, error).catch((cleanupError: unknown) =>
        this.logger.error({ message: `Cleaning up after job ${job.id} failed`, err: cleanupError }),
      );
    });
    this.queue.on('error', (error: Error) =>
      this.logger.warn(`Generation queue: ${error.message}`),
    );
    void this.queue.process(GENERATION_JOB, Math.max(1, this.config.WORKER_CONCURRENCY), (job) =>
      this.process(job),
    );
    this.logger.log(`Taking generation jobs, ${this.config.WORKER_CONCURRENCY} at a time`);
  }

  /** Stops taking jobs and waits for the running ones (Bull's close waits for them). */
  async beforeApplicationShutdown() {
    await this.queue.close();
  }

  private async process(job: Job<GenerationJobData>): Promise<{ fileId: string }> {
    try {
      return await this.runJob.execute(job.data, job.attemptsMade + 1);
    } catch (error) {
      if (error instanceof AppError && PERMANENT.has(error.code)) await job.discard();
      this.logger.warn({
        message: `Job ${job.id} attempt ${job.attemptsMade + 1} failed`,
        err: error,
      });
      throw error;
    }
  }

  /** Only the last failure of a job settles it: credits released, deck withdrawn, job failed. */
  private async afterFailure(job: Job<GenerationJobData>, error: Error) {
    if (!(await job.isFailed())) return; // it will be retried
    const { jobId, userId } = job.data;
    const stored = await this.jobs.find(jobId);
    if (!stored || stored.state === 'completed') return;
    await this.client.send(BillingRpc.release, { jobId });
    if (stored.deckFileId)
      await this.client
        .send(StorageRpc.delete, { userId, fileId: stored.deckFileId })
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
    const { code, message } = failureOf(error);
    await this.jobs.fail(jobId, code, message);
    this.logger.warn(`Job ${jobId} failed for good (${code}): ${error.message}`);
  }
}

const NOT_CHARGED = 'Your credits were not charged.';

/** What the user is told about a job that failed for good. */
export function failureOf(error: Error): { code: ErrorCode; message: string } {
  // The user's own input (a file that cannot be read, a template gone): say what it was.
  if (error instanceof AppError && PERMANENT.has(error.code))
    return { code: error.code, message: `${error.message} ${NOT_CHARGED}` };
  if (/timed out|stalled/i.test(error.message))
    return {
      code: ErrorCode.Unavailable,
      message: `Creating the presentation took too long. ${NOT_CHARGED} Please try again.`,
    };
  return {
    code: ErrorCode.Unavailable,
    message: `The presentation could not be created. ${NOT_CHARGED} Please try again.`,
  };
}
