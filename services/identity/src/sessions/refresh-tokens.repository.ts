import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { affectedRows, APP_CONFIG } from '@deckforge/kit';
import type { ClientInfo } from '@deckforge/proto';
import { DataSource, type EntityManager, IsNull, Not } from 'typeorm';
import type { IdentityConfig } from '../config';
import { hashOpaqueToken, newOpaqueToken } from '../crypto/tokens';
import { RefreshToken, type RevocationReason } from './refresh-token.entity';

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
  familyId: string;
}

/** What presenting a refresh token led to; decided and stored inside one transaction. */
export type Rotation =
  | { outcome: 'rotated'; userId: string; issued: IssuedRefreshToken }
  | { outcome: 'reused'; userId: string; familyId: string }
  | { outcome: 'invalid' };

/**
 * Opaque, rotating refresh tokens grouped in families (one family = one sign-in on one device),
 * stored as SHA-256 hashes (docs/decisions.md, "Identity and sessions").
 */
@Injectable()
export class RefreshTokensRepository {
  private readonly logger = new Logger(RefreshTokensRepository.name);
  private readonly ttlMs: number;
  private readonly reuseGraceMs: number;

  constructor(
    @Inject(APP_CONFIG) config: IdentityConfig,
    private readonly dataSource: DataSource,
  ) {
    this.ttlMs = config.REFRESH_TOKEN_TTL_DAYS * 24 * 3600 * 1000;
    this.reuseGraceMs = config.REFRESH_REUSE_GRACE_SECONDS * 1000;
  }

  /** A new token, in a new family unless `familyId` continues one. */
  async issue(
    manager: EntityManager,
    userId: string,
    client: ClientInfo,
    familyId: string = randomUUID(),
  ): Promise<IssuedRefreshToken> {
    const token = newOpaqueToken();
    const expiresAt = new Date(Date.now() + this.ttlMs);
    await manager.insert(RefreshToken, {
      familyId,
      userId,
      tokenHash: hashOpaqueToken(token),
      expiresAt,
      ip: client.ip,
      userAgent: client.userAgent ?? '',
    });
    return { token, expiresAt, familyId };
  }

  /** The active (not rotated, revoked or expired) token row, if `token` is one. */
  async findActive(manager: EntityManager, token: string): Promise<RefreshToken | undefined> {
    const row = await manager.findOneBy(RefreshToken, { tokenHash: hashOpaqueToken(token) });
    return row && isActive(row) ? row : undefined;
  }

  /**
   * Exchanges a token for its successor. A token that was already rotated is a copy in someone
   * else's hands — unless it comes back within the grace period, which is what two tabs
   * refreshing at the same moment look like: they get a sibling in the same family.
   * A copy revokes the whole family. The row is locked, so two exchanges never both win.
   * A token of another user than `ownerId` (the e-mail the client named) changes nothing.
   */
  async rotate(
    manager: EntityManager,
    token: string,
    ownerId: string,
    client: ClientInfo,
  ): Promise<Rotation> {
    const row = await manager
      .getRepository(RefreshToken)
      .createQueryBuilder('t')
      .setLock('pessimistic_write')
      .where('t.token_hash = :hash', { hash: hashOpaqueToken(token) })
      .getOne();
    if (!row || row.userId !== ownerId || row.revokedAt || row.expiresAt.getTime() <= Date.now())
      return { outcome: 'invalid' };
    if (row.rotatedAt) {
      if (Date.now() - row.rotatedAt.getTime() <= this.reuseGraceMs) {
        const issued = await this.issue(manager, row.userId, client, row.familyId);
        return { outcome: 'rotated', userId: row.userId, issued };
      }
      await this.revokeFamily(manager, row.familyId, 'reuse');
      this.logger.warn(
        `A rotated refresh token was presented again (from ${client.ip}); its session family ${row.familyId} is revoked`,
      );
      return { outcome: 'reused', userId: row.userId, familyId: row.familyId };
    }
    await manager.update(RefreshToken, { id: row.id }, { rotatedAt: new Date() });
    const issued = await this.issue(manager, row.userId, client, row.familyId);
    return { outcome: 'rotated', userId: row.userId, issued };
  }

  /** Whose session the token belongs to (any state), if it is one of ours. */
  async ownerOf(token: string): Promise<string | undefined> {
    const row = await this.dataSource.manager.findOneBy(RefreshToken, {
      tokenHash: hashOpaqueToken(token),
    });
    return row?.userId;
  }

  /** Log-out: ends the session the token belongs to, on this device. */
  async revokeFamilyOf(manager: EntityManager, token: string): Promise<string | undefined> {
    const row = await manager.findOneBy(RefreshToken, { tokenHash: hashOpaqueToken(token) });
    if (!row) return undefined;
    await this.revokeFamily(manager, row.familyId, 'logout');
    return row.userId;
  }

  async revokeFamily(
    manager: EntityManager,
    familyId: string,
    reason: RevocationReason,
  ): Promise<void> {
    await manager.update(
      RefreshToken,
      { familyId, revokedAt: IsNull() },
      { revokedAt: new Date(), revokedReason: reason },
    );
  }

  /** Deletes rows a day past expiry (rotated ones stay until then, so a replayed copy is still seen as reuse). */
  async deleteExpired(): Promise<number> {
    return affectedRows(
      await this.dataSource.query(
        `DELETE FROM refresh_tokens WHERE expires_at < now() - interval '1 day'`,
      ),
    );
  }

  /** Every session of the user, except the family `keepFamilyId` (the device making the change). */
  async revokeAllOf(
    manager: EntityManager,
    userId: string,
    reason: RevocationReason,
    keepFamilyId?: string,
  ): Promise<void> {
    await manager.update(
      RefreshToken,
      {
        userId,
        revokedAt: IsNull(),
        ...(keepFamilyId ? { familyId: Not(keepFamilyId) } : {}),
      },
      { revokedAt: new Date(), revokedReason: reason },
    );
  }
}

const isActive = (row: RefreshToken) =>
  !row.revokedAt && !row.rotatedAt && row.expiresAt.getTime() > Date.now();
