import { Injectable } from '@nestjs/common';
import { OrphanBlobsSweeper } from '../blobs/orphan-blobs.sweeper';
import { recordOrphans } from '../blobs/orphan-blob.entity';
import { FilesRepository } from '../files/files.repository';
import { UploadsRepository } from './uploads.repository';

/** Where an uploaded file's bytes go: ids only, never the name a person typed. */
export const userFileKey = (userId: string, fileId: string) => `files/${userId}/${fileId}`;

/** Ends pending uploads that will not become files: a cancel, or a refused completion. */
@Injectable()
export class UploadDiscarder {
  constructor(
    private readonly uploads: UploadsRepository,
    private readonly files: FilesRepository,
    private readonly reaper: OrphanBlobsSweeper,
  ) {}

  /**
   * Forgets the user's pending uploads among `ids` and deletes their blobs. An upload that is
   * gone already (its account was closed while the gateway was still writing its bytes) left a
   * blob nothing records: it goes too, unless the upload became a file.
   */
  async discard(userId: string, ids: string[]): Promise<void> {
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
