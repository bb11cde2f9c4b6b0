import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { sqlRows, toNumber } from '@deckforge/kit';

/** How long a sandbox checkout can be paid, like Stripe's default session lifetime. */
const SESSION_LIFETIME_HOURS = 24;

export interface SandboxRecord {
  id: string;
  userId: string;
  credits: number;
  amountCents: number;
  pricePerCredit: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
  status: 'open' | 'paid';
  expired: boolean;
  expiresAt: Date;
}

interface SandboxRow {
  id: string;
  user_id: string;
  credits: number;
  amount_cents: string;
  price_per_credit: string;
  currency: string;
  success_url: string;
  cancel_url: string;
  status: 'open' | 'paid';
  expired: boolean;
  expires_at: Date;
}

const COLUMNS = `id, user_id, credits, amount_cents, price_per_credit, currency, success_url,
  cancel_url, status, expires_at, expires_at <= now() AS expired`;

const toRecord = (row: SandboxRow): SandboxRecord => ({
  id: row.id,
  userId: row.user_id,
  credits: row.credits,
  amountCents: toNumber(row.amount_cents),
  pricePerCredit: Number(row.price_per_credit),
  currency: row.currency,
  successUrl: row.success_url,
  cancelUrl: row.cancel_url,
  status: row.status,
  expired: row.expired,
  expiresAt: row.expires_at,
});

/** The embedded sandbox provider's own sessions (what Stripe would keep for us). */
@Injectable()
export class SandboxRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(session: Omit<SandboxRecord, 'status' | 'expired' | 'expiresAt'>): Promise<void> {
    await sqlRows(
      this.dataSource.manager,
      `INSERT INTO sandbox_sessions
         (id, user_id, credits, amount_cents, price_per_credit, currency, success_url, cancel_url,
          expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(hours => $9))`,
      [
        session.id,
        session.userId,
        session.credits,
        session.amountCents,
        session.pricePerCredit,
        session.currency,
        session.successUrl,
        session.cancelUrl,
        SESSION_LIFETIME_HOURS,
      ],
    );
  }

  async find(id: string): Promise<SandboxRecord | undefined> {
    const [row] = await sqlRows<SandboxRow>(
      this.dataSource.manager,
      `SELECT ${COLUMNS} FROM sandbox_sessions WHERE id = $1`,
      [id],
    );
    return row ? toRecord(row) : undefined;
  }

  async lock(manager: EntityManager, id: string): Promise<SandboxRecord | undefined> {
    const [row] = await sqlRows<SandboxRow>(
      manager,
      `SELECT ${COLUMNS} FROM sandbox_sessions WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return row ? toRecord(row) : undefined;
  }

  async markPaid(manager: EntityManager, id: string, cardLast4: string): Promise<void> {
    await sqlRows(
      manager,
      "UPDATE sandbox_sessions SET status = 'paid', paid_at = now(), card_last4 = $2 WHERE id = $1",
      [id, cardLast4],
    );
  }
}
