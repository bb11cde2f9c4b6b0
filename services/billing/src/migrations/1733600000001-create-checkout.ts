import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Checkout sessions as billing recorded them when it created them (who buys how many credits for
 * how much), whatever the provider; `credited_at` is set in the transaction that credits them.
 * `sandbox_sessions` is the embedded sandbox provider's own state (the part Stripe keeps for us
 * when Stripe is configured).
 */
export class CreateCheckout1733600000001 implements MigrationInterface {
  name = 'CreateCheckout1733600000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE checkout_sessions (
        id text PRIMARY KEY,
        provider text NOT NULL CHECK (provider IN ('stripe', 'sandbox')),
        user_id uuid NOT NULL,
        credits int NOT NULL CHECK (credits > 0),
        amount_cents bigint NOT NULL CHECK (amount_cents > 0),
        currency text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        credited_at timestamptz
      )`);
    await queryRunner.query(
      'CREATE INDEX checkout_sessions_by_user ON checkout_sessions (user_id, created_at)',
    );
    await queryRunner.query(`
      CREATE TABLE sandbox_sessions (
        id text PRIMARY KEY,
        user_id uuid NOT NULL,
        credits int NOT NULL CHECK (credits > 0),
        amount_cents bigint NOT NULL CHECK (amount_cents > 0),
        price_per_credit numeric(12, 4) NOT NULL,
        currency text NOT NULL,
        success_url text NOT NULL,
        cancel_url text NOT NULL,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid')),
        card_last4 text,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        paid_at timestamptz
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE sandbox_sessions');
    await queryRunner.query('DROP TABLE checkout_sessions');
  }
}
