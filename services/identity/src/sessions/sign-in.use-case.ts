import { Injectable, Logger } from '@nestjs/common';
import { AppError } from '@deckforge/kit';
import { type ClientInfo, ErrorCode, RequestCode, type SignedIn } from '@deckforge/proto';
import { DataSource } from 'typeorm';
import { IdentityMessages } from '../identity-messages';
import { PasswordHasher } from '../users/password.hasher';
import { AccountGuard } from '../security/account.guard';
import { FailedAttempts } from '../security/failed-attempts.service';
import { SignupProofs } from '../security/signup-proofs.service';
import type { User } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import { CodeMailer } from '../verification/verification-code.mailer';
import { VerificationCodesRepository } from '../verification/verification-codes.repository';
import { SessionIssuer } from './session.issuer';

export interface PasswordLogin {
  email: string;
  password: string;
  /** The code mailed after a CONFIRM_SIGN_IN answer. */
  code?: string;
}

/** Signing in with a password (with Google: GoogleSignInService). */
@Injectable()
export class SignIn {
  private readonly logger = new Logger(SignIn.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionIssuer,
    private readonly guard: AccountGuard,
    private readonly failures: FailedAttempts,
    private readonly proofs: SignupProofs,
    private readonly codes: VerificationCodesRepository,
    private readonly codeMailer: CodeMailer,
  ) {}

  /**
   * Only the right password gets to learn more than "invalid": whether the account is
   * deactivated or still needs its e-mail verified. Unknown e-mails cost the same time. A wrong
   * password counts against the account's daily budget; once it is spent, see `confirmed`.
   */
  async execute({ email, password, code }: PasswordLogin, client: ClientInfo): Promise<SignedIn> {
    const coolDownUntil = await this.guard.coolDownUntil(email);
    const user = await this.users.findByEmail(email);
    const check = await this.hasher.check(user?.passwordHash, password);
    const proven = user && check.matches ? user : undefined;
    if (coolDownUntil) return this.confirmed(email, proven, code, client);
    if (!proven) {
      await this.failures.record(email);
      throw AppError.unauthenticated(IdentityMessages.invalidCredentials);
    }
    assertMaySignIn(proven);
    if (!proven.emailVerifiedAt) {
      // This browser knows the password: it may keep it when it verifies the address.
      throw new AppError(ErrorCode.Forbidden, IdentityMessages.emailNotVerified, {
        requestCode: RequestCode.VerifyEmail,
        details: { signupProof: this.proofs.issue(proven.id, proven.passwordHash!) },
      });
    }
    if (check.needsRehash) {
      await this.users.update(proven.id, { passwordHash: await this.hasher.hash(password) });
    }
    return this.sessions.start(proven, client);
  }

  /**
   * Sign-in while the account's failed-attempt budget is spent (docs/decisions.md, "Guessing
   * passwords and codes"): the password alone is not enough, and every answer is the same, so
   * guessing teaches nothing. The right password (without a code) mails a sign-in code to the
   * account; the right password with that code signs in — and, the code having proved the
   * address, verifies it. Nobody who lacks the password can spend or block that code.
   */
  private async confirmed(
    email: string,
    proven: User | undefined,
    code: string | undefined,
    client: ClientInfo,
  ): Promise<SignedIn> {
    const user = proven && !proven.deactivatedAt ? proven : undefined;
    if (user && code) {
      const matched = await this.dataSource.transaction((manager) =>
        this.codes.check(manager, user.id, code, ['sign-in']),
      );
      if (matched) {
        if (!user.emailVerifiedAt) {
          user.emailVerifiedAt = new Date();
          await this.users.update(user.id, { emailVerifiedAt: user.emailVerifiedAt });
        }
        return this.sessions.start(user, client);
      }
    } else if (user) {
      void this.mailSignInCode(user);
    }
    if (!user || code) await this.failures.record(email);
    throw new AppError(ErrorCode.RateLimited, IdentityMessages.confirmSignIn, {
      requestCode: RequestCode.ConfirmSignIn,
    });
  }

  private async mailSignInCode(user: User): Promise<void> {
    try {
      if (!(await this.guard.takeCodeMail(user.email, 'proven')).allowed) return;
      await this.codeMailer.send(user, 'sign-in');
    } catch (error) {
      this.logger.error({ message: `Could not mail a sign-in code to ${user.email}`, err: error });
    }
  }
}

export function assertMaySignIn(user: User) {
  if (user.deactivatedAt) throw AppError.forbidden(IdentityMessages.accountDeactivated);
}
