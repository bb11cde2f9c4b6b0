import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '@deckforge/kit';
import type { IdentityConfig } from '../config';
import type { OutgoingMail } from '../mail/mail-templates';
import { Mailer } from '../mail/mail.mailer';
import { accountDeactivatedMail, passwordChangedMail } from '../mail/security-mails';
import type { User } from '../users/user.entity';

/** Mails that tell the owner what happened to their account; they never fail what happened. */
@Injectable()
export class OwnerNotices {
  private readonly logger = new Logger(OwnerNotices.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
    private readonly mailer: Mailer,
  ) {}

  passwordChanged(user: User, at: Date): void {
    this.tell(passwordChangedMail(user.email, user.name, at, this.config.PUBLIC_URL));
  }

  deactivated(user: User, at: Date): void {
    this.tell(accountDeactivatedMail(user.email, user.name, at, this.config.PUBLIC_URL));
  }

  private tell(mail: OutgoingMail) {
    void this.mailer.send(mail).catch((error: unknown) =>
      this.logger.error({
        message: `Could not send "${mail.subject}" to ${mail.to}`,
        err: error,
      }),
    );
  }
}
