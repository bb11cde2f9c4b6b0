import { type FileAsset, type FileMetadata, storageFilePath } from '@deckforge/proto';
import type { StoredFileEntity } from './stored-file.entity';

/** The type of decks: system templates and generated projects (uploads take the data service's). */
export const PPTX_MIME =
  'application/vnd.openxmlformats-officedocument.presentationml.presentation';

/** The spec's file metadata of a stored file (field names as the client reads them). */
export function toFileMetadata(file: StoredFileEntity): FileMetadata {
  return {
    file_id: file.id,
    name: file.name,
    type: file.mime,
    size: file.size,
    folder: file.folder,
    file_path: storageFilePath(file.id, file.extension),
    uploaded_at: file.uploadedAt.toISOString(),
    source: file.source,
    template_category: file.templateCategory,
    ...(file.folder === 'projects'
      ? {
          preview_slides: file.slidePreviewKeys.length,
          ...(typeof file.slideCount === 'number' ? { slide_count: file.slideCount } : {}),
          pdf_ready: file.pdfKey !== null,
          ...(typeof file.currentVersion === 'number' ? { plan_version: file.currentVersion } : {}),
        }
      : {}),
    ...(file.folder === 'templates' && file.templateReport
      ? { template_notes: file.templateReport.notes.map((note) => note.message) }
      : {}),
  };
}

/**
 * Types a browser may show in place without risk to our origin. Everything else (HTML, which
 * would run as our page; Markdown; Office files) is served as a download.
 */
const INLINE_TYPES =
  /^(image\/(png|jpeg|gif|webp)|audio\/[\w.+-]+|video\/[\w.+-]+|application\/pdf|text\/plain)$/;

export const dispositionFor = (mime: string): FileAsset['disposition'] =>
  INLINE_TYPES.test(mime) ? 'inline' : 'attachment';

/** Every blob that belongs to a file: its bytes, its preview, a project's slides and PDF. */
export const blobKeysOf = (file: StoredFileEntity): string[] => [
  ...new Set(
    [
      file.blobKey,
      file.previewKey,
      ...file.slidePreviewKeys,
      file.pdfKey,
      ...file.extraBlobKeys,
    ].filter((key): key is string => typeof key === 'string' && key.length > 0),
  ),
];

/** Folders whose files have a PNG preview at the `.png` address. */
export const hasPreview = (file: StoredFileEntity) =>
  file.folder === 'templates' || file.folder === 'projects';
