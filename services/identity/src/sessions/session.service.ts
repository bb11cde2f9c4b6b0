import { Injectable } from '@nestjs/common';
import { AppError, Outbox } from '@deckforge/kit';
import {
  type ClientInfo,
  ErrorCode,
  IdentityEvents,
  RequestCode,
  type SignedIn,
} from '@deckforge/proto';
import { DataSource } from 'typeorm';
import type { GoogleIdentity } from '../google/google-id-tokens';
import { IdentityMessages } from '../identity-messages';
import { PasswordHasher } from '../passwords/password-hasher';
import { toProfile, type User } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import { AccessTokenSigner } from './access-token.signer';
import { RefreshTokens } from './refresh-tokens';

/** Signing in (password or Google), staying signed in (refresh) and signing out. */
@Injectable()
export class SessionService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly refreshTokens: RefreshTokens,
    private readonly accessTokens: AccessTokenSigner,
    private readonly outbox: Outbox,
  ) {}

  /**
   * Only the right password gets to learn more than "invalid": whether the account is
   * deactivated or still needs its e-mail verified. Unknown e-mails cost the same time.
   */
  async login(email: string, password: string, client: ClientInfo): Promise<SignedIn> {
    const user = await this.users.findByEmail(email);
    const check = await this.hasher.check(user?.passwordHash, password);
    if (!user || !check.matches)
      throw AppError.unauthenticated(IdentityMessages.invalidCredentials);
    assertMaySignIn(user);
    if (!user.emailVerifiedAt) {
      throw new AppError(ErrorCode.Forbidden, IdentityMessages.emailNotVerified, {
        requestCode: RequestCode.VerifyEmail,
      });
    }
    if (check.needsRehash) {
      await this.users.update(user.id, { passwordHash: await this.hasher.hash(password) });
    }
    return this.startSession(user, client);
  }

  /**
   * Google vouched for the e-mail: the first sign-in creates a verified account (and the
   * sign-up event), an existing account with that e-mail is linked to the Google account.
   */
  async signInWithGoogle(identity: GoogleIdentity, client: ClientInfo): Promise<SignedIn> {
    let created = false;
    const user = await this.dataSource.transaction(async (manager) => {
      const existing =
        (await this.users.findByGoogleId(identity.googleId, manager)) ??
        (await this.users.findByEmail(identity.email, manager));
      if (!existing) {
        created = true;
        const user = await this.users.insert(
          {
            email: identity.email,
            name: identity.name,
            passwordHash: null,
            googleId: identity.googleId,
            emailVerifiedAt: new Date(),
          },
          manager,
        );
        await this.outbox.record(manager, IdentityEvents.userRegistered, {
          userId: user.id,
          email: user.email,
          name: user.name,
          occurredAt: user.createdAt.toISOString(),
        });
        return user;
      }
      if (existing.deactivatedAt) return existing;
      const changes = {
        ...(existing.googleId !== identity.googleId ? { googleId: identity.googleId } : {}),
        ...(existing.emailVerifiedAt ? {} : { emailVerifiedAt: new Date() }),
      };
      if (Object.keys(changes).length > 0) await this.users.update(existing.id, changes, manager);
      return Object.assign(existing, changes);
    });
    if (created) this.outbox.publishSoon();
    assertMaySignIn(user);
    return this.startSession(user, client);
  }

  async refresh(email: string, refreshToken: string, client: ClientInfo): Promise<SignedIn> {
    const user = await this.users.findByEmail(email);
    if (!user || user.deactivatedAt)
      throw AppError.unauthenticated(IdentityMessages.sessionExpired);
    const rotation = await this.dataSource.transaction((manager) =>
      this.refreshTokens.rotate(manager, refreshToken, user.id, client),
    );
    if (rotation.outcome === 'reused')
      throw AppError.unauthenticated(IdentityMessages.sessionRevoked);
    if (rotation.outcome === 'invalid')
      throw AppError.unauthenticated(IdentityMessages.sessionExpired);
    const access = await this.accessTokens.sign(user);
    return {
      message: IdentityMessages.sessionRefreshed,
      ...toProfile(user),
      session: {
        ...access,
        refreshToken: rotation.issued.token,
        refreshExpiresAt: rotation.issued.expiresAt.toISOString(),
      },
    };
  }

  async logout(refreshToken: string | undefined) {
    if (refreshToken) {
      await this.dataSource.transaction((manager) =>
        this.refreshTokens.revokeFamilyOf(manager, refreshToken),
      );
    }
    return { message: IdentityMessages.loggedOut };
  }

  private async startSession(user: User, client: ClientInfo): Promise<SignedIn> {
    const refresh = await this.dataSource.transaction((manager) =>
      this.refreshTokens.issue(manager, user.id, client),
    );
    const access = await this.accessTokens.sign(user);
    return {
      message: IdentityMessages.loggedIn,
      ...toProfile(user),
      session: {
        ...access,
        refreshToken: refresh.token,
        refreshExpiresAt: refresh.expiresAt.toISOString(),
      },
    };
  }
}

function assertMaySignIn(user: User) {
  if (user.deactivatedAt) throw AppError.forbidden(IdentityMessages.accountDeactivated);
}
