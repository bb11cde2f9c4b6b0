import { Injectable } from '@nestjs/common';
import { AppError } from '@deckforge/kit';
import { IdentityMessages } from '../identity-messages';
import { toProfile, type User } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import { VerificationCodesRepository } from '../verification/verification-codes.repository';

/** Finding the account an operation on one's own account acts on, and refusing anyone else's. */
@Injectable()
export class Accounts {
  constructor(
    private readonly users: UsersRepository,
    private readonly codes: VerificationCodesRepository,
  ) {}

  async profile(userId: string) {
    const user = await this.users.findById(userId);
    if (!user || user.deactivatedAt) throw AppError.notFound(IdentityMessages.userNotFound);
    return { message: IdentityMessages.profile, ...toProfile(user) };
  }

  /** The session's account, still open and still the e-mail the gateway saw. */
  async active(userId: string, email: string): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user || user.deactivatedAt)
      throw AppError.unauthenticated(IdentityMessages.sessionExpired);
    assertOwnEmail(user, email);
    return user;
  }

  /** The account a still-valid reset grant belongs to, for the e-mail it was started for. */
  async ofResetGrant(resetGrant: string | undefined, email: string): Promise<User> {
    const grantUserId = resetGrant ? await this.codes.userOfResetGrant(resetGrant) : undefined;
    const user = grantUserId ? await this.users.findById(grantUserId) : null;
    if (!user || user.deactivatedAt) throw AppError.unauthenticated(IdentityMessages.resetExpired);
    if (user.email !== email) throw AppError.forbidden(IdentityMessages.resetForAnotherAccount);
    return user;
  }
}

/** The gateway already compared the e-mail with the session's; this is the second lock. */
export function assertOwnEmail(user: User, email: string) {
  if (user.email !== email) throw AppError.forbidden(IdentityMessages.ownAccountOnly);
}
