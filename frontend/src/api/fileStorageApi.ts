import type { DataResponse, FileMetadata, MessageResponse, UploadFolder } from '@deckforge/proto';
import { apiThunk } from '../app/thunk';
import { saveDownload } from '../lib/saveDownload';

/** The signed-in user's files plus the system templates (GET /storage/file-metadata). */
export const fetchFileMetadata = apiThunk<DataResponse<FileMetadata[]>>(
  'fileStorage/fetchFileMetadata',
  'fetching your files',
  async (_arg, { api, signal, state }) =>
    api.get('/storage/file-metadata', { signal, params: { userId: state.user.userId } }),
  { announceSuccess: false },
);

export interface UploadArgs {
  file: File;
  folder: UploadFolder;
  /** Templates: the category chosen for this file. */
  category?: string;
  /** Bytes sent so far, for the file's progress bar. */
  onProgress?: (loaded: number, total: number) => void;
}

/**
 * POST /storage/upload?userId&folder, one file per request: each file gets its own progress bar
 * and its own outcome (one refused file does not take the others with it). Quiet: the dialog
 * sums the outcomes up in one toast.
 */
export const uploadFile = apiThunk<DataResponse<FileMetadata[]>, UploadArgs>(
  'fileStorage/upload',
  'uploading your file',
  async ({ file, folder, category, onProgress }, { api, signal, state }) => {
    const form = new FormData();
    if (category) form.append('category', category);
    form.append('file', file, file.name);
    return api.upload('/storage/upload', form, {
      signal,
      params: { userId: state.user.userId, folder },
      onProgress,
    });
  },
  { announceSuccess: false },
);

/** POST /storage/delete?fileId&fileName; the server's message is the toast. */
export const deleteFile = apiThunk<MessageResponse, { fileId: string; fileName: string }>(
  'fileStorage/delete',
  'deleting the file',
  async ({ fileId, fileName }, { api, signal }) =>
    api.post('/storage/delete', {}, { signal, params: { fileId, fileName } }),
);

/** GET /storage/download?fileId: the bytes, saved under the file's name. */
export const downloadFile = apiThunk<MessageResponse, Pick<FileMetadata, 'file_id' | 'name'>>(
  'fileStorage/download',
  'downloading the file',
  async ({ file_id, name }, { api, signal }) => {
    const download = await api.download('/storage/download', {
      signal,
      params: { fileId: file_id },
    });
    saveDownload(download.blob, download.fileName ?? name);
    return { message: `${name} downloaded` };
  },
  { announceSuccess: false },
);

export const fileStorageThunks = [fetchFileMetadata, uploadFile, deleteFile] as const;

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

/** A template's preview is its path with the .ppt/.pptx extension → .png. */
export const templatePreviewUrl = (filePath: string): string =>
  filePath.replace(/\.pptx?(?=$|[?#])/i, '.png');
