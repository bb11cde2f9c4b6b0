import type { DeckPlan, ProjectPlanView, ProjectVersionResult } from '@deckforge/proto';
import { api } from '../../api/api';

/**
 * The editor's calls (`/ppt/projects/:fileId/*`). Quiet: the editor page says what happened in
 * place (a conflict opens its own dialog), so failures are logged without a toast.
 */
const projectPath = (fileId: string) => `/ppt/projects/${encodeURIComponent(fileId)}`;

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

const editorApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /ppt/projects/:fileId/plan: the plan, its version and template, the versions kept. */
    getProjectPlan: build.query<ProjectPlanView, string>({
      query: (fileId) => ({ url: `${projectPath(fileId)}/plan` }),
      providesTags: (_view, _error, fileId) => [{ type: 'Project', id: fileId }],
      extraOptions: { action: 'opening the deck', quiet: true },
    }),
    /**
     * POST /ppt/projects/:fileId/render: queued (202). The job tells the rest, and its
     * completion invalidates the project (api/jobsApi.ts).
     */
    renderProject: build.mutation<{ message: string; jobId: string }, RenderArgs>({
      query: ({ fileId, ...body }) => ({
        url: `${projectPath(fileId)}/render`,
        method: 'POST',
        body,
      }),
      extraOptions: { action: 'saving the deck', quiet: true, announce: false },
    }),
    /** POST /ppt/projects/:fileId/versions/:version/restore: a new version, the old content. */
    restoreVersion: build.mutation<
      ProjectVersionResult,
      { fileId: string; version: number; baseVersion: number }
    >({
      query: ({ fileId, version, baseVersion }) => ({
        url: `${projectPath(fileId)}/versions/${version}/restore`,
        method: 'POST',
        body: { baseVersion },
      }),
      invalidatesTags: (_result, error, { fileId }) =>
        error ? [] : ['Files', { type: 'Project', id: fileId }],
      extraOptions: { action: 'restoring the version', quiet: true, announce: false },
    }),
  }),
});

export const { useGetProjectPlanQuery, useRenderProjectMutation, useRestoreVersionMutation } =
  editorApi;
