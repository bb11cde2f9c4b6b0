import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AppError, BLOB_STORE, type BlobStore, ClosedAccounts } from '@deckforge/kit';
import {
  ErrorCode,
  type FileMetadata,
  planBlobKeys,
  type RpcParsedRequest,
  type StorageRpc,
} from '@deckforge/proto';
import { QueryFailedError } from 'typeorm';
import { OrphanBlobsSweeper } from '../blobs/orphan-blobs.sweeper';
import { recordOrphans } from '../blobs/orphan-blob.entity';
import { PPTX_MIME, toFileMetadata } from '../files/file-metadata';
import { FilesRepository } from '../files/files.repository';
import { ProjectVersionsRepository } from '../files/project-versions.repository';
import type { StoredFileEntity } from '../files/stored-file.entity';
import { heldForSlideImages, PreviewQueue } from '../previews/preview.queue';
import { fileNameFromTitle } from '../uploads/file-names';
import { existingBlobs, sha256Of } from './blob-facts';
import { type MadeRoom, ProjectQuota } from './project-quota.service';

type Registration = RpcParsedRequest<typeof StorageRpc.registerProject>;
type Previews = RpcParsedRequest<typeof StorageRpc.attachProjectPreviews>;

/**
 * Decks the presentation worker wrote into the blob store become files in the user's projects
 * folder, with the plan they were rendered from as their first version. Registration is
 * idempotent per job: a retried job gets the file it already has.
 */
@Injectable()
export class ProjectsService {
  constructor(
    private readonly files: FilesRepository,
    private readonly versions: ProjectVersionsRepository,
    private readonly previews: PreviewQueue,
    private readonly closedAccounts: ClosedAccounts,
    private readonly reaper: OrphanBlobsSweeper,
    private readonly quota: ProjectQuota,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  /**
   * A paid generation's deck is the person's without counting against their quota; a project
   * made from another one's plan (`origin` other than 'generated', a free copy) counts with
   * everything it stores, its own copies of pictures included, and may prune older versions to
   * fit (the answer's `notice` says which) or be refused.
   */
  async register(registration: Registration): Promise<FileMetadata & { notice?: string }> {
    const existing = await this.files.findByJobId(registration.jobId);
    if (existing) return this.sameJob(existing, registration);

    const deck = await this.blobs.stat(registration.blobKey);
    if (!deck) throw AppError.notFound('The generated deck is not in the blob store');
    const previews = await existingBlobs(this.blobs, registration.previewBlobKeys);
    const [firstPreview] = previews;
    const [pdf] = await existingBlobs(
      this.blobs,
      registration.pdfBlobKey ? [registration.pdfBlobKey] : [],
    );
    // Slides are kept only as a complete run from the first (a gap would break paging).
    const slidePreviewKeys =
      previews.length === registration.previewBlobKeys.length
        ? previews.map((preview) => preview.key)
        : [];
    const sha256 = await sha256Of(this.blobs, registration.blobKey);
    const { plan, templateId } = registration;
    const versioned = plan !== undefined && templateId !== undefined;
    const free = versioned && registration.origin !== 'generated';
    // The copy's own pictures and media (projects/<user>/<job>/asset-n), besides its slides.
    const ownAssets = free
      ? await existingBlobs(
          this.blobs,
          planBlobKeys(plan).filter((key) =>
            key.startsWith(`projects/${registration.userId}/${registration.jobId}/`),
          ),
        )
      : [];
    const extraBytes = [...previews, ...ownAssets].reduce((sum, blob) => sum + blob.size, 0);
    let madeRoom: MadeRoom = { orphans: [] };
    const row: StoredFileEntity = {
      id: randomUUID(),
      ownerId: registration.userId,
      source: 'user',
      folder: 'projects',
      name: fileNameFromTitle(registration.title, 'pptx'),
      extension: 'pptx',
      mime: PPTX_MIME,
      size: deck.size,
      sha256,
      blobKey: registration.blobKey,
      templateCategory: null,
      previewStatus: firstPreview ? 'ready' : 'pending',
      previewKey: firstPreview?.key ?? null,
      previewSize: firstPreview?.size ?? null,
      previewSha256: firstPreview ? await sha256Of(this.blobs, firstPreview.key) : null,
      previewAttempts: 0,
      previewClaimedAt: heldForSlideImages(!firstPreview && registration.slidePreviewsComing),
      slidePreviewKeys,
      pdfKey: pdf?.key ?? null,
      pdfSize: pdf?.size ?? null,
      extraBlobKeys: [],
      jobId: registration.jobId,
      systemSlug: null,
      currentVersion: versioned ? 1 : null,
      slideCount: registration.slideCount ?? null,
      uploadedAt: new Date(),
    };
    try {
      await this.files.transaction(async (manager) => {
        await this.closedAccounts.assertOpen(manager, registration.userId);
        await this.files.insert(manager, [row]);
        if (versioned)
          await this.versions.insert(manager, {
            fileId: row.id,
            version: 1,
            renderId: registration.jobId,
            origin: registration.origin,
            restoredFrom: null,
            templateId,
            plan,
            blobKey: row.blobKey,
            size: row.size,
            sha256,
            slideCount: registration.slideCount ?? slidePreviewKeys.length,
            slidePreviewKeys,
            pdfKey: row.pdfKey,
            pdfSize: row.pdfSize,
            extraBytes: free ? extraBytes : 0,
            createdAt: row.uploadedAt,
          });
        if (free) madeRoom = await this.quota.makeRoom(manager, registration.userId, row.id);
      });
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.Forbidden) {
        // A deck that finished after its owner deactivated the account is not kept.
        await this.discardDeck(registration);
        throw error;
      }
      // The same job registered concurrently: the first registration stands.
      const winner = isUniqueViolation(error) && (await this.files.findByJobId(registration.jobId));
      if (winner) return this.sameJob(winner, registration);
      throw error;
    }
    await this.reaper.reap(madeRoom.orphans);
    if (row.previewStatus === 'pending') this.previews.wake();
    return { ...toFileMetadata(row), ...(madeRoom.notice ? { notice: madeRoom.notice } : {}) };
  }

  /**
   * Slide images and/or the PDF the worker rendered after the deck was handed over. Its
   * owner's projects only; blobs not in the store are refused. They belong to the rendering
   * `renderId` (its version keeps them for a later restore) and show on the project while that
   * rendering is the current one; the first slide becomes the `.png` preview unless storage's
   * own preview is already there.
   */
  async attachPreviews({ userId, fileId, renderId, previewBlobKeys, pdfBlobKey }: Previews) {
    const file = await this.files.findById(fileId);
    if (!file || file.ownerId !== userId || file.folder !== 'projects')
      throw AppError.notFound('File not found');
    const slides = await existingBlobs(this.blobs, previewBlobKeys ?? []);
    if (slides.length !== (previewBlobKeys?.length ?? 0))
      throw AppError.notFound('A slide preview is not in the blob store');
    const [pdf] = await existingBlobs(this.blobs, pdfBlobKey ? [pdfBlobKey] : []);
    if (pdfBlobKey && !pdf) throw AppError.notFound('The PDF is not in the blob store');
    const attached = {
      ...(slides.length > 0 ? { slidePreviewKeys: slides.map((slide) => slide.key) } : {}),
      ...(pdf ? { pdfKey: pdf.key, pdfSize: pdf.size } : {}),
    };

    // A project with versions: the rendering must still be one of them (it may have been
    // pruned while its images were drawn); a project from before versions has only itself.
    if (renderId && typeof file.currentVersion === 'number') {
      const version = await this.versions.findByRender(renderId);
      if (!version || version.fileId !== fileId)
        throw AppError.notFound('This version of the project is gone');
      await this.versions.attach(version.blobKey, attached);
      if (version.blobKey !== file.blobKey) return toFileMetadata(file);
    }
    const [first] = slides;
    const fields: Partial<StoredFileEntity> = {
      ...attached,
      ...(file.previewStatus === 'ready' || !first
        ? {}
        : {
            previewStatus: 'ready' as const,
            previewClaimedAt: null,
            previewKey: first.key,
            previewSize: first.size,
            previewSha256: await sha256Of(this.blobs, first.key),
          }),
    };
    await this.files.update(file.id, fields);
    return toFileMetadata({ ...file, ...fields });
  }

  private async discardDeck(registration: Registration): Promise<void> {
    const keys = [
      registration.blobKey,
      ...registration.previewBlobKeys,
      ...(registration.pdfBlobKey ? [registration.pdfBlobKey] : []),
    ].filter((key) => key.startsWith(`projects/${registration.userId}/`));
    await this.files.transaction((manager) => recordOrphans(manager, keys));
    await this.reaper.reap(keys);
  }

  private sameJob(file: StoredFileEntity, registration: Registration): FileMetadata {
    if (file.ownerId !== registration.userId || file.blobKey !== registration.blobKey) {
      throw AppError.conflict('This job already registered a different deck');
    }
    return toFileMetadata(file);
  }
}

const isUniqueViolation = (error: unknown) =>
  error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505';
