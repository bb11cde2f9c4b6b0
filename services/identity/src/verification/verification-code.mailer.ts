import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@deckforge/kit';
import { DataSource } from 'typeorm';
import type { IdentityConfig } from '../config';
import { passwordResetMail, verificationMail } from '../mail/mail-templates';
import { Mailer } from '../mail/mail.mailer';
import { securityCodeMail, signInCodeMail } from '../mail/security-mails';
import type { User } from '../users/user.entity';
import type { CodePurpose } from './verification-code.entity';
import { VerificationCodesRepository } from './verification-codes.repository';

const MAILS = {
  'email-verification': verificationMail,
  'password-reset': passwordResetMail,
  'sign-in': signInCodeMail,
  'account-change': securityCodeMail,
} satisfies Record<CodePurpose, unknown>;

/**
 * A fresh code of a purpose (replacing the pending one), stored, then mailed. The caller has
 * taken it from the account's mail budget (AccountGuard) and decides whether the person waits
 * for the mail or is answered first.
 */
@Injectable()
export class CodeMailer {
  constructor(
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
    private readonly dataSource: DataSource,
    private readonly codes: VerificationCodesRepository,
    private readonly mailer: Mailer,
  ) {}

  async send(user: Pick<User, 'id' | 'email' | 'name'>, purpose: CodePurpose): Promise<void> {
    const code = await this.dataSource.transaction((manager) =>
      this.codes.issue(manager, user.id, purpose),
    );
    await this.mailer.send(MAILS[purpose](user.email, user.name, code, this.config.PUBLIC_URL));
  }
}
