import type { DataResponse, FileMetadata } from '@deckforge/proto';
import { apiThunk } from '../../app/thunk';

/** The signed-in user's files plus the system templates (GET /storage/file-metadata). */
export const fetchFileMetadata = apiThunk<DataResponse<FileMetadata[]>>(
  'fileStorage/fetchFileMetadata',
  'fetching your files',
  async (_arg, { api, signal, state }) =>
    api.get('/storage/file-metadata', { signal, params: { userId: state.user.userId } }),
  { announceSuccess: false },
);

export const fileStorageThunks = [fetchFileMetadata] as const;

/**
 * The public system templates (the landing page's carousel): no session needed. Answered to the
 * caller, not stored: the slice's list is the signed-in user's library.
 */
export const fetchSystemTemplates = apiThunk<DataResponse<FileMetadata[]>>(
  'fileStorage/fetchSystemTemplates',
  'fetching the templates',
  async (_arg, { api, signal }) =>
    api.get('/storage/system-templates', { signal, skipRefresh: true }),
  { announceSuccess: false },
);

/** Spec section 2: a template's preview is its path with the .ppt/.pptx extension → .png. */
export const templatePreviewUrl = (filePath: string): string =>
  filePath.replace(/\.pptx?(?=$|[?#])/i, '.png');
