import type { JobProgress } from '@deckforge/proto';
import { createAppAsyncThunk } from '../app/thunk';

/**
 * GET /ppt/jobs/:jobId: the job's stage and percent. Quiet on failure: before the job is queued
 * it is 404, and a missed poll only means the bar moves a moment later.
 */
export const fetchJobProgress = createAppAsyncThunk<JobProgress | null, string>(
  'presentation/jobProgress',
  async (jobId, { extra, signal }) => {
    try {
      return await extra.api.get<JobProgress>(`/ppt/jobs/${encodeURIComponent(jobId)}`, {
        signal,
      });
    } catch {
      return null;
    }
  },
);
