import { z } from 'zod';
import { rpc } from './common/contracts';
import { idField, MAX_NAME_LENGTH } from './common/fields';
import type { DataResponse, MessageResponse } from './common/responses';

/** The file library: media, templates and projects (spec sections 3 and 7, DESIGN section 4). */

export const FOLDERS = ['media', 'templates', 'projects'] as const;
export type Folder = (typeof FOLDERS)[number];
/** Folders a person may upload into; projects are written by the presentation worker only. */
export const UPLOAD_FOLDERS = ['media', 'templates'] as const;
export const FILE_SOURCES = ['system', 'user'] as const;
export type FileSource = (typeof FILE_SOURCES)[number];

/** Default upload limit (DESIGN section 9); the configured value wins. */
export const DEFAULT_MAX_UPLOAD_MB = 50;

/** Spec section 3, field names as the client reads them. */
export interface FileMetadata {
  file_id: string;
  name: string;
  /** MIME type */
  type: string;
  /** bytes */
  size: number;
  folder: Folder;
  /** Address the browser loads the file from; for templates, `.pptx` → `.png` is the preview. */
  file_path: string;
  /** ISO-8601 */
  uploaded_at: string;
  source: FileSource;
  template_category: string | null;
}

/** A stored file and where its bytes are; only servers see blob keys. */
export interface StoredFile {
  file: FileMetadata;
  blobKey: string;
}

const userId = idField('userId');
const fileId = idField('fileId');

/* ---------- HTTP query strings ---------- */

export const uploadQuery = z.object({
  userId: z.string().optional(),
  folder: z.enum(UPLOAD_FOLDERS, { error: 'folder must be media or templates' }).optional(),
});
export const fileMetadataQuery = z.object({ userId: z.string().optional() });
export const deleteFileQuery = z.object({
  fileId,
  fileName: z
    .string()
    .max(MAX_NAME_LENGTH * 3)
    .optional(),
});
export const downloadQuery = z.object({ fileId });

/* ---------- RPC ---------- */

export const StorageRpc = {
  list: rpc<DataResponse<FileMetadata[]>>()('storage.files.list', z.object({ userId })),
  listSystemTemplates: rpc<DataResponse<FileMetadata[]>>()(
    'storage.system-templates.list',
    z.object({}),
  ),
  /**
   * Step 1 of an upload, before any byte is stored: is this name/folder/category allowed, and
   * under which blob key may the gateway stream it? Refusals here leave nothing behind.
   */
  beginUpload: rpc<{ uploadId: string; blobKey: string; maxBytes: number }>()(
    'storage.upload.begin',
    z.object({
      userId,
      folder: z.enum(UPLOAD_FOLDERS),
      fileName: z.string().min(1).max(1024),
      category: z.string().max(100).optional(),
    }),
  ),
  /**
   * Step 2, after the gateway streamed the bytes: the service checks what was written (magic
   * bytes, presentation structure) and records the file, or deletes the blob and refuses.
   */
  completeUpload: rpc<FileMetadata>()(
    'storage.upload.complete',
    z.object({
      userId,
      uploadId: idField('uploadId'),
      size: z.number().int().nonnegative(),
      sha256: z.string().length(64),
    }),
  ),
  /** The gateway gave up on an upload (client aborted, too large): forget it and its blob. */
  abortUpload: rpc<MessageResponse>()(
    'storage.upload.abort',
    z.object({ userId, uploadId: idField('uploadId') }),
  ),
  delete: rpc<MessageResponse>()(
    'storage.files.delete',
    z.object({ userId, fileId, fileName: z.string().optional() }),
  ),
  /** A file the user may read (own file or system template), with its blob key. */
  get: rpc<StoredFile>()('storage.files.get', z.object({ userId, fileId })),
  /** Several files at once, for generation; any file the user may not read is NOT_FOUND. */
  resolve: rpc<StoredFile[]>()(
    'storage.files.resolve',
    z.object({ userId, fileIds: z.array(fileId).min(1).max(100) }),
  ),
  /** A public system-template file (the .pptx or its preview) for signed-out visitors. */
  getSystemTemplateAsset: rpc<{ blobKey: string; type: string; name: string }>()(
    'storage.system-templates.asset',
    z.object({ assetName: z.string().min(1).max(200) }),
  ),
  /**
   * The presentation worker wrote a deck into the blob store: record it in the projects
   * folder. Idempotent per job: a retried job gets the same file back.
   */
  registerProject: rpc<FileMetadata>()(
    'storage.projects.register',
    z.object({
      userId,
      jobId: idField('jobId'),
      title: z.string().min(1).max(200),
      blobKey: z.string().min(1).max(1024),
      size: z.number().int().nonnegative(),
      previewBlobKeys: z.array(z.string().max(1024)).max(1000).default([]),
      pdfBlobKey: z.string().max(1024).optional(),
    }),
  ),
} as const;
