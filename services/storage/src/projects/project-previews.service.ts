import { Inject, Injectable } from '@nestjs/common';
import { AppError, BLOB_STORE, type BlobStore } from '@deckforge/kit';
import type { RpcParsedRequest, StorageRpc } from '@deckforge/proto';
import type { EntityManager } from 'typeorm';
import { OrphanBlobsSweeper } from '../blobs/orphan-blobs.sweeper';
import { recordedOrphans, recordOrphans } from '../blobs/orphan-blob.entity';
import { blobKeysOf, toFileMetadata } from '../files/file-metadata';
import { FilesRepository } from '../files/files.repository';
import { ProjectVersionsRepository } from '../files/project-versions.repository';
import type { StoredFileEntity } from '../files/stored-file.entity';
import { existingBlobs, sha256Of } from './blob-facts';

type Previews = RpcParsedRequest<typeof StorageRpc.attachProjectPreviews>;
type Discarded = RpcParsedRequest<typeof StorageRpc.discardProjectPreviews>;

/**
 * Slide images and PDFs the worker draws after a deck was handed over. A project's keys change
 * in one transaction with its row locked, and blobs are deleted only after it committed, when no
 * row holds them: at every instant every key a row holds has its blob, even while two drawing
 * passes of one deck (a worker taking over a killed one's job) record theirs.
 */
@Injectable()
export class ProjectPreviewsService {
  constructor(
    private readonly files: FilesRepository,
    private readonly versions: ProjectVersionsRepository,
    private readonly reaper: OrphanBlobsSweeper,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  /**
   * Its owner's projects only; blobs not in the store, or already replaced by another pass's,
   * are refused. They belong to the rendering `renderId` (its version keeps them for a later
   * restore) and show on the project while that rendering is the current one; the first slide
   * becomes the `.png` preview unless storage's own preview is already there.
   */
  async attach({ userId, fileId, renderId, previewBlobKeys = [], pdfBlobKey }: Previews) {
    const slides = await existingBlobs(this.blobs, previewBlobKeys);
    if (slides.length !== previewBlobKeys.length)
      throw AppError.notFound('A slide preview is not in the blob store');
    const [pdf] = await existingBlobs(this.blobs, pdfBlobKey ? [pdfBlobKey] : []);
    if (pdfBlobKey && !pdf) throw AppError.notFound('The PDF is not in the blob store');
    const [first] = slides;
    const firstSha256 = first ? await sha256Of(this.blobs, first.key) : undefined;
    const attached = {
      ...(slides.length > 0 ? { slidePreviewKeys: slides.map((slide) => slide.key) } : {}),
      ...(pdf ? { pdfKey: pdf.key, pdfSize: pdf.size } : {}),
    };

    const { file, replaced } = await this.files.transaction(async (manager) => {
      const owned = await this.ownProject(manager, userId, fileId);
      if (!owned) throw AppError.notFound('File not found');
      // Keys a pass that replaced these marked for deletion are gone, or about to be.
      if ((await recordedOrphans(manager, [...previewBlobKeys, ...(pdf ? [pdf.key] : [])])).length)
        throw AppError.notFound('A slide preview is not in the blob store');
      const before = await this.heldKeys(manager, owned);

      // A project with versions: the rendering must still be one of them (it may have been
      // pruned while its images were drawn); a project from before versions has only itself.
      if (renderId && typeof owned.currentVersion === 'number') {
        const version = await this.versions.findByRender(renderId, manager);
        if (!version || version.fileId !== fileId)
          throw AppError.notFound('This version of the project is gone');
        await this.versions.attach(version.blobKey, attached, manager);
        if (version.blobKey !== owned.blobKey) return this.released(manager, owned, before);
      }
      // The first slide is the preview unless storage drew its own (under another key).
      const shownFirst =
        owned.previewStatus !== 'ready' || owned.previewKey === owned.slidePreviewKeys[0];
      const fields: Partial<StoredFileEntity> = {
        ...attached,
        ...(first && shownFirst
          ? {
              previewStatus: 'ready' as const,
              previewClaimedAt: null,
              previewKey: first.key,
              previewSize: first.size,
              previewSha256: firstSha256,
            }
          : {}),
      };
      await this.files.update(owned.id, fields, manager);
      return this.released(manager, { ...owned, ...fields }, before);
    });
    await this.reaper.reap(replaced);
    return toFileMetadata(file);
  }

  /**
   * Deletes the slide images among `previewBlobKeys` that no version of the project shows (all
   * of them when the project is gone); keys outside the user's projects are left alone.
   */
  async discard({ userId, fileId, previewBlobKeys }: Discarded) {
    const own = previewBlobKeys.filter((key) => key.startsWith(`projects/${userId}/`));
    const orphans = await this.files.transaction(async (manager) => {
      const owned = await this.ownProject(manager, userId, fileId);
      const held = new Set(owned ? await this.heldKeys(manager, owned) : []);
      const unheld = own.filter((key) => !held.has(key));
      await recordOrphans(manager, unheld);
      return unheld;
    });
    await this.reaper.reap(orphans);
    return { message: 'Slide previews discarded' };
  }

  private async ownProject(manager: EntityManager, userId: string, fileId: string) {
    const file = await this.files.lockById(manager, fileId);
    return file && file.ownerId === userId && file.folder === 'projects' ? file : undefined;
  }

  private async heldKeys(manager: EntityManager, file: StoredFileEntity): Promise<string[]> {
    return [...blobKeysOf(file), ...(await this.versions.blobKeysOf(manager, [file.id]))];
  }

  /** The keys held `before` that nothing holds now, marked for deletion in this transaction. */
  private async released(manager: EntityManager, file: StoredFileEntity, before: string[]) {
    const held = new Set(await this.heldKeys(manager, file));
    const replaced = [...new Set(before)].filter((key) => !held.has(key));
    await recordOrphans(manager, replaced);
    return { file, replaced };
  }
}
