import { Injectable } from '@nestjs/common';
import { AppError, Outbox } from '@deckforge/kit';
import { IdentityEvents } from '@deckforge/proto';
import { DataSource, type EntityManager } from 'typeorm';
import { IdentityMessages } from '../identity-messages';
import { AccessRevocations } from '../security/access-revocations.service';
import { RefreshTokensRepository } from '../sessions/refresh-tokens.repository';
import { UsersRepository } from '../users/users.repository';
import { VerificationCodesRepository } from '../verification/verification-codes.repository';
import { assertOwnEmail } from './accounts';
import { DeactivationsRepository } from './deactivations.repository';
import { OwnerNotices } from './owner-notices';
import { type OwnerEvidence, OwnerProof } from './owner-proof.service';

export interface DeactivationRequest extends OwnerEvidence {
  userId: string;
  email: string;
  reason: string;
  details: string;
}

/**
 * With the current password or a security code: stores why, ends every session and access
 * token, blocks future sign-ins and tells the other services (`user.deactivated`: their data
 * goes, and they refuse anything new). Asking twice changes nothing more.
 */
@Injectable()
export class DeactivateAccount {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly codes: VerificationCodesRepository,
    private readonly refreshTokens: RefreshTokensRepository,
    private readonly revocations: AccessRevocations,
    private readonly ownerProof: OwnerProof,
    private readonly outbox: Outbox,
    private readonly deactivations: DeactivationsRepository,
    private readonly notices: OwnerNotices,
  ) {}

  async execute(request: DeactivationRequest) {
    const user = await this.users.findById(request.userId);
    if (!user) throw AppError.notFound(IdentityMessages.userNotFound);
    assertOwnEmail(user, request.email);
    if (user.deactivatedAt) return { message: IdentityMessages.deactivated };
    await this.ownerProof.require(user, request);
    const now = new Date();
    const published = await this.revocations.around(user.id, () =>
      this.dataSource.transaction((manager) => this.close(manager, request, now)),
    );
    if (published) {
      this.outbox.publishSoon();
      this.notices.deactivated(user, now);
    }
    return { message: IdentityMessages.deactivated };
  }

  private async close(
    manager: EntityManager,
    { userId, reason, details }: DeactivationRequest,
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
}
