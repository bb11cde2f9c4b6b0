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
 * Free renders (saved edits, template switches), a queue of their own with its own
 * RENDER_CONCURRENCY: Bull's processors of one queue share its slots, so renders in the
 * generation queue could take every slot and a paid generation would wait behind them
 * (docs/decisions.md, "Free renders never delay paid work").
 */
export const RENDER_QUEUE = 'presentation-renders';
export const renderQueue = BullModule.registerQueue({ name: RENDER_QUEUE });

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
  /** The slide-drawing passes begun so far, each with keys of its own (projectBlobKeys). */
  previewPasses?: string[];
}

/**
 * PDFs of stored decks, after their slide images: the slower print, which nobody waits for,
 * in a queue of its own so that it never holds up the next deck's slide images.
 */
export const PDF_QUEUE = 'presentation-deck-pdfs';
export const pdfQueue = BullModule.registerQueue({ name: PDF_QUEUE });

/**
 * One preview (and one PDF) job per rendering; a failed one is tried once more. Those of a free
 * render wait behind those of paid decks (Bull: 1 is the highest priority).
 */
export const previewJobOptions = (jobId: string, free = false): JobOptions => ({
  jobId,
  priority: free ? 10 : 1,
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

/**
 * One Bull job per render job. The attempt itself stops at RENDER_TIMEOUT_MS (its deck's process
 * is killed, nothing is saved) and is not tried again (generation.processor.ts); Bull's timeout,
 * twice that, only catches an attempt stuck where no deadline reaches.
 */
export function renderJobOptions(config: PresentationConfig, jobId: string): JobOptions {
  return { ...generationJobOptions(config, jobId), timeout: 2 * config.RENDER_TIMEOUT_MS };
}
