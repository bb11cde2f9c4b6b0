import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppError, APP_CONFIG, Outbox } from '@deckforge/kit';
import { ErrorCode, IdentityEvents, RequestCode, type VerifiedEmail } from '@deckforge/proto';
import { DataSource } from 'typeorm';
import type { IdentityConfig } from '../config';
import { IdentityMessages } from '../identity-messages';
import { passwordResetMail, verificationMail } from '../mail/mail-templates';
import { Mailer } from '../mail/mailer';
import { PasswordHasher } from '../passwords/password-hasher';
import { UsersRepository } from '../users/users.repository';
import type { CodePurpose } from '../verification/verification-code.entity';
import {
  type CodeCheck,
  type IssuedGrant,
  VerificationCodes,
} from '../verification/verification-codes';

export type EmailTemplate = 'verificationEmail' | 'forgotPasswordEmail';

/** Sign-up, e-mail verification and the codes mailed for both and for password resets. */
@Injectable()
export class RegistrationService {
  private readonly logger = new Logger(RegistrationService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly codes: VerificationCodes,
    private readonly mailer: Mailer,
    private readonly outbox: Outbox,
  ) {}

  /**
   * The account, its first code and the `user.registered` event commit together; the mail goes
   * out after the commit (a lost mail is one "request a new code" away, a lost account is not).
   */
  async register(input: { name: string; email: string; password: string }) {
    const passwordHash = await this.hasher.hash(input.password);
    const { user, code } = await this.dataSource.transaction(async (manager) => {
      const existing = await this.users.findByEmail(input.email, manager);
      if (existing) {
        throw AppError.conflict(
          existing.deactivatedAt
            ? IdentityMessages.accountDeactivated
            : IdentityMessages.accountExists,
        );
      }
      const user = await this.users.insert(
        {
          email: input.email,
          name: input.name,
          passwordHash,
          googleId: null,
          emailVerifiedAt: null,
        },
        manager,
      );
      const code = await this.codes.issue(manager, user.id, 'email-verification');
      await this.outbox.record(manager, IdentityEvents.userRegistered, {
        userId: user.id,
        email: user.email,
        name: user.name,
        occurredAt: user.createdAt.toISOString(),
      });
      return { user, code };
    });
    this.outbox.publishSoon();
    const mailed = await this.mailer
      .send(verificationMail(user.email, user.name, code, this.config.PUBLIC_URL))
      .then(
        () => true,
        (error: unknown) => {
          this.logger.error({ message: `Verification mail to ${user.email} failed`, err: error });
          return false;
        },
      );
    return {
      message: mailed
        ? IdentityMessages.registered(user.email)
        : IdentityMessages.registeredMailFailed,
      userId: user.id,
      email: user.email,
    };
  }

  /**
   * One verification page serves sign-up and password reset: the code says which. A reset code
   * becomes a reset grant (the gateway's reset cookie) and also proves the address.
   */
  async verifyEmail(email: string, code: string): Promise<VerifiedEmail> {
    type Verification = { check: CodeCheck; grant?: IssuedGrant };
    const { check, grant } = await this.dataSource.transaction(
      async (manager): Promise<Verification> => {
        const user = await this.users.findByEmail(email, manager);
        if (!user || user.deactivatedAt) return { check: { outcome: 'none' } };
        const check = await this.codes.check(manager, user.id, code);
        if (check.outcome !== 'matched') return { check };
        if (!user.emailVerifiedAt) {
          await this.users.update(user.id, { emailVerifiedAt: new Date() }, manager);
        }
        const grant =
          check.purpose === 'password-reset'
            ? await this.codes.issueResetGrant(manager, user.id)
            : undefined;
        return { check, grant };
      },
    );
    if (check.outcome !== 'matched') throw codeRefusal(check);
    if (!grant) {
      return { message: IdentityMessages.emailVerified, email, purpose: 'emailVerification' };
    }
    return {
      message: IdentityMessages.resetCodeVerified,
      email,
      purpose: 'passwordReset',
      resetGrant: grant.token,
      resetGrantExpiresAt: grant.expiresAt.toISOString(),
    };
  }

  /**
   * Answers the same for every address (no account enumeration) and at once: the lookup, the
   * code and the mail happen afterwards, so the answer time gives nothing away either.
   */
  sendEmail(email: string, template: EmailTemplate) {
    void this.deliverCode(email, template).catch((error: unknown) =>
      this.logger.error({ message: `Could not send the ${template} to ${email}`, err: error }),
    );
    return { message: IdentityMessages.codeSent(email), email };
  }

  private async deliverCode(email: string, template: EmailTemplate): Promise<void> {
    const purpose: CodePurpose =
      template === 'verificationEmail' ? 'email-verification' : 'password-reset';
    const issued = await this.dataSource.transaction(async (manager) => {
      const user = await this.users.findByEmail(email, manager);
      if (!user || user.deactivatedAt) return undefined;
      if (purpose === 'email-verification' && user.emailVerifiedAt) return undefined;
      return { user, code: await this.codes.issue(manager, user.id, purpose) };
    });
    if (!issued) {
      this.logger.log(`No ${template} sent: no account needs one for ${email}`);
      return;
    }
    const { user, code } = issued;
    const mail =
      purpose === 'email-verification'
        ? verificationMail(user.email, user.name, code, this.config.PUBLIC_URL)
        : passwordResetMail(user.email, user.name, code, this.config.PUBLIC_URL);
    await this.mailer.send(mail);
  }
}

/** A code that did not match: wrong (try again) or dead (request a new one). */
function codeRefusal(check: Exclude<CodeCheck, { outcome: 'matched' }>): AppError {
  const newCode = { requestCode: RequestCode.NewVerificationCode };
  switch (check.outcome) {
    case 'wrong':
      return AppError.validation(IdentityMessages.wrongCode(check.attemptsLeft));
    case 'expired':
      return new AppError(ErrorCode.Validation, IdentityMessages.codeExpired, newCode);
    case 'exhausted':
      return new AppError(ErrorCode.Validation, IdentityMessages.codeExhausted, newCode);
    case 'none':
      return new AppError(ErrorCode.Validation, IdentityMessages.noPendingCode, newCode);
  }
}
