import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AppError, BLOB_STORE, type BlobStore, ClosedAccounts } from '@deckforge/kit';
import {
  ErrorCode,
  type FileMetadata,
  type RpcParsedRequest,
  type StorageRpc,
} from '@deckforge/proto';
import { QueryFailedError } from 'typeorm';
import { BlobReaper } from '../blobs/blob-reaper';
import { recordOrphans } from '../blobs/orphan-blob.entity';
import { PPTX_MIME, toFileMetadata } from '../files/file-metadata';
import { FilesRepository } from '../files/files.repository';
import type { StoredFileEntity } from '../files/stored-file.entity';
import { PreviewQueue } from '../previews/preview-queue';
import { fileNameFromTitle } from '../uploads/file-names';

type Registration = RpcParsedRequest<typeof StorageRpc.registerProject>;
type Previews = RpcParsedRequest<typeof StorageRpc.attachProjectPreviews>;

/**
 * Decks the presentation worker wrote into the blob store become files in the user's projects
 * folder. Registration is idempotent per job: a retried job gets the file it already has.
 */
@Injectable()
export class ProjectsService {
  constructor(
    private readonly files: FilesRepository,
    private readonly previews: PreviewQueue,
    private readonly closedAccounts: ClosedAccounts,
    private readonly reaper: BlobReaper,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async register(registration: Registration): Promise<FileMetadata> {
    const existing = await this.files.findByJobId(registration.jobId);
    if (existing) return this.sameJob(existing, registration);

    const deck = await this.blobs.stat(registration.blobKey);
    if (!deck) throw AppError.notFound('The generated deck is not in the blob store');
    const previews = await this.existingBlobs(registration.previewBlobKeys);
    const [firstPreview] = previews;
    const [pdf] = await this.existingBlobs(
      registration.pdfBlobKey ? [registration.pdfBlobKey] : [],
    );
    const row: StoredFileEntity = {
      id: randomUUID(),
      ownerId: registration.userId,
      source: 'user',
      folder: 'projects',
      name: fileNameFromTitle(registration.title, 'pptx'),
      extension: 'pptx',
      mime: PPTX_MIME,
      size: deck.size,
      sha256: await this.sha256(registration.blobKey),
      blobKey: registration.blobKey,
      templateCategory: null,
      previewStatus: firstPreview ? 'ready' : 'pending',
      previewKey: firstPreview?.key ?? null,
      previewSize: firstPreview?.size ?? null,
      previewSha256: firstPreview ? await this.sha256(firstPreview.key) : null,
      previewAttempts: 0,
      previewClaimedAt: null,
      // Slides are kept only as a complete run from the first (a gap would break paging).
      slidePreviewKeys:
        previews.length === registration.previewBlobKeys.length
          ? previews.map((preview) => preview.key)
          : [],
      pdfKey: pdf?.key ?? null,
      pdfSize: pdf?.size ?? null,
      extraBlobKeys: [],
      jobId: registration.jobId,
      systemSlug: null,
      uploadedAt: new Date(),
    };
    try {
      await this.files.transaction(async (manager) => {
        await this.closedAccounts.assertOpen(manager, registration.userId);
        await this.files.insert(manager, [row]);
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
    if (row.previewStatus === 'pending') this.previews.wake();
    return toFileMetadata(row);
  }

  /**
   * Slide images and PDF the worker rendered after registering the deck. Its owner's projects
   * only; blobs not in the store are refused; the first slide becomes the `.png` preview unless
   * storage's own preview is already there.
   */
  async attachPreviews({ userId, fileId, previewBlobKeys, pdfBlobKey }: Previews) {
    const file = await this.files.findById(fileId);
    if (!file || file.ownerId !== userId || file.folder !== 'projects')
      throw AppError.notFound('File not found');
    const slides = await this.existingBlobs(previewBlobKeys);
    if (slides.length !== previewBlobKeys.length)
      throw AppError.notFound('A slide preview is not in the blob store');
    const [pdf] = await this.existingBlobs(pdfBlobKey ? [pdfBlobKey] : []);
    const [first] = slides;
    const fields: Partial<StoredFileEntity> = {
      slidePreviewKeys: slides.map((slide) => slide.key),
      pdfKey: pdf?.key ?? null,
      pdfSize: pdf?.size ?? null,
      ...(file.previewStatus === 'ready'
        ? {}
        : {
            previewStatus: 'ready' as const,
            previewKey: first.key,
            previewSize: first.size,
            previewSha256: await this.sha256(first.key),
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

  private async existingBlobs(keys: string[]): Promise<Array<{ key: string; size: number }>> {
    const found: Array<{ key: string; size: number }> = [];
    for (const key of keys) {
      const blob = await this.blobs.stat(key);
      if (blob) found.push({ key, size: blob.size });
    }
    return found;
  }

  private async sha256(key: string): Promise<string> {
    const hash = createHash('sha256');
    for await (const chunk of await this.blobs.read(key)) hash.update(chunk as Buffer);
    return hash.digest('hex');
  }
}

const isUniqueViolation = (error: unknown) =>
  error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505';
