import { Injectable } from '@nestjs/common';
import { AppError, ClosedAccounts } from '@deckforge/kit';
import type { DataResponse, FileMetadata } from '@deckforge/proto';
import { toFileMetadata } from '../files/file-metadata';
import { FilesRepository } from '../files/files.repository';
import type { StoredFileEntity } from '../files/stored-file.entity';
import { PreviewQueue } from '../previews/preview.queue';
import { type CompletedPart, UploadChecks } from './upload.checks';
import { UploadDiscarder } from './upload.discarder';
import { UploadQuota } from './upload-quota.service';
import { UploadsRepository } from './uploads.repository';

const expired = () =>
  AppError.notFound('This upload is no longer open. Please upload the file again.');

/**
 * Checks what was stored and records every file of a request, or none: any refusal deletes
 * every blob of the request and names the file.
 */
@Injectable()
export class CompleteUpload {
  constructor(
    private readonly uploads: UploadsRepository,
    private readonly files: FilesRepository,
    private readonly closedAccounts: ClosedAccounts,
    private readonly quota: UploadQuota,
    private readonly checks: UploadChecks,
    private readonly discarder: UploadDiscarder,
    private readonly previews: PreviewQueue,
  ) {}

  async execute(userId: string, parts: CompletedPart[]): Promise<DataResponse<FileMetadata[]>> {
    const ids = parts.map((part) => part.uploadId);
    let stored: StoredFileEntity[];
    try {
      stored = await this.record(userId, parts);
    } catch (error) {
      await this.discarder.discard(userId, ids);
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

  private async record(userId: string, parts: CompletedPart[]): Promise<StoredFileEntity[]> {
    const ids = parts.map((part) => part.uploadId);
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
      rows.push(await this.checks.checkedFile(userId, upload, part));
    }
    await this.checks.attachReports(rows);
    await this.checks.stripExternalLinks(rows);
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
    return rows;
  }
}
