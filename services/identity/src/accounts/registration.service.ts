import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppError, APP_CONFIG, Outbox } from '@deckforge/kit';
import { ErrorCode, IdentityEvents, type Registered } from '@deckforge/proto';
import { DataSource } from 'typeorm';
import type { IdentityConfig } from '../config';
import { IdentityMessages } from '../identity-messages';
import { Mailer } from '../mail/mail.mailer';
import { signUpAttemptMail } from '../mail/security-mails';
import { PasswordHasher } from '../users/password.hasher';
import { AccountGuard, codesPaused } from '../security/account.guard';
import { SignupProofs } from '../security/signup-proofs.service';
import type { User } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import { CodeMailer } from '../verification/verification-code.mailer';
import type { CodePurpose } from '../verification/verification-code.entity';

export type EmailTemplate = 'verificationEmail' | 'forgotPasswordEmail';

/** What a sign-up found at the address; only the mail that follows tells them apart. */
type SignUp = { kind: 'created' | 'pending' | 'taken' | 'deactivated'; user: User };

/**
 * Sign-up and the codes mailed for it and for password resets. Both answer the same for every
 * address — new, taken, deactivated or unknown — and mail afterwards, so neither the answer nor
 * its time says whether an account exists (docs/decisions.md, "Sign-up").
 */
@Injectable()
export class RegistrationService {
  private readonly logger = new Logger(RegistrationService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly guard: AccountGuard,
    private readonly proofs: SignupProofs,
    private readonly codeMailer: CodeMailer,
    private readonly mailer: Mailer,
    private readonly outbox: Outbox,
  ) {}

  /**
   * A new address gets an account (with the `user.registered` event); a never-verified one takes
   * the newest sign-up's name and password (nobody has proved the address yet); a verified or
   * deactivated one stays as it is and its owner is told by mail. The answer carries a sign-up
   * proof for the password just typed: only with it does verifying the address keep it.
   */
  async register(input: { name: string; email: string; password: string }): Promise<Registered> {
    const passwordHash = await this.hasher.hash(input.password);
    const signUp = await this.signUp({ ...input, passwordHash }).catch((error: unknown) =>
      // The same address signed up at the same moment: the second sign-up finds the first.
      error instanceof AppError && error.code === ErrorCode.Conflict
        ? this.signUp({ ...input, passwordHash })
        : Promise.reject(error),
    );
    if (signUp.kind === 'created') this.outbox.publishSoon();
    if ((await this.guard.takeCodeMail(input.email, 'public')).allowed) {
      await this.guard.newCodeIssued(input.email);
      void this.mailAfterSignUp(signUp).catch((error: unknown) =>
        this.logger.error({ message: `Sign-up mail to ${input.email} failed`, err: error }),
      );
    }
    return {
      message: IdentityMessages.registered(input.email),
      email: input.email,
      signupProof: this.proofs.issue(signUp.user.id, passwordHash),
    };
  }

  /**
   * Answers the same for every address and at once (the lookup, the code and the mail happen
   * afterwards). At most CODES_PER_HOUR such mails per address; during the address's cool-down
   * the codes could not be entered, so none is sent and the answer says so.
   */
  async sendEmail(email: string, template: EmailTemplate) {
    const coolDownUntil = await this.guard.coolDownUntil(email);
    if (coolDownUntil) throw codesPaused(coolDownUntil);
    const budget = await this.guard.takeCodeMail(email, 'public');
    if (!budget.allowed) {
      throw new AppError(
        ErrorCode.RateLimited,
        IdentityMessages.codeMailsSpent(budget.retryAfterSeconds),
        { details: { retryAfterSeconds: budget.retryAfterSeconds } },
      );
    }
    await this.guard.newCodeIssued(email);
    void this.deliverCode(email, template).catch((error: unknown) =>
      this.logger.error({ message: `Could not send the ${template} to ${email}`, err: error }),
    );
    return { message: IdentityMessages.codeSent(email), email };
  }

  private async signUp(input: {
    name: string;
    email: string;
    passwordHash: string;
  }): Promise<SignUp> {
    return this.dataSource.transaction(async (manager): Promise<SignUp> => {
      const existing = await this.users.findByEmail(manager, input.email);
      if (!existing) {
        const user = await this.users.insert(manager, {
          ...input,
          googleId: null,
          emailVerifiedAt: null,
        });
        await this.outbox.record(manager, IdentityEvents.userRegistered, {
          userId: user.id,
          email: user.email,
          name: user.name,
          occurredAt: user.createdAt.toISOString(),
        });
        return { kind: 'created', user };
      }
      if (existing.deactivatedAt) return { kind: 'deactivated', user: existing };
      if (existing.emailVerifiedAt) return { kind: 'taken', user: existing };
      const changes = { name: input.name, passwordHash: input.passwordHash };
      await this.users.update(manager, existing.id, changes);
      return { kind: 'pending', user: Object.assign(existing, changes) };
    });
  }

  private async mailAfterSignUp({ kind, user }: SignUp): Promise<void> {
    if (kind === 'created' || kind === 'pending') {
      await this.codeMailer.send(user, 'email-verification');
      return;
    }
    await this.mailer.send(
      signUpAttemptMail(user.email, user.name, this.config.PUBLIC_URL, kind === 'deactivated'),
    );
  }

  private async deliverCode(email: string, template: EmailTemplate): Promise<void> {
    const purpose: CodePurpose =
      template === 'verificationEmail' ? 'email-verification' : 'password-reset';
    const user = await this.users.findByEmail(email);
    if (!user || user.deactivatedAt || (purpose === 'email-verification' && user.emailVerifiedAt)) {
      this.logger.log(`No ${template} sent: no account needs one for ${email}`);
      return;
    }
    await this.codeMailer.send(user, purpose);
  }
}
