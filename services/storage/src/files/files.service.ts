import { Inject, Injectable } from '@nestjs/common';
import { AppError, BLOB_STORE, type BlobStore } from '@deckforge/kit';
import type { DataResponse, FileAsset, FileMetadata, StoredFile } from '@deckforge/proto';
import { OrphanBlobsSweeper } from '../blobs/orphan-blobs.sweeper';
import { PREVIEW_PLACEHOLDER } from '../system-templates/system-assets';
import { dispositionFor, hasPreview, toFileMetadata } from './file-metadata';
import { FilesRepository } from './files.repository';
import type { StoredFileEntity } from './stored-file.entity';

const fileNotFound = () => AppError.notFound('File not found');
const baseName = (name: string) => name.replace(/\.[^.]+$/, '');

/**
 * Who may see, read and delete which file. A file that is not yours is "not found", never
 * "forbidden", so ids reveal nothing; system templates are readable by everyone and deletable
 * by no one.
 */
@Injectable()
export class FilesService {
  constructor(
    private readonly files: FilesRepository,
    private readonly reaper: OrphanBlobsSweeper,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async list(userId: string): Promise<DataResponse<FileMetadata[]>> {
    const files = await this.files.listVisibleTo(userId);
    return { data: files.map(toFileMetadata), message: 'Files fetched successfully' };
  }

  async listSystemTemplates(): Promise<DataResponse<FileMetadata[]>> {
    const files = await this.files.listSystemTemplates();
    return { data: files.map(toFileMetadata), message: 'Templates fetched successfully' };
  }

  async get(userId: string, fileId: string): Promise<StoredFile> {
    const [file] = await this.files.findReadable(userId, [fileId]);
    if (!file) throw fileNotFound();
    return { file: toFileMetadata(file), blobKey: file.blobKey };
  }

  /** All of them or NOT_FOUND, in the order asked. */
  async resolve(userId: string, fileIds: string[]): Promise<StoredFile[]> {
    const found = new Map(
      (await this.files.findReadable(userId, fileIds)).map((file) => [file.id, file]),
    );
    return fileIds.map((id) => {
      const file = found.get(id);
      if (!file) throw fileNotFound();
      return { file: toFileMetadata(file), blobKey: file.blobKey };
    });
  }

  async delete(userId: string, fileId: string): Promise<{ message: string }> {
    const file = await this.files.findById(fileId);
    if (file?.source === 'system') throw AppError.forbidden('System templates cannot be deleted');
    if (!file || file.ownerId !== userId) throw fileNotFound();
    const keys = await this.files.transaction((manager) =>
      this.files.deleteWithBlobs(manager, [file]),
    );
    await this.reaper.reap(keys);
    return { message: `${file.name} deleted successfully` };
  }

  /**
   * What the address `<file_id>.<extension>` serves: the file itself when the extension is its
   * own, its PNG preview (or a neutral placeholder until it is rendered) for templates and
   * projects, a project's PDF, nothing otherwise. With `slide`: a project's slide image
   * (`<file_id>/slides/<n>.png`).
   */
  async openAsset(
    userId: string | undefined,
    fileId: string,
    extension: string,
    slide?: number,
  ): Promise<FileAsset> {
    const file = await this.files.findById(fileId);
    if (!file || (file.source !== 'system' && file.ownerId !== userId)) throw fileNotFound();
    const cache = file.source === 'system' ? 'public' : 'private';
    if (slide !== undefined) return this.slideOf(file, slide, extension);
    if (extension === 'pdf' && file.pdfKey && file.pdfSize !== null)
      return {
        blobKey: file.pdfKey,
        type: 'application/pdf',
        name: `${baseName(file.name)}.pdf`,
        size: file.pdfSize,
        // A second download beside the .pptx: saved, not opened in place of the app.
        disposition: 'attachment',
        cache,
      };
    if (extension === file.extension) {
      return {
        blobKey: file.blobKey,
        type: file.mime,
        name: file.name,
        size: file.size,
        sha256: file.sha256,
        disposition: dispositionFor(file.mime),
        cache,
      };
    }
    if (extension !== 'png' || !hasPreview(file)) throw fileNotFound();
    return this.previewOf(file, cache);
  }

  /** Slide `slide` (1-based) of a project, once the worker rendered it. */
  private async slideOf(file: StoredFileEntity, slide: number, extension: string) {
    const key = extension === 'png' ? file.slidePreviewKeys[slide - 1] : undefined;
    const blob = key && (await this.blobs.stat(key));
    if (!key || !blob) throw fileNotFound();
    return {
      blobKey: key,
      type: 'image/png',
      name: `${baseName(file.name)} - slide ${slide}.png`,
      size: blob.size,
      disposition: 'inline',
      cache: 'private',
    } satisfies FileAsset;
  }

  private previewOf(file: StoredFileEntity, cache: 'public' | 'private'): FileAsset {
    const name = `${baseName(file.name)}.png`;
    if (file.previewStatus === 'ready' && file.previewKey && file.previewSize !== null) {
      return {
        blobKey: file.previewKey,
        type: 'image/png',
        name,
        size: file.previewSize,
        sha256: file.previewSha256 ?? undefined,
        disposition: 'inline',
        cache,
      };
    }
    return {
      blobKey: PREVIEW_PLACEHOLDER.blobKey,
      type: 'image/png',
      name,
      size: PREVIEW_PLACEHOLDER.size(),
      disposition: 'inline',
      cache: 'no-store',
    };
  }
}
