import { skipToken } from '@reduxjs/toolkit/query';
import { EditingRequestCode, type JobProgress } from '@deckforge/proto';
import { useCallback, useEffect, useState } from 'react';
import { requestCodeOf } from '../../api/baseQuery';
import { jobsApi, useGetJobQuery } from '../../api/jobsApi';
import { api } from '../../api/api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { type RenderArgs, useRenderProjectMutation } from './editorApi';

/** How often the progress bar asks the render job where it is (its events come meanwhile). */
const RENDER_POLLING_INTERVAL = 600;

export type RenderStep =
  | { name: 'idle' }
  | { name: 'rendering'; progress: JobProgress | null }
  | { name: 'conflict'; message: string }
  | { name: 'failed'; message: string };

const NOT_SAVED = 'Your changes could not be saved.';

const finished = (progress: JobProgress | null | undefined) =>
  progress?.state === 'completed' || progress?.state === 'failed';

/** Where a followed job is, as the page shows it (a finished one is idle: the plan reloads). */
function jobStep(progress: JobProgress | null): RenderStep {
  if (progress?.state === 'completed') return { name: 'idle' };
  if (progress?.state !== 'failed') return { name: 'rendering', progress };
  const message = progress.message ?? NOT_SAVED;
  return progress.failureCode === 'CONFLICT'
    ? { name: 'conflict', message }
    : { name: 'failed', message };
}

/**
 * Saving (or switching the template): the render call, then the job's real progress until it
 * ends (its completion invalidates the project's plan: api/jobsApi.ts). `onDone` gets the
 * finished job (its `fileId` is the project, or the new one). A save that another tab beat is a
 * conflict: the page asks to reload.
 */
export function useDeckRender(onDone: (job: JobProgress) => void) {
  const [renderProject] = useRenderProjectMutation();
  const [asked, setAsked] = useState<RenderStep>({ name: 'idle' });
  const [jobId, setJobId] = useState<string>();
  const [rendered, setRendered] = useState<string>();
  const dispatch = useAppDispatch();
  // A finished job is not asked again (its last answer stays on the page).
  const done = useAppSelector((state) =>
    finished(jobsApi.endpoints.getJob.select(jobId ?? skipToken)(state).data),
  );
  const { data: progress = null } = useGetJobQuery(jobId ?? skipToken, {
    pollingInterval: done ? 0 : RENDER_POLLING_INTERVAL,
  });
  const step = jobId ? jobStep(progress) : asked;

  // The saved project's plan is stale once its job completes (a copy's job may name another).
  useEffect(() => {
    if (!jobId || progress?.state !== 'completed' || !rendered) return;
    dispatch(api.util.invalidateTags([{ type: 'Project', id: rendered }]));
    onDone(progress);
  }, [dispatch, jobId, onDone, progress, rendered]);

  const render = useCallback(
    async (args: Omit<RenderArgs, 'jobId'>) => {
      const following = crypto.randomUUID();
      setJobId(undefined);
      setAsked({ name: 'rendering', progress: null });
      const answer = await renderProject({ ...args, jobId: following });
      if (!answer.error) {
        setRendered(args.fileId);
        return setJobId(following);
      }
      const message = answer.error.message ?? NOT_SAVED;
      setAsked(
        requestCodeOf(answer.error) === EditingRequestCode.VersionConflict
          ? { name: 'conflict', message }
          : { name: 'failed', message },
      );
    },
    [renderProject],
  );

  const dismiss = useCallback(() => {
    setJobId(undefined);
    setAsked({ name: 'idle' });
  }, []);
  return { step, render, dismiss };
}
