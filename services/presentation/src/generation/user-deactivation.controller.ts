import { Controller } from '@nestjs/common';
import { ClosedAccounts, EventHandler } from '@deckforge/kit';
import { type EventPayload, IdentityEvents } from '@deckforge/proto';
import { GenerationJobsRepository } from './generation-jobs.repository';

/**
 * A deactivated user's data goes (docs/decisions.md, "Deactivation"): the account is closed
 * here, so no generation starts for it any more, then its generation jobs (titles, file ids,
 * progress) are deleted; a job still queued then ends as unknown to the worker, and its credits
 * are released by billing when the hold expires. Idempotent.
 */
@Controller()
export class UserDeactivationController {
  constructor(
    private readonly jobs: GenerationJobsRepository,
    private readonly closedAccounts: ClosedAccounts,
  ) {}

  @EventHandler(IdentityEvents.userDeactivated)
  async onUserDeactivated({ userId }: EventPayload<typeof IdentityEvents.userDeactivated>) {
    await this.jobs.transaction(async (manager) => {
      await this.closedAccounts.close(manager, userId);
      await this.jobs.removeAllOf(manager, userId);
    });
  }
}
