import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '@deckforge/kit';
import type { IdentityConfig } from '../config';
import { Mailer } from '../mail/mail.mailer';
import { attemptsPausedMail } from '../mail/security-mails';
import { UsersRepository } from '../users/users.repository';
import { AccountGuard } from './account.guard';

/**
 * Counts a wrong password or code against the account's daily budget; the failure that spends
 * it starts the cool-down, and the owner (if the address has an active account) is told by mail.
 */
@Injectable()
export class FailedAttempts {
  private readonly logger = new Logger(FailedAttempts.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
    private readonly guard: AccountGuard,
    private readonly users: UsersRepository,
    private readonly mailer: Mailer,
  ) {}

  async record(email: string): Promise<void> {
    const coolDownUntil = await this.guard.recordFailure(email);
    if (!coolDownUntil) return;
    this.logger.warn(
      `The failed-attempt budget of ${email} is spent until ${coolDownUntil.toISOString()}`,
    );
    void this.tellOwner(email, coolDownUntil).catch((error: unknown) =>
      this.logger.error({ message: `Could not tell ${email} about the cool-down`, err: error }),
    );
  }

  private async tellOwner(email: string, until: Date): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user || user.deactivatedAt) return;
    await this.mailer.send(
      attemptsPausedMail(user.email, user.name, until, this.config.PUBLIC_URL),
    );
  }
}
