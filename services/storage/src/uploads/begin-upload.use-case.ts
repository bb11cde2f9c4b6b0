import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ClosedAccounts } from '@deckforge/kit';
import type { UploadFolder, UploadGrant } from '@deckforge/proto';
import { ReferenceDataClient } from '../reference/reference-data.client';
import { cleanFileName } from './file-names';
import { unsupported } from './upload.checks';
import { userFileKey } from './upload.discarder';
import { UploadQuota } from './upload-quota.service';
import { UploadsRepository } from './uploads.repository';

export interface UploadRequest {
  userId: string;
  fileName: string;
  folder?: UploadFolder;
  /** Bytes of the same request granted before this file (the quota counts them). */
  earlierBytes?: number;
}

/** Decides, before any byte is stored, whether a name is allowed, and grants a blob key. */
@Injectable()
export class BeginUpload {
  constructor(
    private readonly closedAccounts: ClosedAccounts,
    private readonly reference: ReferenceDataClient,
    private readonly quota: UploadQuota,
    private readonly uploads: UploadsRepository,
  ) {}

  async execute({
    userId,
    fileName,
    folder,
    earlierBytes = 0,
  }: UploadRequest): Promise<UploadGrant> {
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
}
