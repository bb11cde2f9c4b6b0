import { EditingRequestCode, type JobProgress } from '@deckforge/proto';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiFailure } from '../../api/errors';
import { fetchJobProgress } from '../../api/jobsApi';
import { useAppDispatch } from '../../app/hooks';
import { type RenderArgs, renderProject } from './editorApi';

/** How often the progress bar asks the render job where it is. */
export const RENDER_POLL_MS = 600;

export type RenderStep =
  | { name: 'idle' }
  | { name: 'rendering'; progress: JobProgress | null }
  | { name: 'conflict'; message: string }
  | { name: 'failed'; message: string };

/**
 * Saving (or switching the template): the render call, then the job's real progress until it
 * ends. `onDone` gets the finished job (its `fileId` is the project, or the new one). A save
 * that another tab beat is a conflict: the page asks to reload.
 */
export function useDeckRender(onDone: (job: JobProgress) => void) {
  const dispatch = useAppDispatch();
  const [step, setStep] = useState<RenderStep>({ name: 'idle' });
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const follow = useCallback(
    (jobId: string) => {
      const poll = async () => {
        const answer = await dispatch(fetchJobProgress(jobId));
        const progress = fetchJobProgress.fulfilled.match(answer) ? answer.payload : null;
        if (progress?.state === 'completed') {
          setStep({ name: 'idle' });
          return onDone(progress);
        }
        if (progress?.state === 'failed') {
          const message = progress.message ?? 'Your changes could not be saved.';
          return setStep(
            progress.failureCode === 'CONFLICT'
              ? { name: 'conflict', message }
              : { name: 'failed', message },
          );
        }
        if (progress) setStep({ name: 'rendering', progress });
        timer.current = window.setTimeout(() => void poll(), RENDER_POLL_MS);
      };
      void poll();
    },
    [dispatch, onDone],
  );

  const render = useCallback(
    async (args: Omit<RenderArgs, 'jobId'>) => {
      const jobId = crypto.randomUUID();
      setStep({ name: 'rendering', progress: null });
      const answer = await dispatch(renderProject({ ...args, jobId }));
      if (renderProject.fulfilled.match(answer)) return follow(jobId);
      const failure = answer.payload as ApiFailure | undefined;
      const message = failure?.message ?? 'Your changes could not be saved.';
      setStep(
        failure?.requestCode === EditingRequestCode.VersionConflict
          ? { name: 'conflict', message }
          : { name: 'failed', message },
      );
    },
    [dispatch, follow],
  );

  const dismiss = useCallback(() => setStep({ name: 'idle' }), []);
  return { step, render, dismiss };
}
