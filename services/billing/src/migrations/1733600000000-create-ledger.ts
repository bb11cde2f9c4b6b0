import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The credit ledger (docs/architecture.md, "Credits"). `accounts.balance_hundredths` is moved in the same
 * transaction as the entry that explains it and can never go below zero (CHECK); entries are
 * append-only (trigger) and each has a unique idempotency key, so a replay changes nothing.
 */
export class CreateLedger1733600000000 implements MigrationInterface {
  name = 'CreateLedger1733600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE accounts (
        user_id uuid PRIMARY KEY,
        balance_hundredths bigint NOT NULL DEFAULT 0 CHECK (balance_hundredths >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE ledger_entries (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id uuid NOT NULL,
        kind text NOT NULL
          CHECK (kind IN ('grant', 'purchase', 'reserve', 'commit', 'release', 'adjustment')),
        amount_hundredths bigint NOT NULL,
        idempotency_key text NOT NULL UNIQUE,
        job_id uuid,
        session_id text,
        description text NOT NULL,
        details jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ledger_entries_sign CHECK (
          CASE kind
            WHEN 'grant' THEN amount_hundredths > 0
            WHEN 'purchase' THEN amount_hundredths > 0
            WHEN 'reserve' THEN amount_hundredths < 0
            WHEN 'commit' THEN amount_hundredths = 0
            WHEN 'release' THEN amount_hundredths > 0
            ELSE amount_hundredths <> 0
          END
        )
      )`);
    await queryRunner.query('CREATE INDEX ledger_entries_by_user ON ledger_entries (user_id, id)');
    await queryRunner.query(`
      CREATE FUNCTION ledger_entries_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'ledger entries are append-only (% refused)', TG_OP;
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
      FOR EACH ROW EXECUTE FUNCTION ledger_entries_are_append_only()`);
    await queryRunner.query(`
      CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
      FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_are_append_only()`);
    // A job's hold. A release that arrives before its reserve leaves a 'released' row without a
    // user, so the late reserve is refused instead of holding credits nobody will release.
    await queryRunner.query(`
      CREATE TABLE reservations (
        job_id uuid PRIMARY KEY,
        user_id uuid,
        amount_hundredths bigint NOT NULL CHECK (amount_hundredths >= 0),
        state text NOT NULL CHECK (state IN ('held', 'committed', 'released')),
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        settled_at timestamptz,
        CONSTRAINT reservations_owned CHECK (
          state = 'released' OR (user_id IS NOT NULL AND amount_hundredths > 0)
        )
      )`);
    await queryRunner.query(
      "CREATE INDEX reservations_expiring ON reservations (expires_at) WHERE state = 'held'",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE reservations');
    await queryRunner.query('DROP TABLE ledger_entries');
    await queryRunner.query('DROP FUNCTION ledger_entries_are_append_only()');
    await queryRunner.query('DROP TABLE accounts');
  }
}
