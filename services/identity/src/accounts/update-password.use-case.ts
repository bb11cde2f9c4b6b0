import { Injectable } from '@nestjs/common';
import { AppError } from '@deckforge/kit';
import type { RenewedAccess } from '@deckforge/proto';
import { DataSource, type EntityManager } from 'typeorm';
import { IdentityMessages } from '../identity-messages';
import { AccessRevocations } from '../security/access-revocations.service';
import { AccessTokenSigner } from '../sessions/access-token.signer';
import { RefreshTokensRepository } from '../sessions/refresh-tokens.repository';
import { PasswordHasher } from '../users/password.hasher';
import type { User } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import { VerificationCodesRepository } from '../verification/verification-codes.repository';
import { Accounts } from './accounts';
import { OwnerNotices } from './owner-notices';
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

/**
 * Sets a new password. Signed in, it needs the current password or a security code, and
 * every other session ends while this device gets a fresh access token; after a reset (the
 * grant proves the mailbox) every session ends. Either way every earlier access token stops
 * working at once and the owner is told by mail.
 */
@Injectable()
export class UpdatePassword {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: Accounts,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly codes: VerificationCodesRepository,
    private readonly refreshTokens: RefreshTokensRepository,
    private readonly accessTokens: AccessTokenSigner,
    private readonly revocations: AccessRevocations,
    private readonly ownerProof: OwnerProof,
    private readonly notices: OwnerNotices,
  ) {}

  async execute(
    change: PasswordChange,
  ): Promise<{ message: string; userId: string; access?: RenewedAccess }> {
    const user = change.userId
      ? await this.accounts.active(change.userId, change.email)
      : await this.accounts.ofResetGrant(change.resetGrant, change.email);
    if (change.userId) await this.ownerProof.require(user, change);
    const passwordHash = await this.hasher.hash(change.password);
    await this.revocations.around(user.id, () =>
      this.dataSource.transaction((manager) => this.replace(manager, user, change, passwordHash)),
    );
    this.notices.passwordChanged(user, new Date());
    return {
      message: IdentityMessages.passwordUpdated,
      userId: user.id,
      // Signed after the revocation, so this device goes on at once.
      ...(change.userId ? { access: await this.accessTokens.sign(user) } : {}),
    };
  }

  private async replace(
    manager: EntityManager,
    user: User,
    change: PasswordChange,
    passwordHash: string,
  ): Promise<void> {
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
  }
}
