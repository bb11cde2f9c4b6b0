import type { JobProgress } from '@deckforge/proto';
import type { GenerationJob } from './generation-job.entity';

const STAGE_MESSAGES: Record<JobProgress['stage'], string> = {
  queued: 'Waiting for a free worker',
  extracting: 'Reading your files',
  planning: 'Planning the slides',
  rendering: 'Designing the slides',
  storing: 'Saving the presentation',
  done: 'The presentation is ready',
  failed: 'The presentation could not be created',
};

/** How the client sees a job. */
export function jobProgress(job: GenerationJob): JobProgress {
  return {
    jobId: job.id,
    title: job.title,
    state: job.state,
    stage: job.stage,
    percent: job.percent,
    message: job.state === 'failed' && job.message ? job.message : STAGE_MESSAGES[job.stage],
    ...(job.failureCode ? { failureCode: job.failureCode } : {}),
    ...(job.state === 'completed' && job.deckFileId ? { fileId: job.deckFileId } : {}),
    costHundredths: job.costHundredths,
  };
}
