import type { GenerationStage, JobProgress } from '@deckforge/proto';

/** What each stage of a generation job means to the person waiting. */
const STAGE_LABELS: Record<GenerationStage, string> = {
  queued: 'Waiting for a free worker',
  extracting: 'Reading your files',
  planning: 'Planning the slides',
  rendering: 'Designing the slides',
  storing: 'Saving to Projects',
  previews: 'Drawing the slide pictures',
  done: 'Done',
  failed: 'Something went wrong',
};

/** The bar's value and caption: before the first report, the job is starting. */
export function describeProgress(progress: JobProgress | null): { percent: number; label: string } {
  if (!progress) return { percent: 0, label: 'Starting' };
  const percent = Math.max(0, Math.min(100, Math.round(progress.percent)));
  return { percent, label: STAGE_LABELS[progress.stage] ?? progress.stage };
}
