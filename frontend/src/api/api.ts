import { createApi } from '@reduxjs/toolkit/query/react';
import { clientBaseQuery } from './baseQuery';

/**
 * The app's server state: one RTK Query API for `/api/v1` (docs/decisions.md, "Server state in
 * RTK Query"). Each feature injects its endpoints (api/*Api.ts, features/editor/editorApi.ts,
 * features/presentation/presentationApi.ts), so a lazy page brings its own calls. Mutations
 * invalidate the tags of what they change; nothing refetches by hand.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: clientBaseQuery,
  tagTypes: [
    /** The signed-in person's library (media, templates, projects). */
    'Files',
    /** A project's plan and versions, by file id. */
    'Project',
    /** A generation or render job's progress, by job id. */
    'Job',
    /** The credit balance and the ledger behind it. */
    'Balance',
    /** GET /config: the deployment's settings. */
    'Config',
    /** The price list. */
    'Pricing',
    /** /data/* reference lists, by route. */
    'Reference',
  ],
  endpoints: () => ({}),
});

/** A finished job changed the library, the balance and (for a render) its project's plan. */
export const tagsChangedByJob = (fileId?: string) =>
  ['Files', 'Balance', ...(fileId ? [{ type: 'Project' as const, id: fileId }] : [])] as const;
