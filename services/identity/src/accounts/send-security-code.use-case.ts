import { Injectable } from '@nestjs/common';
import { AppError } from '@deckforge/kit';
import { ErrorCode } from '@deckforge/proto';
import { IdentityMessages } from '../identity-messages';
import { AccountGuard } from '../security/account.guard';
import { CodeMailer } from '../verification/verification-code.mailer';
import { Accounts } from './accounts';

/** Mails the signed-in owner a code that confirms a password change or deactivation. */
@Injectable()
export class SendSecurityCode {
  constructor(
    private readonly accounts: Accounts,
    private readonly guard: AccountGuard,
    private readonly codeMailer: CodeMailer,
  ) {}

  async execute(userId: string, email: string) {
    const user = await this.accounts.active(userId, email);
    const budget = await this.guard.takeCodeMail(user.email, 'proven');
    if (!budget.allowed) {
      throw new AppError(
        ErrorCode.RateLimited,
        IdentityMessages.codeMailsSpent(budget.retryAfterSeconds),
        { details: { retryAfterSeconds: budget.retryAfterSeconds } },
      );
    }
    try {
      await this.codeMailer.send(user, 'account-change');
    } catch (error) {
      throw AppError.unavailable('We could not send the e-mail just now. Please try again.', error);
    }
    return { message: IdentityMessages.securityCodeSent(user.email), email: user.email };
  }
}
