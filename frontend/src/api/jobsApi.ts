import type { JobProgress } from '@deckforge/proto';
import { api, tagsChangedByJob } from './api';
import { API_BASE } from './client';
import { runCall } from './baseQuery';

/** How often a component following a job polls it (the stream, when open, is faster). */
export const JOB_POLLING_INTERVAL = 700;
/** Before the job is queued its stream answers 404: try again this much later. */
const STREAM_RETRY_MS = 1_000;

const jobPath = (jobId: string) => `/ppt/jobs/${encodeURIComponent(jobId)}`;
/** The job has just completed (this answer, not an earlier one, says so). */
const completesNow = (
  before: JobProgress | null | undefined,
  after: JobProgress | null | undefined,
) => after?.state === 'completed' && before?.state !== 'completed';
const changedBy = (progress: JobProgress | null | undefined) => [
  ...tagsChangedByJob(progress?.fileId),
];

const isFinished = (progress: JobProgress | null | undefined) =>
  progress?.state === 'completed' || progress?.state === 'failed';

/**
 * GET /ppt/jobs/:jobId/events into `onProgress` until the job ends or `signal` aborts. A stream
 * that closes early (the job is not queued yet: EventSource gives up on the 404) is opened again
 * a moment later; polling covers the gap.
 */
function followStream(
  url: string,
  onProgress: (progress: JobProgress) => void,
  signal: AbortSignal,
) {
  if (typeof EventSource === 'undefined') return;
  let source: EventSource | undefined;
  let retry: number | undefined;
  const open = () => {
    source = new EventSource(url);
    source.addEventListener('progress', (event) => {
      const progress = JSON.parse((event as MessageEvent<string>).data) as JobProgress;
      onProgress(progress);
      if (isFinished(progress)) source?.close();
    });
    source.onerror = () => {
      if (source?.readyState !== EventSource.CLOSED || signal.aborted) return;
      retry = window.setTimeout(open, STREAM_RETRY_MS);
    };
  };
  signal.addEventListener('abort', () => {
    window.clearTimeout(retry);
    source?.close();
  });
  open();
}

export const jobsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A job's stage and percent, null until it is queued (404) or when a poll fails: the bar
     * only moves a moment later. Components poll it (`pollingInterval`); while an entry is in
     * the cache the job's server-sent events write into it too. A job that completes
     * invalidates what it changed (the library, the balance, its project's plan).
     */
    getJob: build.query<JobProgress | null, string>({
      queryFn: async (jobId, query, telling) => {
        const answer = await runCall(query, telling, (client) =>
          client.get<JobProgress>(jobPath(jobId), { signal: query.signal }),
        );
        return { data: 'data' in answer ? answer.data : null, meta: answer.meta };
      },
      providesTags: (_progress, _error, jobId) => [{ type: 'Job', id: jobId }],
      keepUnusedDataFor: 0,
      extraOptions: { action: 'following the job', quiet: true },
      async onQueryStarted(_jobId, { dispatch, getCacheEntry, queryFulfilled }) {
        const before = getCacheEntry().data;
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (completesNow(before, data)) dispatch(api.util.invalidateTags(changedBy(data)));
      },
      async onCacheEntryAdded(
        jobId,
        { cacheDataLoaded, cacheEntryRemoved, updateCachedData, dispatch },
      ) {
        const gone = new AbortController();
        try {
          await cacheDataLoaded;
        } catch {
          return; // removed before the first answer
        }
        followStream(
          `${API_BASE}${jobPath(jobId)}/events`,
          (progress) => {
            // Read inside the recipe: the draft is revoked once it returns.
            let before: JobProgress | null = null;
            updateCachedData((cached) => {
              before = cached && { ...cached };
              return progress;
            });
            if (completesNow(before, progress))
              dispatch(api.util.invalidateTags(changedBy(progress)));
          },
          gone.signal,
        );
        await cacheEntryRemoved;
        gone.abort();
      },
    }),
  }),
});

export const { useGetJobQuery } = jobsApi;
