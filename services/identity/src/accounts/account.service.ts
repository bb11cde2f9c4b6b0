import { Injectable } from '@nestjs/common';
import { AppError, Outbox } from '@deckforge/kit';
import { IdentityEvents, type RenewedAccess } from '@deckforge/proto';
import { DataSource, type EntityManager } from 'typeorm';
import { IdentityMessages } from '../identity-messages';
import { PasswordHasher } from '../passwords/password-hasher';
import { AccessTokenSigner } from '../sessions/access-token.signer';
import { RefreshTokens } from '../sessions/refresh-tokens';
import { toProfile, type User } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import { VerificationCodes } from '../verification/verification-codes';
import { Deactivation } from './deactivation.entity';

export interface PasswordChange {
  email: string;
  password: string;
  /** Signed in: the session's user, and the refresh token of the device that stays signed in. */
  userId?: string;
  currentRefreshToken?: string;
  /** Signed out, after a verified reset code. */
  resetGrant?: string;
}

/** Changes a signed-in person makes to their own account. */
@Injectable()
export class AccountService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly codes: VerificationCodes,
    private readonly refreshTokens: RefreshTokens,
    private readonly accessTokens: AccessTokenSigner,
    private readonly outbox: Outbox,
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

  /**
   * Sets a new password and ends every other session: all of them after a reset (whoever knew
   * the old password is out), all but the caller's own when signed in.
   */
  async updatePassword(change: PasswordChange): Promise<{ message: string; userId: string }> {
    const passwordHash = await this.hasher.hash(change.password);
    const userId = await this.dataSource.transaction(async (manager) => {
      const user = await this.authorisePasswordChange(manager, change);
      const keep =
        change.userId && change.currentRefreshToken
          ? await this.refreshTokens.findActive(manager, change.currentRefreshToken)
          : undefined;
      await this.users.update(
        user.id,
        { passwordHash, ...(user.emailVerifiedAt ? {} : { emailVerifiedAt: new Date() }) },
        manager,
      );
      await this.codes.discardAll(manager, user.id, 'password-reset');
      await this.codes.discardResetGrants(manager, user.id);
      await this.refreshTokens.revokeAllOf(
        manager,
        user.id,
        'password-change',
        keep?.userId === user.id ? keep.familyId : undefined,
      );
      return user.id;
    });
    return { message: IdentityMessages.passwordUpdated, userId };
  }

  /**
   * Stores why, ends every session, blocks future sign-ins and tells the other services
   * (`user.deactivated`: storage deletes the files). Asking twice changes nothing more.
   */
  async deactivate(userId: string, email: string, reason: string, details: string) {
    const published = await this.dataSource.transaction(async (manager) => {
      const user = await this.users.lockById(userId, manager);
      if (!user) throw AppError.notFound(IdentityMessages.userNotFound);
      assertOwnEmail(user, email);
      if (user.deactivatedAt) return false;
      const now = new Date();
      await this.users.update(user.id, { deactivatedAt: now }, manager);
      await manager.insert(Deactivation, { userId: user.id, reason, details });
      await this.refreshTokens.revokeAllOf(manager, user.id, 'deactivation');
      await this.codes.discardAll(manager, user.id);
      await this.codes.discardResetGrants(manager, user.id);
      await this.outbox.record(manager, IdentityEvents.userDeactivated, {
        userId: user.id,
        email: user.email,
        occurredAt: now.toISOString(),
      });
      return true;
    });
    if (published) this.outbox.publishSoon();
    return { message: IdentityMessages.deactivated };
  }

  private async authorisePasswordChange(
    manager: EntityManager,
    change: PasswordChange,
  ): Promise<User> {
    if (change.userId) {
      const user = await this.users.lockById(change.userId, manager);
      if (!user || user.deactivatedAt)
        throw AppError.unauthenticated(IdentityMessages.sessionExpired);
      assertOwnEmail(user, change.email);
      return user;
    }
    const grantUserId = change.resetGrant
      ? await this.codes.userOfResetGrant(manager, change.resetGrant)
      : undefined;
    if (!grantUserId) throw AppError.unauthenticated(IdentityMessages.resetExpired);
    const user = await this.users.lockById(grantUserId, manager);
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
}

/** The gateway already compared the e-mail with the session's; this is the second lock. */
function assertOwnEmail(user: User, email: string) {
  if (user.email !== email) throw AppError.forbidden(IdentityMessages.ownAccountOnly);
}
