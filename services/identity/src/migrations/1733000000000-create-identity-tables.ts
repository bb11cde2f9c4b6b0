import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateIdentityTables1733000000000 implements MigrationInterface {
  name = 'CreateIdentityTables1733000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL UNIQUE CHECK (email = lower(btrim(email))),
        name text NOT NULL,
        password_hash text,
        google_id text UNIQUE,
        email_verified_at timestamptz,
        survey_sent_at timestamptz,
        deactivated_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE verification_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('email-verification', 'password-reset')),
        code_hash bytea NOT NULL,
        attempts int NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, purpose)
      )`);
    await queryRunner.query(`
      CREATE TABLE password_reset_grants (
        token_hash bytea PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL
      )`);
    await queryRunner.query(
      'CREATE INDEX password_reset_grants_user ON password_reset_grants (user_id)',
    );
    await queryRunner.query(`
      CREATE TABLE refresh_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        family_id uuid NOT NULL,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash bytea NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        rotated_at timestamptz,
        revoked_at timestamptz,
        revoked_reason text,
        ip text NOT NULL,
        user_agent text NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id)');
    await queryRunner.query(
      'CREATE INDEX refresh_tokens_active_by_user ON refresh_tokens (user_id) WHERE revoked_at IS NULL',
    );
    await queryRunner.query(`
      CREATE TABLE deactivations (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        reason text NOT NULL,
        details text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE contact_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        name text NOT NULL,
        email text NOT NULL,
        message text NOT NULL,
        ip text NOT NULL,
        mailed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE surveys (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        satisfaction text NOT NULL,
        would_pay boolean NOT NULL,
        like_most text NOT NULL,
        like_least text NOT NULL,
        feature_requests text NOT NULL,
        ease_of_use text NOT NULL,
        recommendation text NOT NULL,
        comments text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'surveys',
      'contact_messages',
      'deactivations',
      'refresh_tokens',
      'password_reset_grants',
      'verification_codes',
      'users',
    ]) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
  }
}
