import { Injectable } from '@nestjs/common';
import { AppError } from '@deckforge/kit';
import { ErrorCode } from '@deckforge/proto';
import { DataSource } from 'typeorm';
import { IdentityMessages } from '../identity-messages';
import { PasswordHasher } from '../users/password.hasher';
import { AccountGuard } from '../security/account.guard';
import { FailedAttempts } from '../security/failed-attempts.service';
import type { User } from '../users/user.entity';
import { VerificationCodesRepository } from '../verification/verification-codes.repository';

export interface OwnerEvidence {
  currentPassword?: string;
  /** A security code (`POST /user/security-code`). */
  code?: string;
}

/**
 * A session cookie alone does not change the password or deactivate the account: the owner
 * also proves who they are with the current password or a code mailed to the account
 * (docs/decisions.md, "Changing the password and deactivating"). Wrong guesses count against
 * the account's daily budget, so a stolen cookie cannot be used to guess the password either.
 */
@Injectable()
export class OwnerProof {
  constructor(
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly codes: VerificationCodesRepository,
    private readonly guard: AccountGuard,
    private readonly failures: FailedAttempts,
  ) {}

  /** Refuses (400, or 429 in the cool-down) unless the evidence is right; a code is used up. */
  async require(user: User, evidence: OwnerEvidence): Promise<void> {
    if (evidence.code) {
      // Its own transaction: a miss must stay counted whatever the caller does next.
      const matched = await this.dataSource.transaction((manager) =>
        this.codes.check(manager, user.id, evidence.code!, ['account-change']),
      );
      if (matched) return;
      await this.failures.record(user.email);
      throw AppError.validation(IdentityMessages.securityCodeWrong);
    }
    if (!user.passwordHash) throw AppError.validation(IdentityMessages.noPasswordYet);
    if (!evidence.currentPassword) throw AppError.validation(IdentityMessages.proofRequired);
    if (await this.guard.coolDownUntil(user.email)) {
      throw new AppError(ErrorCode.RateLimited, IdentityMessages.passwordsPaused);
    }
    if (!(await this.hasher.check(user.passwordHash, evidence.currentPassword)).matches) {
      await this.failures.record(user.email);
      throw AppError.validation(IdentityMessages.currentPasswordWrong);
    }
  }
}
