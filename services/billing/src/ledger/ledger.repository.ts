import { Injectable } from '@nestjs/common';
import type { LedgerEntryKind } from '@deckforge/proto';
import { DataSource, type EntityManager } from 'typeorm';
import { sqlRows, toNumber } from '@deckforge/kit';

export interface NewLedgerEntry {
  userId: string;
  kind: LedgerEntryKind;
  /** Change to the spendable balance: positive credits it, negative debits it. */
  amountHundredths: number;
  idempotencyKey: string;
  description: string;
  jobId?: string;
  sessionId?: string;
  details?: Record<string, unknown>;
}

export type AppendOutcome =
  | { outcome: 'applied'; balanceHundredths: number }
  /** The key was used before: nothing changed. */
  | { outcome: 'duplicate'; balanceHundredths: number }
  /** A debit the balance does not cover: the entry must not stand (roll back). */
  | { outcome: 'insufficient'; balanceHundredths: number };

export type ReservationState = 'held' | 'committed' | 'released';

export interface Reservation {
  jobId: string;
  /** Null only for a release that arrived before its reserve (see the migration). */
  userId: string | null;
  amountHundredths: number;
  state: ReservationState;
}

export interface HistoryRow {
  kind: LedgerEntryKind;
  amountHundredths: number;
  description: string;
  createdAt: Date;
  jobId: string | null;
  sessionId: string | null;
  details: Record<string, unknown>;
  reservedHundredths: number | null;
}

interface ReservationRow {
  job_id: string;
  user_id: string | null;
  amount_hundredths: string;
  state: ReservationState;
}

const toReservation = (row: ReservationRow): Reservation => ({
  jobId: row.job_id,
  userId: row.user_id,
  amountHundredths: toNumber(row.amount_hundredths),
  state: row.state,
});

/** The only place that queries accounts, ledger entries and reservations. */
@Injectable()
export class LedgerRepository {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async balance(userId: string, manager = this.dataSource.manager): Promise<number> {
    const [row] = await sqlRows<{ balance_hundredths: string }>(
      manager,
      'SELECT balance_hundredths FROM accounts WHERE user_id = $1',
      [userId],
    );
    return toNumber(row?.balance_hundredths);
  }

  /**
   * Appends an entry unless its idempotency key was used, and moves the balance by its amount in
   * the same transaction. A debit is a conditional UPDATE of the account row: concurrent debits
   * queue on the row lock and each re-checks the balance it finds, so none can overdraw it.
   */
  /** Whether an entry with this idempotency key was ever written. */
  async hasEntry(manager: EntityManager, idempotencyKey: string): Promise<boolean> {
    const rows = await sqlRows<{ id: string }>(
      manager,
      `SELECT id FROM ledger_entries WHERE idempotency_key = $1`,
      [idempotencyKey],
    );
    return rows.length > 0;
  }

  async append(manager: EntityManager, entry: NewLedgerEntry): Promise<AppendOutcome> {
    const inserted = await sqlRows<{ id: string }>(
      manager,
      `INSERT INTO ledger_entries
         (user_id, kind, amount_hundredths, idempotency_key, job_id, session_id, description, details)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id`,
      [
        entry.userId,
        entry.kind,
        entry.amountHundredths,
        entry.idempotencyKey,
        entry.jobId ?? null,
        entry.sessionId ?? null,
        entry.description,
        JSON.stringify(entry.details ?? {}),
      ],
    );
    if (inserted.length === 0) {
      return { outcome: 'duplicate', balanceHundredths: await this.balance(entry.userId, manager) };
    }
    if (entry.amountHundredths > 0) {
      const [row] = await sqlRows<{ balance_hundredths: string }>(
        manager,
        `INSERT INTO accounts (user_id, balance_hundredths) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE
           SET balance_hundredths = accounts.balance_hundredths + EXCLUDED.balance_hundredths,
               updated_at = now()
         RETURNING balance_hundredths`,
        [entry.userId, entry.amountHundredths],
      );
      return { outcome: 'applied', balanceHundredths: toNumber(row.balance_hundredths) };
    }
    if (entry.amountHundredths < 0) {
      const [row] = await sqlRows<{ balance_hundredths: string }>(
        manager,
        `UPDATE accounts
            SET balance_hundredths = balance_hundredths + $2, updated_at = now()
          WHERE user_id = $1 AND balance_hundredths + $2 >= 0
          RETURNING balance_hundredths`,
        [entry.userId, entry.amountHundredths],
      );
      if (!row) {
        return {
          outcome: 'insufficient',
          balanceHundredths: await this.balance(entry.userId, manager),
        };
      }
      return { outcome: 'applied', balanceHundredths: toNumber(row.balance_hundredths) };
    }
    return { outcome: 'applied', balanceHundredths: await this.balance(entry.userId, manager) };
  }

  /** Records a new hold; false when the job already has one (or was released before). */
  async insertReservation(
    manager: EntityManager,
    reservation: { jobId: string; userId: string; amountHundredths: number; ttlSeconds: number },
  ): Promise<boolean> {
    const rows = await sqlRows(
      manager,
      `INSERT INTO reservations (job_id, user_id, amount_hundredths, state, expires_at)
       VALUES ($1, $2, $3, 'held', now() + make_interval(secs => $4))
       ON CONFLICT (job_id) DO NOTHING
       RETURNING job_id`,
      [reservation.jobId, reservation.userId, reservation.amountHundredths, reservation.ttlSeconds],
    );
    return rows.length === 1;
  }

  /** A job's reservation, locked until the transaction ends. */
  async lockReservation(manager: EntityManager, jobId: string): Promise<Reservation | undefined> {
    const [row] = await sqlRows<ReservationRow>(
      manager,
      'SELECT job_id, user_id, amount_hundredths, state FROM reservations WHERE job_id = $1 FOR UPDATE',
      [jobId],
    );
    return row ? toReservation(row) : undefined;
  }

  /**
   * An expired hold, locked, unless another transaction (another replica's sweeper, a late
   * commit) holds it: that one decides and this one moves on.
   */
  async lockExpiredReservation(
    manager: EntityManager,
    jobId: string,
  ): Promise<Reservation | undefined> {
    const [row] = await sqlRows<ReservationRow>(
      manager,
      `SELECT job_id, user_id, amount_hundredths, state FROM reservations
        WHERE job_id = $1 AND state = 'held' AND expires_at <= now()
        FOR UPDATE SKIP LOCKED`,
      [jobId],
    );
    return row ? toReservation(row) : undefined;
  }

  async expiredReservationIds(limit: number): Promise<string[]> {
    const rows = await sqlRows<{ job_id: string }>(
      this.dataSource.manager,
      `SELECT job_id FROM reservations
        WHERE state = 'held' AND expires_at <= now()
        ORDER BY expires_at LIMIT $1`,
      [limit],
    );
    return rows.map((row) => row.job_id);
  }

  async settleReservation(
    manager: EntityManager,
    jobId: string,
    state: Exclude<ReservationState, 'held'>,
  ): Promise<void> {
    await sqlRows(
      manager,
      'UPDATE reservations SET state = $2, settled_at = now() WHERE job_id = $1',
      [jobId, state],
    );
  }

  /** Marks a job as released before any reserve for it arrived. */
  async insertReleasedMarker(manager: EntityManager, jobId: string): Promise<void> {
    await sqlRows(
      manager,
      `INSERT INTO reservations (job_id, user_id, amount_hundredths, state, expires_at, settled_at)
       VALUES ($1, NULL, 0, 'released', now(), now())
       ON CONFLICT (job_id) DO NOTHING`,
      [jobId],
    );
  }

  /**
   * What a person reads as their history: grants, purchases, adjustments, finished spending
   * (commits, with the amount their reservation held) and holds still in progress. A released
   * hold is left out: together with its release it changed nothing.
   */
  async history(userId: string, limit: number): Promise<HistoryRow[]> {
    const rows = await sqlRows<{
      kind: LedgerEntryKind;
      amount_hundredths: string;
      description: string;
      created_at: Date;
      job_id: string | null;
      session_id: string | null;
      details: Record<string, unknown>;
      reserved_hundredths: string | null;
    }>(
      this.dataSource.manager,
      `SELECT e.kind, e.amount_hundredths, e.description, e.created_at, e.job_id, e.session_id,
              e.details, r.amount_hundredths AS reserved_hundredths
         FROM ledger_entries e
         LEFT JOIN reservations r ON r.job_id = e.job_id
        WHERE e.user_id = $1
          AND (e.kind IN ('grant', 'purchase', 'adjustment', 'commit')
               OR (e.kind = 'reserve' AND r.state = 'held'))
        ORDER BY e.id DESC
        LIMIT $2`,
      [userId, limit],
    );
    return rows.map((row) => ({
      kind: row.kind,
      amountHundredths: toNumber(row.amount_hundredths),
      description: row.description,
      createdAt: row.created_at,
      jobId: row.job_id,
      sessionId: row.session_id,
      details: row.details,
      reservedHundredths:
        row.reserved_hundredths === null ? null : toNumber(row.reserved_hundredths),
    }));
  }
}
