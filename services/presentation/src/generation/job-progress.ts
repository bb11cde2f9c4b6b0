import type { JobProgress } from '@deckforge/proto';
import type { GenerationJob } from './generation-job.entity';

const STAGE_MESSAGES: Record<JobProgress['stage'], string> = {
  queued: 'Waiting for a free worker',
  extracting: 'Reading your files',
  planning: 'Planning the slides',
  rendering: 'Designing the slides',
  storing: 'Saving the presentation',
  previews: 'Drawing the slide pictures',
  done: 'The presentation is ready',
  failed: 'The presentation could not be created',
};

/** An edit is not a new presentation: its own words where they differ. */
const RENDER_MESSAGES: Partial<Record<JobProgress['stage'], string>> = {
  rendering: 'Applying your changes',
  storing: 'Saving the new version',
  done: 'Your changes are saved',
  failed: 'Your changes could not be saved',
};

/** How the client sees a job. */
export function jobProgress(job: GenerationJob): JobProgress {
  const stageMessage =
    (job.kind === 'render' ? RENDER_MESSAGES[job.stage] : undefined) ?? STAGE_MESSAGES[job.stage];
  return {
    jobId: job.id,
    title: job.title,
    state: job.state,
    stage: job.stage,
    percent: job.percent,
    message: job.state === 'failed' && job.message ? job.message : stageMessage,
    ...(job.failureCode ? { failureCode: job.failureCode } : {}),
    ...(job.state === 'completed' && job.deckFileId ? { fileId: job.deckFileId } : {}),
    costHundredths: job.costHundredths,
  };
}
