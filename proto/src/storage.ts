import { z } from 'zod';
import { rpc } from './common/contracts';
import { idField } from './common/fields';
import type { DataResponse, MessageResponse } from './common/responses';
import type { ProjectPlanView, ProjectVersionResult } from './deck-editing';
import { VERSION_ORIGINS } from './deck-editing';
import { type DeckPlan, deckPlanSchema } from './deck-plan';

/** The file library: media, templates and projects (docs/architecture.md, "Shape" and "HTTP API"). */

export const FOLDERS = ['media', 'templates', 'projects'] as const;
export type Folder = (typeof FOLDERS)[number];
/** Folders a person may upload into; projects are written by the presentation worker only. */
export const UPLOAD_FOLDERS = ['media', 'templates'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];
export const FILE_SOURCES = ['system', 'user'] as const;
export type FileSource = (typeof FILE_SOURCES)[number];

/** Default upload limit (docs/decisions.md, "Storage"); the configured value wins. */
export const DEFAULT_MAX_UPLOAD_MB = 50;
/** Upload limits are in MiB: 50 MB is 50 × 1024 × 1024 bytes. */
export const BYTES_PER_MB = 1024 * 1024;
/** Files one upload request may carry. */
export const MAX_FILES_PER_UPLOAD = 20;

/** Field names as the app reads them. */
export interface FileMetadata {
  file_id: string;
  name: string;
  /** MIME type */
  type: string;
  /** bytes */
  size: number;
  folder: Folder;
  /**
   * Address the browser loads the file from (`/api/v1/storage/files/<file_id>.<ext>`); for
   * templates and projects the same address with `.png` is the preview (spec: carousel).
   */
  file_path: string;
  /** ISO-8601 */
  uploaded_at: string;
  source: FileSource;
  template_category: string | null;
  /**
   * Projects only: how many slide images the Projects preview can show (0 or absent while the
   * worker's previews are pending); see `projectSlidePath` and `projectPdfPath`.
   */
  preview_slides?: number;
  /** Projects: slides in the deck; its slide images are complete once `preview_slides` is this. */
  slide_count?: number;
  /** Projects: the PDF has been rendered (`projectPdfPath`). */
  pdf_ready?: boolean;
  /** Projects whose plan is stored: the current version, which the editor starts from. */
  plan_version?: number;
  /**
   * Templates whose report is known: what is missing, in short sentences for the owner
   * (`TEMPLATE_NOTES`); empty when nothing is. Absent when the template was not analysed.
   */
  template_notes?: string[];
}

/** A stored file and where its bytes are; only servers see blob keys. */
export interface StoredFile {
  file: FileMetadata;
  blobKey: string;
}

/** Where the gateway serves stored files: `file_path` is `<this>/<file_id>.<extension>`. */
export const STORAGE_FILES_PATH = '/api/v1/storage/files';
export const storageFilePath = (fileId: string, extension: string) =>
  `${STORAGE_FILES_PATH}/${fileId}.${extension}`;
/** The spec's preview rule: the template's address with ppt/pptx replaced by png. */
export const previewPathOf = (filePath: string) => filePath.replace(/\.pptx?$/i, '.png');
/** A generated deck's slide rendered to PNG (1-based), for the Projects preview. */
export const projectSlidePath = (fileId: string, slideNumber: number) =>
  `${STORAGE_FILES_PATH}/${fileId}/slides/${slideNumber}.png`;
/** A generated deck as PDF, offered as a second download beside the .pptx. */
export const projectPdfPath = (fileId: string) => `${STORAGE_FILES_PATH}/${fileId}.pdf`;

/**
 * Blob keys for decks the presentation worker writes before `registerProject`: ids only, never
 * a name a person typed.
 */
export const projectBlobKeys = (userId: string, jobId: string, previewPass?: string) => ({
  deck: `projects/${userId}/${jobId}.pptx`,
  pdf: `projects/${userId}/${jobId}.pdf`,
  /**
   * Slide images drawn after the deck was handed over go under their drawing pass's own keys, so
   * that a second pass (a worker taking over a killed one's) never overwrites or deletes the
   * images a project shows: storage swaps the keys (attachProjectPreviews).
   */
  slidePreview: (slideNumber: number) =>
    previewPass
      ? `projects/${userId}/${jobId}/pass-${previewPass}/slide-${slideNumber}.png`
      : `projects/${userId}/${jobId}/slide-${slideNumber}.png`,
  /** The project's own copy of a picture or media file its plan shows (0-based). */
  asset: (index: number) => `projects/${userId}/${jobId}/asset-${index}`,
});

const userId = idField('userId');
const fileId = idField('fileId');
const uploadId = idField('uploadId');
const version = z.number().int().min(1);
const slideCount = z.number().int().min(0).max(10_000);
const blobKeyList = z.array(z.string().max(1024)).max(1000);

/* ---------- RPC ---------- */

/** What the gateway may stream for one upload, granted before any byte is stored. */
export interface UploadGrant {
  uploadId: string;
  /** Where to stream the bytes (ids only). */
  blobKey: string;
  /** Stop (and refuse the file) past this many bytes: the file limit, or the room left. */
  maxBytes: number;
  /** What to answer (413) when the file passes `maxBytes`. */
  tooLargeMessage: string;
  /** The name as it will be stored, sanitised. */
  name: string;
  folder: Folder;
}

/** How the gateway should serve a file or preview address. */
export interface FileAsset {
  blobKey: string;
  /** Content-Type */
  type: string;
  /** For Content-Disposition. */
  name: string;
  size: number;
  /** Strong validator for ETag/If-None-Match; absent for content that will change (placeholder). */
  sha256?: string;
  /** Attachment for anything a browser could run as a page (HTML, Office files). */
  disposition: 'inline' | 'attachment';
  /** public: system templates; private: the user's own files; no-store: placeholder previews. */
  cache: 'public' | 'private' | 'no-store';
}

export const StorageRpc = {
  list: rpc<DataResponse<FileMetadata[]>>()('storage.files.list', z.object({ userId })),
  listSystemTemplates: rpc<DataResponse<FileMetadata[]>>()(
    'storage.system-templates.list',
    z.object({}),
  ),
  /**
   * Step 1 of each uploaded file, before any byte is stored: is this name allowed in this
   * folder, and under which blob key may the gateway stream it? Refusals leave nothing behind.
   */
  beginUpload: rpc<UploadGrant>()(
    'storage.upload.begin',
    z.object({
      userId,
      /** As the client asked; when absent, the file's type decides. */
      folder: z.enum(UPLOAD_FOLDERS).optional(),
      fileName: z.string().max(4096),
      /** Bytes of this request's earlier files: streamed, not recorded yet (quota). */
      earlierBytes: z.number().int().nonnegative().default(0),
    }),
  ),
  /**
   * Step 2, once the gateway streamed every file of the request: the service checks what was
   * written (magic bytes, presentation structure, zip bounds) and records all the files, or
   * deletes every blob of the request and refuses, naming the file.
   */
  completeUpload: rpc<DataResponse<FileMetadata[]>>()(
    'storage.upload.complete',
    z.object({
      userId,
      uploads: z
        .array(
          z.object({
            uploadId,
            size: z.number().int().nonnegative(),
            sha256: z.string().regex(/^[0-9a-f]{64}$/),
            /** Template category (name or id), required for templates. */
            category: z.string().max(100).optional(),
          }),
        )
        .min(1)
        .max(MAX_FILES_PER_UPLOAD),
    }),
  ),
  /** The gateway gave up on uploads (refused, too large, client gone): forget them and their blobs. */
  abortUpload: rpc<MessageResponse>()(
    'storage.upload.abort',
    z.object({ userId, uploadIds: z.array(uploadId).min(1).max(MAX_FILES_PER_UPLOAD) }),
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
  /**
   * The address in `file_path` (or its `.png` preview): system templates for anyone, other files
   * for their owner only (NOT_FOUND otherwise). `userId` is absent for visitors.
   */
  openAsset: rpc<FileAsset>()(
    'storage.files.open-asset',
    z.object({
      userId: userId.optional(),
      fileId,
      extension: z.string().regex(/^[a-z0-9]{1,8}$/),
      /** A project's slide image (`projectSlidePath`), 1-based. */
      slide: z.number().int().min(1).max(1000).optional(),
    }),
  ),
  /**
   * The presentation worker wrote a deck into the blob store: record it in the projects
   * folder. Idempotent per job: a retried job gets the same file back. `notice`: older versions
   * were deleted to make room for a free copy (the quota), in words for the person.
   */
  registerProject: rpc<FileMetadata & { notice?: string }>()(
    'storage.projects.register',
    z.object({
      userId,
      jobId: idField('jobId'),
      title: z.string().min(1).max(200),
      blobKey: z.string().min(1).max(1024),
      size: z.number().int().nonnegative(),
      previewBlobKeys: blobKeyList.default([]),
      pdfBlobKey: z.string().max(1024).optional(),
      /** The plan the deck was rendered from: kept as the project's first version. */
      plan: deckPlanSchema.optional(),
      templateId: idField('templateId').optional(),
      slideCount: slideCount.optional(),
      /** A project made from another one's plan (a template switch) rather than generated. */
      origin: z.enum(VERSION_ORIGINS).default('generated'),
      /**
       * The worker draws the deck's slide images next (attachProjectPreviews): storage holds
       * back its own render of the first slide, which would compete with them for the
       * processor, until they are overdue (twice its PREVIEW_TIMEOUT_MS).
       */
      slidePreviewsComing: z.boolean().default(false),
    }),
  ),
  /**
   * The worker rendered slide images (all, or a first run of them) and/or the PDF of a deck
   * already handed to its owner, so that previews never delay a deck: record them. `renderId`
   * names the rendering (generation or edit job) whose version they belong to. Idempotent. The
   * slide images replace the ones shown before in one step; those nothing shows any more are
   * deleted after it, and a pass whose images were replaced so is refused (NotFound).
   */
  attachProjectPreviews: rpc<FileMetadata>()(
    'storage.projects.attach-previews',
    z
      .object({
        userId,
        fileId,
        renderId: idField('renderId').optional(),
        previewBlobKeys: blobKeyList.optional(),
        pdfBlobKey: z.string().max(1024).optional(),
      })
      .refine((previews) => previews.previewBlobKeys?.length || previews.pdfBlobKey, {
        error: 'Nothing to attach',
      }),
  ),
  /**
   * Slide images a drawing pass stored but may not have recorded (it failed, or an earlier pass
   * was superseded): storage deletes those no version of the project shows, and keeps the rest.
   * Keys outside the user's projects are ignored.
   */
  discardProjectPreviews: rpc<MessageResponse>()(
    'storage.projects.discard-previews',
    z.object({ userId, fileId, previewBlobKeys: blobKeyList }),
  ),
  /** The editor opens a project: its current plan (assets by reference) and its versions. */
  projectPlan: rpc<ProjectPlanView>()('storage.projects.plan', z.object({ userId, fileId })),
  /**
   * Before an edit is rendered: the project is the user's, `baseVersion` (when given) is still
   * current, and the plan names only assets the project already has. Answers the plan with the
   * assets' real keys, and the project's template and name.
   */
  prepareProjectRender: rpc<{
    plan: DeckPlan;
    templateId: string;
    version: number;
    name: string;
  }>()(
    'storage.projects.prepare-render',
    z.object({ userId, fileId, baseVersion: version.optional(), plan: deckPlanSchema }),
  ),
  /**
   * A re-rendered deck becomes the project's current version, if `baseVersion` is still the
   * current one (otherwise CONFLICT, nothing changes). Older versions beyond
   * PROJECT_VERSIONS_KEPT are deleted. Idempotent per `renderId`.
   */
  commitProjectVersion: rpc<ProjectVersionResult>()(
    'storage.projects.commit-version',
    z.object({
      userId,
      fileId,
      baseVersion: version,
      renderId: idField('renderId'),
      origin: z.enum(VERSION_ORIGINS),
      templateId: idField('templateId'),
      plan: deckPlanSchema,
      blobKey: z.string().min(1).max(1024),
      size: z.number().int().nonnegative(),
      slideCount,
      previewBlobKeys: blobKeyList.default([]),
    }),
  ),
  /** An earlier version becomes the current one again (as a new version). */
  restoreProjectVersion: rpc<ProjectVersionResult>()(
    'storage.projects.restore-version',
    z.object({ userId, fileId, version, baseVersion: version }),
  ),
} as const;
