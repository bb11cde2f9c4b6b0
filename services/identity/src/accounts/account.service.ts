import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppError, APP_CONFIG, Outbox } from '@deckforge/kit';
import { ErrorCode, IdentityEvents, type RenewedAccess } from '@deckforge/proto';
import { DataSource, type EntityManager } from 'typeorm';
import type { IdentityConfig } from '../config';
import { IdentityMessages } from '../identity-messages';
import type { OutgoingMail } from '../mail/mail-templates';
import { Mailer } from '../mail/mail.mailer';
import { accountDeactivatedMail, passwordChangedMail } from '../mail/security-mails';
import { PasswordHasher } from '../users/password.hasher';
import { AccessRevocations } from '../security/access-revocations.service';
import { AccountGuard } from '../security/account.guard';
import { AccessTokenSigner } from '../sessions/access-token.signer';
import { RefreshTokensRepository } from '../sessions/refresh-tokens.repository';
import { toProfile, type User } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import { CodeMailer } from '../verification/verification-code.mailer';
import { VerificationCodesRepository } from '../verification/verification-codes.repository';
import { DeactivationsRepository } from './deactivations.repository';
import { type OwnerEvidence, OwnerProof } from './owner-proof.service';

export interface PasswordChange extends OwnerEvidence {
  email: string;
  password: string;
  /** Signed in: the session's user, and the refresh token of the device that stays signed in. */
  userId?: string;
  currentRefreshToken?: string;
  /** Signed out, after a verified reset code. */
  resetGrant?: string;
}

export interface DeactivationRequest extends OwnerEvidence {
  userId: string;
  email: string;
  reason: string;
  details: string;
}

/** Changes a signed-in person makes to their own account. */
@Injectable()
export class AccountService {
  private readonly logger = new Logger(AccountService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly codes: VerificationCodesRepository,
    private readonly codeMailer: CodeMailer,
    private readonly refreshTokens: RefreshTokensRepository,
    private readonly accessTokens: AccessTokenSigner,
    private readonly revocations: AccessRevocations,
    private readonly ownerProof: OwnerProof,
    private readonly guard: AccountGuard,
    private readonly mailer: Mailer,
    private readonly outbox: Outbox,
    private readonly deactivations: DeactivationsRepository,
  ) {}

  async profile(userId: string) {
    const user = await this.users.findById(userId);
    if (!user || user.deactivatedAt) throw AppError.notFound(IdentityMessages.userNotFound);
    return { message: IdentityMessages.profile, ...toProfile(user) };
  }

  /** The new name also goes into a re-signed access token, so verify-token shows it at once. */
  async updateName(
    userId: string,
    email: string,
    name: string,
    keepAccessUntil?: string,
  ): Promise<{ message: string; userName: string; access: RenewedAccess }> {
    const user = await this.activeAccount(userId, email);
    await this.users.update(user.id, { name });
    user.name = name;
    return {
      message: IdentityMessages.nameUpdated,
      userName: name,
      access: await this.accessTokens.sign(user, keepAccessUntil),
    };
  }

  /** Mails the signed-in owner a code that confirms a password change or deactivation. */
  async sendSecurityCode(userId: string, email: string) {
    const user = await this.activeAccount(userId, email);
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

  /**
   * Sets a new password. Signed in, it needs the current password or a security code, and
   * every other session ends while this device gets a fresh access token; after a reset (the
   * grant proves the mailbox) every session ends. Either way every earlier access token stops
   * working at once and the owner is told by mail.
   */
  async updatePassword(
    change: PasswordChange,
  ): Promise<{ message: string; userId: string; access?: RenewedAccess }> {
    const user = change.userId
      ? await this.activeAccount(change.userId, change.email)
      : await this.resetAccount(change);
    if (change.userId) await this.ownerProof.require(user, change);
    const passwordHash = await this.hasher.hash(change.password);
    await this.revocations.around(user.id, () =>
      this.dataSource.transaction(async (manager) => {
        const locked = await this.users.lockById(manager, user.id);
        if (!locked || locked.deactivatedAt)
          throw AppError.unauthenticated(IdentityMessages.sessionExpired);
        if (change.resetGrant && !(await this.codes.userOfResetGrant(manager, change.resetGrant)))
          throw AppError.unauthenticated(IdentityMessages.resetExpired); // used meanwhile
        const keep =
          change.userId && change.currentRefreshToken
            ? await this.refreshTokens.findActive(manager, change.currentRefreshToken)
            : undefined;
        await this.users.update(manager, user.id, {
          passwordHash,
          ...(locked.emailVerifiedAt ? {} : { emailVerifiedAt: new Date() }),
        });
        await this.codes.discardAll(manager, user.id);
        await this.codes.discardResetGrants(manager, user.id);
        await this.refreshTokens.revokeAllOf(
          manager,
          user.id,
          'password-change',
          keep?.userId === user.id ? keep.familyId : undefined,
        );
      }),
    );
    this.tell(passwordChangedMail(user.email, user.name, new Date(), this.config.PUBLIC_URL));
    return {
      message: IdentityMessages.passwordUpdated,
      userId: user.id,
      // Signed after the revocation, so this device goes on at once.
      ...(change.userId ? { access: await this.accessTokens.sign(user) } : {}),
    };
  }

  /**
   * With the current password or a security code: stores why, ends every session and access
   * token, blocks future sign-ins and tells the other services (`user.deactivated`: their data
   * goes, and they refuse anything new). Asking twice changes nothing more.
   */
  async deactivate(request: DeactivationRequest) {
    const user = await this.users.findById(request.userId);
    if (!user) throw AppError.notFound(IdentityMessages.userNotFound);
    assertOwnEmail(user, request.email);
    if (user.deactivatedAt) return { message: IdentityMessages.deactivated };
    await this.ownerProof.require(user, request);
    const now = new Date();
    const published = await this.revocations.around(user.id, () =>
      this.dataSource.transaction((manager) => this.close(manager, user.id, request, now)),
    );
    if (published) {
      this.outbox.publishSoon();
      this.tell(accountDeactivatedMail(user.email, user.name, now, this.config.PUBLIC_URL));
    }
    return { message: IdentityMessages.deactivated };
  }

  private async close(
    manager: EntityManager,
    userId: string,
    { reason, details }: DeactivationRequest,
    now: Date,
  ): Promise<boolean> {
    const user = await this.users.lockById(manager, userId);
    if (!user || user.deactivatedAt) return false;
    await this.users.update(manager, user.id, { deactivatedAt: now });
    await this.deactivations.record(manager, { userId: user.id, reason, details });
    await this.refreshTokens.revokeAllOf(manager, user.id, 'deactivation');
    await this.codes.discardAll(manager, user.id);
    await this.codes.discardResetGrants(manager, user.id);
    await this.outbox.record(manager, IdentityEvents.userDeactivated, {
      userId: user.id,
      email: user.email,
      occurredAt: now.toISOString(),
    });
    return true;
  }

  /** The account a still-valid reset grant belongs to, for the e-mail it was started for. */
  private async resetAccount(change: PasswordChange): Promise<User> {
    const grantUserId = change.resetGrant
      ? await this.codes.userOfResetGrant(change.resetGrant)
      : undefined;
    const user = grantUserId ? await this.users.findById(grantUserId) : null;
    if (!user || user.deactivatedAt) throw AppError.unauthenticated(IdentityMessages.resetExpired);
    if (user.email !== change.email)
      throw AppError.forbidden(IdentityMessages.resetForAnotherAccount);
    return user;
  }

  private async activeAccount(userId: string, email: string): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user || user.deactivatedAt)
      throw AppError.unauthenticated(IdentityMessages.sessionExpired);
    assertOwnEmail(user, email);
    return user;
  }

  /** A notice to the owner; it must not fail what already happened. */
  private tell(mail: OutgoingMail) {
    void this.mailer.send(mail).catch((error: unknown) =>
      this.logger.error({
        message: `Could not send "${mail.subject}" to ${mail.to}`,
        err: error,
      }),
    );
  }
}

/** The gateway already compared the e-mail with the session's; this is the second lock. */
function assertOwnEmail(user: User, email: string) {
  if (user.email !== email) throw AppError.forbidden(IdentityMessages.ownAccountOnly);
}
