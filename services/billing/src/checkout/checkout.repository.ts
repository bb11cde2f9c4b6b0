import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { sqlRows, toNumber } from '@deckforge/kit';
import type { ProviderName } from './payment-provider';

/** A checkout session as billing recorded it when it created it. */
export interface CheckoutRecord {
  id: string;
  provider: ProviderName;
  userId: string;
  credits: number;
  amountCents: number;
  currency: string;
  creditedAt: Date | null;
}

interface CheckoutRow {
  id: string;
  provider: ProviderName;
  user_id: string;
  credits: number;
  amount_cents: string;
  currency: string;
  credited_at: Date | null;
}

const COLUMNS = 'id, provider, user_id, credits, amount_cents, currency, credited_at';

const toRecord = (row: CheckoutRow): CheckoutRecord => ({
  id: row.id,
  provider: row.provider,
  userId: row.user_id,
  credits: row.credits,
  amountCents: toNumber(row.amount_cents),
  currency: row.currency,
  creditedAt: row.credited_at,
});

/** The only place that queries checkout sessions. */
@Injectable()
export class CheckoutRepository {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async insert(record: Omit<CheckoutRecord, 'creditedAt'>): Promise<void> {
    await sqlRows(
      this.dataSource.manager,
      `INSERT INTO checkout_sessions (id, provider, user_id, credits, amount_cents, currency)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        record.id,
        record.provider,
        record.userId,
        record.credits,
        record.amountCents,
        record.currency,
      ],
    );
  }

  async find(sessionId: string): Promise<CheckoutRecord | undefined> {
    const [row] = await sqlRows<CheckoutRow>(
      this.dataSource.manager,
      `SELECT ${COLUMNS} FROM checkout_sessions WHERE id = $1`,
      [sessionId],
    );
    return row ? toRecord(row) : undefined;
  }

  /** The session, locked: whoever credits it holds this lock, the others wait and see it done. */
  async lock(manager: EntityManager, sessionId: string): Promise<CheckoutRecord | undefined> {
    const [row] = await sqlRows<CheckoutRow>(
      manager,
      `SELECT ${COLUMNS} FROM checkout_sessions WHERE id = $1 FOR UPDATE`,
      [sessionId],
    );
    return row ? toRecord(row) : undefined;
  }

  async markCredited(manager: EntityManager, sessionId: string): Promise<void> {
    await sqlRows(manager, 'UPDATE checkout_sessions SET credited_at = now() WHERE id = $1', [
      sessionId,
    ]);
  }
}
