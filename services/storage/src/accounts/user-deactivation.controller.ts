import { Controller } from '@nestjs/common';
import { ClosedAccounts, EventHandler } from '@deckforge/kit';
import { type EventPayload, IdentityEvents } from '@deckforge/proto';
import { OrphanBlobsSweeper } from '../blobs/orphan-blobs.sweeper';
import { FilesRepository } from '../files/files.repository';
import { UploadsRepository } from '../uploads/uploads.repository';

/**
 * Deactivation deletes the user's files — every row, every blob, uploads in flight — and closes
 * the account here, so nothing new is stored for it (docs/decisions.md, "Deactivation"). The
 * closure waits for writes in flight and is recorded before the listing, so a file that raced
 * in is listed and deleted too. Idempotent: a redelivered event finds nothing left to delete.
 */
@Controller()
export class UserDeactivationController {
  constructor(
    private readonly files: FilesRepository,
    private readonly uploads: UploadsRepository,
    private readonly reaper: OrphanBlobsSweeper,
    private readonly closedAccounts: ClosedAccounts,
  ) {}

  @EventHandler(IdentityEvents.userDeactivated)
  async onUserDeactivated({ userId }: EventPayload<typeof IdentityEvents.userDeactivated>) {
    const keys = await this.files.transaction(async (manager) => {
      await this.closedAccounts.close(manager, userId);
      return [
        ...(await this.files.deleteWithBlobs(
          manager,
          await this.files.listOwnedBy(manager, userId),
        )),
        ...(await this.uploads.discard(manager, await this.uploads.listOwnedBy(manager, userId))),
      ];
    });
    // Blobs that cannot be deleted now stay recorded and are retried by the reaper.
    await this.reaper.reap(keys);
  }
}
