import { BullModule } from '@nestjs/bull';
import { APP_CONFIG } from '@deckforge/kit';
import { GENERATION_QUEUE } from '@deckforge/proto';
import type { JobOptions } from 'bull';
import type { PresentationConfig } from '../config';

/**
 * Bull on Redis for generation jobs, shared by the service (which adds jobs) and the worker
 * (which runs them). A worker renews its lock on a job every half JOB_LOCK_MS; when a worker
 * dies, the lock runs out and another worker (or the same one restarted) takes the job over.
 */
export const bullRoot = BullModule.forRootAsync({
  inject: [APP_CONFIG],
  useFactory: (config: PresentationConfig) => ({
    redis: config.REDIS_URL,
    prefix: config.REDIS_PREFIX,
    settings: {
      lockDuration: config.JOB_LOCK_MS,
      lockRenewTime: Math.max(500, Math.floor(config.JOB_LOCK_MS / 2)),
      stalledInterval: config.JOB_LOCK_MS,
      // A job whose worker died twice is not tried a third time that way (it may be the cause).
      maxStalledCount: 2,
    },
  }),
});

export const generationQueue = BullModule.registerQueue({ name: GENERATION_QUEUE });

/**
 * Slide previews of stored decks, a queue of their own (the worker's only): previews take
 * LibreOffice several seconds per deck, and must never hold up anyone's generation.
 */
export const PREVIEW_QUEUE = 'presentation-slide-previews';
export const previewQueue = BullModule.registerQueue({ name: PREVIEW_QUEUE });

export interface PreviewJobData {
  userId: string;
  /** The rendering (generation or edit job) whose keys hold the deck. */
  jobId: string;
  fileId: string;
  /** Slides in the deck, so that several offices can share its pages. */
  slideCount?: number;
}

/**
 * PDFs of stored decks, after their slide images: the slower print, which nobody waits for,
 * in a queue of its own so that it never holds up the next deck's slide images.
 */
export const PDF_QUEUE = 'presentation-deck-pdfs';
export const pdfQueue = BullModule.registerQueue({ name: PDF_QUEUE });

/** One preview (and one PDF) job per rendering; a failed one is tried once more. */
export const previewJobOptions = (jobId: string): JobOptions => ({
  jobId,
  attempts: 2,
  backoff: { type: 'fixed', delay: 5_000 },
  removeOnComplete: 1000,
  removeOnFail: 1000,
});

/**
 * One Bull job per generation job, with our job id: adding it twice adds it once. Recordings to
 * transcribe lengthen its time limit by their length (recognition runs faster than real time).
 */
export function generationJobOptions(
  config: PresentationConfig,
  jobId: string,
  speechSeconds = 0,
): JobOptions {
  return {
    jobId,
    attempts: Math.max(1, config.JOB_ATTEMPTS),
    backoff: { type: 'exponential', delay: config.JOB_BACKOFF_MS },
    timeout: config.JOB_TIMEOUT_MS + Math.ceil(speechSeconds) * 1000,
    removeOnComplete: 1000,
    removeOnFail: 1000,
  };
}
