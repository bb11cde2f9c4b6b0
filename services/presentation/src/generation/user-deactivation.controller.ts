import { Controller } from '@nestjs/common';
import { EventHandler } from '@deckforge/kit';
import { type EventPayload, IdentityEvents } from '@deckforge/proto';
import { GenerationJobsRepository } from './generation-jobs.repository';

/**
 * DESIGN section 9: a deactivated user's data goes. Their generation jobs (titles, file ids,
 * progress) are deleted; a job still queued then ends as unknown to the worker, and its
 * credits are released by billing when the hold expires. Idempotent.
 */
@Controller()
export class UserDeactivationController {
  constructor(private readonly jobs: GenerationJobsRepository) {}

  @EventHandler(IdentityEvents.userDeactivated)
  async onUserDeactivated({ userId }: EventPayload<typeof IdentityEvents.userDeactivated>) {
    await this.jobs.removeAllOf(userId);
  }
}
