import type { DeckPlan, ProjectPlanView, ProjectVersionResult } from '@deckforge/proto';
import { toApiFailure, isCancellation } from '../../api/errors';
import { createAppAsyncThunk } from '../../app/thunk';
import type { CallContext } from '../../app/thunk';

/**
 * The editor's calls (`/ppt/projects/:fileId/*`). Quiet: the editor page says what happened in
 * place (a conflict opens its own dialog), so failures reject with {message, requestCode}
 * without a toast.
 */
function quietThunk<Result, Arg>(
  type: string,
  action: string,
  call: (arg: Arg, context: CallContext) => Promise<Result>,
) {
  return createAppAsyncThunk<Result, Arg>(
    type,
    async (arg, { extra, signal, getState, rejectWithValue }) => {
      try {
        return await call(arg, { api: extra.api, signal, state: getState() });
      } catch (error) {
        if (isCancellation(error) || signal.aborted) throw error;
        const failure = toApiFailure(error, action);
        console.error(`${type} failed: ${failure.message}`);
        return rejectWithValue(failure);
      }
    },
  );
}

const projectPath = (fileId: string) => `/ppt/projects/${encodeURIComponent(fileId)}`;

/** GET /ppt/projects/:fileId/plan: the plan, its version and template, the versions kept. */
export const fetchProjectPlan = quietThunk<ProjectPlanView, string>(
  'editor/plan',
  'opening the deck',
  (fileId, { api, signal }) => api.get(`${projectPath(fileId)}/plan`, { signal }),
);

export interface RenderArgs {
  fileId: string;
  baseVersion: number;
  plan: DeckPlan;
  /** Another template; absent: the deck's own. */
  templateId?: string;
  asNewProject?: boolean;
  /** Chosen here to follow the progress. */
  jobId: string;
}

/** POST /ppt/projects/:fileId/render: queued (202); the job tells the rest. */
export const renderProject = quietThunk<{ message: string; jobId: string }, RenderArgs>(
  'editor/render',
  'saving the deck',
  ({ fileId, ...body }, { api, signal }) =>
    api.post(`${projectPath(fileId)}/render`, body, { signal }),
);

/** POST /ppt/projects/:fileId/versions/:version/restore */
export const restoreVersion = quietThunk<
  ProjectVersionResult,
  { fileId: string; version: number; baseVersion: number }
>('editor/restore', 'restoring the version', ({ fileId, version, baseVersion }, { api, signal }) =>
  api.post(`${projectPath(fileId)}/versions/${version}/restore`, { baseVersion }, { signal }),
);
