import { Injectable } from '@nestjs/common';
import { AppError } from '@deckforge/kit';
import { ErrorCode, RequestCode, type VerifiedEmail } from '@deckforge/proto';
import { DataSource, type EntityManager } from 'typeorm';
import { IdentityMessages } from '../identity-messages';
import { AccountGuard, codesPaused } from '../security/account.guard';
import { FailedAttempts } from '../security/failed-attempts.service';
import { SignupProofs } from '../security/signup-proofs.service';
import { RefreshTokensRepository } from '../sessions/refresh-tokens.repository';
import type { User } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import type { CodePurpose } from '../verification/verification-code.entity';
import { VERIFY_PAGE_PURPOSES } from '../verification/verification-code.entity';
import { VerificationCodesRepository } from '../verification/verification-codes.repository';

const exhausted = () =>
  new AppError(ErrorCode.Validation, IdentityMessages.codeExhausted, {
    requestCode: RequestCode.NewVerificationCode,
  });

/**
 * The verify page: one code field serves sign-up and password reset, and the code decides
 * which. A miss answers alike for every address — with or without an account, with or without
 * a code waiting — counting down the address's attempts (docs/decisions.md, "Sign-up").
 */
@Injectable()
export class EmailVerificationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly codes: VerificationCodesRepository,
    private readonly refreshTokens: RefreshTokensRepository,
    private readonly guard: AccountGuard,
    private readonly failures: FailedAttempts,
    private readonly proofs: SignupProofs,
  ) {}

  async verifyEmail(email: string, code: string, signupProof?: string): Promise<VerifiedEmail> {
    const coolDownUntil = await this.guard.coolDownUntil(email);
    if (coolDownUntil) throw codesPaused(coolDownUntil);
    const attemptsLeft = await this.guard.codeAttempt(email);
    const verified =
      attemptsLeft === 'exhausted'
        ? undefined
        : await this.dataSource.transaction(async (manager) => {
            const found = await this.users.findByEmail(manager, email);
            const user = found && (await this.users.lockById(manager, found.id));
            if (!user || user.deactivatedAt) return undefined;
            const purpose = await this.codes.check(manager, user.id, code, VERIFY_PAGE_PURPOSES);
            return purpose && this.verified(manager, user, purpose, signupProof);
          });
    if (!verified) {
      await this.failures.record(email);
      throw typeof attemptsLeft === 'number' && attemptsLeft > 0
        ? AppError.validation(IdentityMessages.wrongCode(attemptsLeft))
        : exhausted();
    }
    await this.guard.newCodeIssued(email);
    return verified;
  }

  /**
   * The code proved the address. A reset code becomes a reset grant. A sign-up code keeps the
   * password only for the browser that set it (or just typed it): anyone else reading the mail
   * may be its real owner, against whom someone else chose that password — so the password
   * goes, whatever was started with it ends, and the verifier chooses one through a reset grant.
   */
  private async verified(
    manager: EntityManager,
    user: User,
    purpose: CodePurpose,
    signupProof: string | undefined,
  ): Promise<VerifiedEmail> {
    const email = user.email;
    const proven =
      user.passwordHash === null || this.proofs.matches(signupProof, user.id, user.passwordHash);
    if (purpose === 'email-verification' && (user.emailVerifiedAt || proven)) {
      if (!user.emailVerifiedAt)
        await this.users.update(manager, user.id, { emailVerifiedAt: new Date() });
      return { message: IdentityMessages.emailVerified, email, purpose: 'emailVerification' };
    }
    const message =
      purpose === 'password-reset'
        ? IdentityMessages.resetCodeVerified
        : IdentityMessages.emailVerifiedChoosePassword;
    if (!user.emailVerifiedAt) {
      // Unproven password (or a reset of an account never verified): it goes with everything
      // it may have started; the grant sets the verifier's own.
      await this.users.update(manager, user.id, {
        emailVerifiedAt: new Date(),
        ...(proven ? {} : { passwordHash: null }),
      });
      if (!proven) {
        await this.codes.discardAll(manager, user.id);
        await this.codes.discardResetGrants(manager, user.id);
        await this.refreshTokens.revokeAllOf(manager, user.id, 'unproven-password');
      }
    }
    const grant = await this.codes.issueResetGrant(manager, user.id);
    return {
      message,
      email,
      purpose: 'passwordReset',
      resetGrant: grant.token,
      resetGrantExpiresAt: grant.expiresAt.toISOString(),
    };
  }
}
