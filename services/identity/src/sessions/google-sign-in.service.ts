import { Injectable } from '@nestjs/common';
import { Outbox } from '@deckforge/kit';
import { type ClientInfo, IdentityEvents, type SignedIn } from '@deckforge/proto';
import { DataSource, type EntityManager } from 'typeorm';
import type { GoogleIdentity } from './google-id-tokens.verifier';
import { AccessRevocations } from '../security/access-revocations.service';
import type { User } from '../users/user.entity';
import { type UserChanges, UsersRepository } from '../users/users.repository';
import { VerificationCodesRepository } from '../verification/verification-codes.repository';
import { RefreshTokensRepository } from './refresh-tokens.repository';
import { assertMaySignIn } from './sign-in.use-case';
import { SessionIssuer } from './session.issuer';

/**
 * Google vouched for the e-mail: the first sign-in creates a verified account (and the sign-up
 * event); an existing account with that e-mail is linked to the Google account. Linking an
 * account whose e-mail was never verified is taking it over from whoever registered it
 * (docs/decisions.md, "Google sign-in"): their password, sessions, codes and grants all end.
 */
@Injectable()
export class GoogleSignInService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly refreshTokens: RefreshTokensRepository,
    private readonly codes: VerificationCodesRepository,
    private readonly revocations: AccessRevocations,
    private readonly sessions: SessionIssuer,
    private readonly outbox: Outbox,
  ) {}

  async signIn(identity: GoogleIdentity, client: ClientInfo): Promise<SignedIn> {
    const known =
      (await this.users.findByGoogleId(identity.googleId)) ??
      (await this.users.findByEmail(identity.email));
    const link = () => this.dataSource.transaction((manager) => this.link(manager, identity));
    // An unverified account is taken over: its access tokens end before (and after) the link.
    const { user, created } =
      known && !known.emailVerifiedAt && !known.deactivatedAt
        ? await this.revocations.around(known.id, link)
        : await link();
    if (created) this.outbox.publishSoon();
    assertMaySignIn(user);
    return this.sessions.start(user, client);
  }

  private async link(
    manager: EntityManager,
    identity: GoogleIdentity,
  ): Promise<{ user: User; created: boolean }> {
    const found =
      (await this.users.findByGoogleId(manager, identity.googleId)) ??
      (await this.users.findByEmail(manager, identity.email));
    const existing = found && (await this.users.lockById(manager, found.id));
    if (!existing) return { user: await this.create(manager, identity), created: true };
    if (existing.deactivatedAt) return { user: existing, created: false };
    const changes: UserChanges = {};
    if (existing.googleId !== identity.googleId) changes.googleId = identity.googleId;
    if (!existing.emailVerifiedAt) {
      changes.emailVerifiedAt = new Date();
      changes.passwordHash = null;
      await this.refreshTokens.revokeAllOf(manager, existing.id, 'unproven-password');
      await this.codes.discardAll(manager, existing.id);
      await this.codes.discardResetGrants(manager, existing.id);
    }
    if (Object.keys(changes).length > 0) await this.users.update(manager, existing.id, changes);
    return { user: Object.assign(existing, changes), created: false };
  }

  private async create(manager: EntityManager, identity: GoogleIdentity): Promise<User> {
    const user = await this.users.insert(manager, {
      email: identity.email,
      name: identity.name,
      passwordHash: null,
      googleId: identity.googleId,
      emailVerifiedAt: new Date(),
    });
    await this.outbox.record(manager, IdentityEvents.userRegistered, {
      userId: user.id,
      email: user.email,
      name: user.name,
      occurredAt: user.createdAt.toISOString(),
    });
    return user;
  }
}
