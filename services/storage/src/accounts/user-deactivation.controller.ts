import { Controller } from '@nestjs/common';
import { EventHandler } from '@deckforge/kit';
import { type EventPayload, IdentityEvents } from '@deckforge/proto';
import { BlobReaper } from '../blobs/blob-reaper';
import { FilesRepository } from '../files/files.repository';
import { UploadsRepository } from '../uploads/uploads.repository';

/**
 * DESIGN section 9: deactivation deletes the user's files — every row, every blob, uploads in
 * flight. Idempotent: a redelivered event finds nothing left to delete.
 */
@Controller()
export class UserDeactivationController {
  constructor(
    private readonly files: FilesRepository,
    private readonly uploads: UploadsRepository,
    private readonly reaper: BlobReaper,
  ) {}

  @EventHandler(IdentityEvents.userDeactivated)
  async onUserDeactivated({ userId }: EventPayload<typeof IdentityEvents.userDeactivated>) {
    const [files, pending] = await Promise.all([
      this.files.listOwnedBy(userId),
      this.uploads.listOwnedBy(userId),
    ]);
    const keys = await this.files.transaction(async (manager) => [
      ...(await this.files.deleteWithBlobs(manager, files)),
      ...(await this.uploads.discard(manager, pending)),
    ]);
    // Blobs that cannot be deleted now stay recorded and are retried by the reaper.
    await this.reaper.reap(keys);
  }
}
