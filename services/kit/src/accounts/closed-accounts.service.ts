import { Global, Injectable, Module } from '@nestjs/common';
import { ACCOUNT_DEACTIVATED_MESSAGE } from '@deckforge/proto';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError } from '../errors/app-error';
import { ClosedAccount } from './closed-account.entity';

/** Advisory-lock class of "a user's data is being changed" (any fixed int4, one per purpose). */
const ACCOUNT_LOCK_CLASS = 0x0dec;

/**
 * Deactivated accounts, as each service that keeps user data records them from
 * `user.deactivated`, and the rule that such an account writes nothing any more
 * (docs/decisions.md, "Deactivation"). Every write of a user's data takes that user's advisory
 * lock shared and checks here; recording the closure takes it exclusive. So a write racing a
 * deactivation either commits before it (and the deactivation handler then deletes what it
 * wrote) or sees the account closed and is refused — nothing slips in between.
 */
@Injectable()
export class ClosedAccounts {
  constructor(private readonly dataSource: DataSource) {}

  /** Inside the caller's transaction: refuses (403) when the account is closed. */
  async assertOpen(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock_shared($1, hashtext($2))', [
      ACCOUNT_LOCK_CLASS,
      userId,
    ]);
    if (await manager.existsBy(ClosedAccount, { userId })) throw accountClosed();
  }

  /** Without a transaction, for a check ahead of work whose write checks again. */
  async refuseIfClosed(userId: string): Promise<void> {
    if (await this.dataSource.manager.existsBy(ClosedAccount, { userId })) throw accountClosed();
  }

  /**
   * Inside the caller's transaction, before it deletes the user's data: waits for writes in
   * flight, then records the closure (idempotent).
   */
  async close(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
      ACCOUNT_LOCK_CLASS,
      userId,
    ]);
    await manager
      .createQueryBuilder()
      .insert()
      .into(ClosedAccount)
      .values({ userId })
      .orIgnore()
      .execute();
  }
}

export const accountClosed = () => AppError.forbidden(ACCOUNT_DEACTIVATED_MESSAGE);

/** Added by the service bootstrap when the spec says `keepsUserData`. */
@Global()
@Module({ providers: [ClosedAccounts], exports: [ClosedAccounts] })
export class ClosedAccountsModule {}
