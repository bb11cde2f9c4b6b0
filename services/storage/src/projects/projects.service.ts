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
