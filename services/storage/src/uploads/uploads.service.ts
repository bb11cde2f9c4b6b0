import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AppError, APP_CONFIG, BLOB_STORE, type BlobStore, ClosedAccounts } from '@deckforge/kit';
import {
  BYTES_PER_MB,
  type DataResponse,
  ErrorCode,
  type FileMetadata,
  Messages,
  type UploadFolder,
  type UploadGrant,
} from '@deckforge/proto';
import { OrphanBlobsSweeper } from '../blobs/orphan-blobs.sweeper';
import { recordOrphans } from '../blobs/orphan-blob.entity';
import type { StorageConfig } from '../config';
import { toFileMetadata } from '../files/file-metadata';
import { FilesRepository } from '../files/files.repository';
import type { StoredFileEntity } from '../files/stored-file.entity';
import { PreviewQueue } from '../previews/preview.queue';
import { ReferenceDataClient } from '../reference/reference-data.client';
import { TemplateReportsClient } from '../template-reports/template-reports.client';
import { ExternalLinksStripper } from './external-links.stripper';
import { cleanFileName } from './file-names';
import type { PendingUploadEntity } from './pending-upload.entity';
import { UploadInspector } from './upload.inspector';
import { UploadQuota } from './upload-quota.service';
import { UploadsRepository } from './uploads.repository';

export interface CompletedPart {
  uploadId: string;
  size: number;
  sha256: string;
  category?: string;
}

const unsupported = () =>
  new AppError(ErrorCode.UnsupportedMediaType, Messages.fileTypeNotSupported);
const expired = () =>
  AppError.notFound('This upload is no longer open. Please upload the file again.');

/** Where an uploaded file's bytes go: ids only, never the name a person typed. */
export const userFileKey = (userId: string, fileId: string) => `files/${userId}/${fileId}`;

/**
 * The rules of uploading. `begin` decides, before any byte is stored, whether a name is allowed
 * and grants a blob key; `complete` checks what was stored and records every file of a request,
 * or none: any refusal deletes every blob of the request and names the file.
 */
@Injectable()
export class UploadsService {
  constructor(
    private readonly uploads: UploadsRepository,
    private readonly files: FilesRepository,
    private readonly reference: ReferenceDataClient,
    private readonly inspector: UploadInspector,
    private readonly reaper: OrphanBlobsSweeper,
    private readonly previews: PreviewQueue,
    private readonly quota: UploadQuota,
    private readonly closedAccounts: ClosedAccounts,
    private readonly templateReports: TemplateReportsClient,
    private readonly linkStripper: ExternalLinksStripper,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(APP_CONFIG) private readonly config: StorageConfig,
  ) {}

  private get maxBytes(): number {
    return this.config.MAX_UPLOAD_MB * BYTES_PER_MB;
  }

  async begin(
    userId: string,
    fileName: string,
    folder?: UploadFolder,
    earlierBytes = 0,
  ): Promise<UploadGrant> {
    await this.closedAccounts.refuseIfClosed(userId);
    const clean = cleanFileName(fileName);
    const supported = clean.extension
      ? await this.reference.supportedFile(clean.extension)
      : undefined;
    // A template upload takes templates only, and a media upload media only.
    if (!supported || (folder && folder !== supported.category)) throw unsupported();
    const allowance = await this.quota.allowance(
      userId,
      clean.name,
      supported.category,
      earlierBytes,
    );
    const id = randomUUID();
    const blobKey = userFileKey(userId, id);
    await this.uploads.create({
      id,
      ownerId: userId,
      folder: supported.category,
      name: clean.name,
      extension: clean.extension,
      mime: supported.mime,
      blobKey,
    });
    return {
      uploadId: id,
      blobKey,
      ...allowance,
      name: clean.name,
      folder: supported.category,
    };
  }

  async complete(userId: string, parts: CompletedPart[]): Promise<DataResponse<FileMetadata[]>> {
    const ids = parts.map((part) => part.uploadId);
    let stored: StoredFileEntity[];
    try {
      // A deactivated account keeps nothing, also what was on its way when it closed.
      await this.closedAccounts.refuseIfClosed(userId);
      if (new Set(ids).size !== ids.length) throw AppError.validation('An upload is listed twice');
      const pending = new Map(
        (await this.uploads.find(userId, ids)).map((upload) => [upload.id, upload]),
      );
      const rows: StoredFileEntity[] = [];
      for (const part of parts) {
        const upload = pending.get(part.uploadId);
        if (!upload) throw expired();
        rows.push(await this.checkedFile(userId, upload, part));
      }
      await this.attachReports(rows);
      await this.stripExternalLinks(rows);
      await this.uploads.transaction(async (manager) => {
        // A deactivated account stores nothing (and one closing waits for this to commit).
        await this.closedAccounts.assertOpen(manager, userId);
        // Locked and re-read: an abort racing with this completion wins or loses as a whole.
        const locked = await this.uploads.findForUpdate(manager, userId, ids);
        if (locked.length !== ids.length) throw expired();
        await this.quota.assertRoomFor(manager, userId, rows);
        await this.files.insert(manager, rows);
        await this.uploads.complete(manager, locked);
      });
      stored = rows;
    } catch (error) {
      await this.discard(userId, ids);
      throw error;
    }
    if (stored.some((file) => file.previewStatus === 'pending')) this.previews.wake();
    return {
      data: stored.map(toFileMetadata),
      message:
        stored.length === 1
          ? 'File uploaded successfully'
          : `${stored.length} files uploaded successfully`,
    };
  }

  async abort(userId: string, uploadIds: string[]): Promise<{ message: string }> {
    await this.discard(userId, uploadIds);
    return { message: 'Upload cancelled' };
  }

  /** Checks one stored part against every rule; the row to insert when it passes. */
  private async checkedFile(
    userId: string,
    upload: PendingUploadEntity,
    part: CompletedPart,
  ): Promise<StoredFileEntity> {
    const category = upload.folder === 'templates' ? await this.category(part.category) : null;
    if (part.size > this.maxBytes) {
      throw new AppError(
        ErrorCode.PayloadTooLarge,
        Messages.fileTooLarge(upload.name, this.config.MAX_UPLOAD_MB),
      );
    }
    const blob = await this.blobs.stat(upload.blobKey);
    if (blob?.size !== part.size) {
      throw AppError.validation(`${upload.name} was not received completely. Please try again.`);
    }
    const supported = await this.reference.supportedFile(upload.extension);
    if (!supported) throw unsupported();
    await this.inspector.inspect(
      { name: upload.name, extension: upload.extension, blobKey: upload.blobKey, size: part.size },
      supported,
    );
    return {
      id: upload.id,
      ownerId: userId,
      source: 'user',
      folder: upload.folder,
      name: upload.name,
      extension: upload.extension,
      mime: upload.mime,
      size: part.size,
      sha256: part.sha256,
      blobKey: upload.blobKey,
      templateCategory: category,
      previewStatus: upload.folder === 'templates' ? 'pending' : 'none',
      previewKey: null,
      previewSize: null,
      previewSha256: null,
      previewAttempts: 0,
      previewClaimedAt: null,
      slidePreviewKeys: [],
      pdfKey: null,
      pdfSize: null,
      extraBlobKeys: [],
      jobId: null,
      systemSlug: null,
      templateReport: null,
      uploadedAt: new Date(),
    };
  }

  /**
   * What the generator will make of each template; one with no room for text anywhere is
   * refused. Without an answer in time a template is kept without a report (the renderer
   * analyses it again at every use anyway), and so are the request's further templates: one
   * request waits for a silent presentation service once, not once per file.
   */
  private async attachReports(rows: StoredFileEntity[]): Promise<void> {
    for (const row of rows.filter((file) => file.folder === 'templates')) {
      const report = await this.templateReports.report(row.blobKey);
      if (!report) return;
      if (!report.usable) {
        throw AppError.validation(
          Messages.templateWithoutTextArea(row.name, report.reason ?? 'has no room for text'),
        );
      }
      row.templateReport = report;
    }
  }

  /**
   * Office packages lose what they link from outside themselves before they are recorded
   * (after their report, which tells the owner what went): a new blob, its own size and hash.
   */
  private async stripExternalLinks(rows: StoredFileEntity[]): Promise<void> {
    for (const row of rows) {
      const stripped = await this.linkStripper.strip(row);
      if (stripped) Object.assign(row, { size: stripped.size, sha256: stripped.sha256 });
    }
  }

  /** The category's canonical name; a template needs one (the upload rules). */
  private async category(requested: string | undefined): Promise<string> {
    if (!requested?.trim()) throw AppError.validation(Messages.categoryRequired);
    const category = await this.reference.templateCategory(requested);
    if (!category) throw AppError.validation(`Unknown template category: ${requested.trim()}`);
    return category.category_name;
  }

  /**
   * Forgets the user's pending uploads among `ids` and deletes their blobs. An upload that is
   * gone already (its account was closed while the gateway was still writing its bytes) left a
   * blob nothing records: it goes too, unless the upload became a file.
   */
  private async discard(userId: string, ids: string[]): Promise<void> {
    const keys = await this.uploads.transaction(async (manager) => {
      const pending = await this.uploads.findForUpdate(manager, userId, ids);
      const vanished = ids.filter((id) => !pending.some((upload) => upload.id === id));
      const files = await this.files.existingIds(manager, vanished);
      const strays = vanished.filter((id) => !files.has(id)).map((id) => userFileKey(userId, id));
      await recordOrphans(manager, strays);
      return [...(await this.uploads.discard(manager, pending)), ...strays];
    });
    await this.reaper.reap(keys);
  }
}
