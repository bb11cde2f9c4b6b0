import { Inject, Injectable } from '@nestjs/common';
import { affectedRows, APP_CONFIG } from '@deckforge/kit';
import {
  RESET_GRANT_TTL_MINUTES,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_TTL_MINUTES,
} from '@deckforge/proto';
import { DataSource, type EntityManager } from 'typeorm';
import type { IdentityConfig } from '../config';
import { CodeHasher, hashOpaqueToken, newOpaqueToken, newVerificationCode } from '../crypto/tokens';
import { type CodePurpose, PasswordResetGrant, VerificationCode } from './verification-code.entity';

/** The purpose of the pending code a check matched (it is used up), or undefined. */
export type CodeMatch = CodePurpose | undefined;

export interface IssuedGrant {
  token: string;
  expiresAt: Date;
}

/**
 * Six-digit codes (stored as HMACs, 10 minutes, 5 attempts each) and the reset grants a verified
 * password-reset code turns into. Every method works inside the caller's transaction.
 */
@Injectable()
export class VerificationCodesRepository {
  private readonly hasher: CodeHasher;

  constructor(
    @Inject(APP_CONFIG) config: IdentityConfig,
    private readonly dataSource: DataSource,
  ) {
    this.hasher = new CodeHasher(config.JWT_SECRET);
  }

  /** A fresh code for the purpose, replacing any pending one (and its used attempts). */
  async issue(manager: EntityManager, userId: string, purpose: CodePurpose): Promise<string> {
    const code = newVerificationCode();
    await manager.query(
      `INSERT INTO verification_codes (user_id, purpose, code_hash, attempts, expires_at)
       VALUES ($1, $2, $3, 0, $4)
       ON CONFLICT (user_id, purpose) DO UPDATE
         SET code_hash = EXCLUDED.code_hash, attempts = 0, expires_at = EXCLUDED.expires_at,
             created_at = now()`,
      [
        userId,
        purpose,
        this.hasher.hash(userId, purpose, code),
        new Date(Date.now() + VERIFICATION_CODE_TTL_MINUTES * 60_000),
      ],
    );
    return code;
  }

  /**
   * Checks `code` against the user's pending codes of `purposes`. The rows are locked, so
   * parallel guesses cannot exceed a code's attempt limit; a match deletes the code, a miss
   * counts against every code of those purposes still usable. What the miss is told is the
   * caller's business (the verify page answers alike for every address, docs/decisions.md).
   */
  async check(
    manager: EntityManager,
    userId: string,
    code: string,
    purposes: readonly CodePurpose[],
  ): Promise<CodeMatch> {
    const now = Date.now();
    const usable = (
      await manager
        .getRepository(VerificationCode)
        .createQueryBuilder('c')
        .setLock('pessimistic_write')
        .where('c.user_id = :userId AND c.purpose IN (:...purposes)', { userId, purposes })
        .getMany()
    ).filter((c) => c.expiresAt.getTime() > now && c.attempts < VERIFICATION_CODE_MAX_ATTEMPTS);
    const match = usable.find((c) => this.hasher.matches(c.codeHash, userId, c.purpose, code));
    if (match) {
      await manager.delete(VerificationCode, { id: match.id });
      return match.purpose;
    }
    for (const c of usable) await manager.increment(VerificationCode, { id: c.id }, 'attempts', 1);
    return undefined;
  }

  async discardAll(manager: EntityManager, userId: string, purpose?: CodePurpose): Promise<void> {
    await manager.delete(VerificationCode, purpose ? { userId, purpose } : { userId });
  }

  async issueResetGrant(manager: EntityManager, userId: string): Promise<IssuedGrant> {
    const token = newOpaqueToken();
    const expiresAt = new Date(Date.now() + RESET_GRANT_TTL_MINUTES * 60_000);
    await manager.insert(PasswordResetGrant, {
      tokenHash: hashOpaqueToken(token),
      userId,
      expiresAt,
    });
    return { token, expiresAt };
  }

  /** The user a still-valid reset grant belongs to. */
  async userOfResetGrant(
    ...args: [token: string] | [manager: EntityManager, token: string]
  ): Promise<string | undefined> {
    const [manager, token] = args.length === 1 ? [this.dataSource.manager, args[0]] : args;
    const grant = await manager.findOneBy(PasswordResetGrant, {
      tokenHash: hashOpaqueToken(token),
    });
    return grant && grant.expiresAt.getTime() > Date.now() ? grant.userId : undefined;
  }

  async discardResetGrants(manager: EntityManager, userId: string): Promise<void> {
    await manager.delete(PasswordResetGrant, { userId });
  }

  /** Deletes codes a day past expiry and expired reset grants; answers how many of each went. */
  async deleteExpired(): Promise<{ codes: number; resetGrants: number }> {
    return {
      codes: affectedRows(
        await this.dataSource.query(
          `DELETE FROM verification_codes WHERE expires_at < now() - interval '1 day'`,
        ),
      ),
      resetGrants: affectedRows(
        await this.dataSource.query(`DELETE FROM password_reset_grants WHERE expires_at < now()`),
      ),
    };
  }
}
