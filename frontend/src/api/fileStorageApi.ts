import type { DataResponse, FileMetadata, MessageResponse, UploadFolder } from '@deckforge/proto';
import { saveDownload } from '../lib/saveDownload';
import { api } from './api';
import { runCall } from './baseQuery';

interface UploadArgs {
  file: File;
  folder: UploadFolder;
  /** Templates: the category chosen for this file. */
  category?: string;
  /** Bytes sent so far, for the file's progress bar. */
  onProgress?: (loaded: number, total: number) => void;
}

const files = (reply: DataResponse<FileMetadata[]>) => reply.data;

const fileStorageApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user's files plus the system templates (GET /storage/file-metadata). */
    getFiles: build.query<FileMetadata[], void>({
      query: () => ({ url: '/storage/file-metadata', asUser: 'params' }),
      transformResponse: files,
      providesTags: ['Files'],
      extraOptions: { action: 'fetching your files' },
    }),
    /**
     * POST /storage/upload?userId&folder, one file per request: each file gets its own progress
     * bar and its own outcome (one refused file does not take the others with it). Quiet: the
     * dialog sums the outcomes up in one toast.
     */
    uploadFile: build.mutation<FileMetadata[], UploadArgs>({
      query: ({ file, folder, category, onProgress }) => {
        const form = new FormData();
        if (category) form.append('category', category);
        form.append('file', file, file.name);
        return { url: '/storage/upload', params: { folder }, asUser: 'params', form, onProgress };
      },
      transformResponse: files,
      invalidatesTags: ['Files'],
      extraOptions: { action: 'uploading your file', announce: false },
    }),
    /** POST /storage/delete?fileId&fileName; the server's message is the toast. */
    deleteFile: build.mutation<MessageResponse, { fileId: string; fileName: string }>({
      query: (params) => ({ url: '/storage/delete', method: 'POST', body: {}, params }),
      invalidatesTags: ['Files'],
      extraOptions: { action: 'deleting the file' },
    }),
    /** GET /storage/download?fileId: the bytes, saved under the file's name. */
    downloadFile: build.mutation<MessageResponse, Pick<FileMetadata, 'file_id' | 'name'>>({
      queryFn: ({ file_id, name }, query, telling) =>
        runCall(query, telling, async (client) => {
          const download = await client.download('/storage/download', {
            signal: query.signal,
            params: { fileId: file_id },
          });
          saveDownload(download.blob, download.fileName ?? name);
          return { message: `${name} downloaded` };
        }),
      extraOptions: { action: 'downloading the file', announce: false },
    }),
    /**
     * The public system templates (the landing page's carousel): no session needed, and not
     * the person's library.
     */
    getSystemTemplates: build.query<FileMetadata[], void>({
      query: () => ({ url: '/storage/system-templates', skipRefresh: true }),
      transformResponse: files,
      extraOptions: { action: 'fetching the templates' },
    }),
  }),
});

export const {
  useGetFilesQuery,
  useUploadFileMutation,
  useDeleteFileMutation,
  useDownloadFileMutation,
  useGetSystemTemplatesQuery,
} = fileStorageApi;

/** A template's preview is its path with the .ppt/.pptx extension → .png. */
export const templatePreviewUrl = (filePath: string): string =>
  filePath.replace(/\.pptx?(?=$|[?#])/i, '.png');
