import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreatePresentationTables1733000000000 implements MigrationInterface {
  name = 'CreatePresentationTables1733000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE extraction_cache (
        content_sha256 char(64) NOT NULL,
        version int NOT NULL,
        kind text NOT NULL,
        text_tokens int NOT NULL CHECK (text_tokens >= 0),
        source jsonb,
        failure text,
        without_speech boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        used_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (content_sha256, version),
        CHECK ((source IS NULL) <> (failure IS NULL))
      )`);
    await queryRunner.query(`
      CREATE TABLE blob_digests (
        blob_key text PRIMARY KEY,
        sha256 char(64) NOT NULL,
        size bigint NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE generation_jobs (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        title text NOT NULL,
        template_id uuid NOT NULL,
        file_ids jsonb NOT NULL,
        token_count int NOT NULL CHECK (token_count >= 0),
        cost_hundredths int NOT NULL CHECK (cost_hundredths >= 0),
        state text NOT NULL CHECK (state IN ('queued', 'active', 'completed', 'failed')),
        stage text NOT NULL,
        percent int NOT NULL DEFAULT 0 CHECK (percent BETWEEN 0 AND 100),
        message text,
        failure_code text,
        deck_file_id uuid,
        attempts int NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE INDEX generation_jobs_user ON generation_jobs (user_id, created_at DESC)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['generation_jobs', 'blob_digests', 'extraction_cache'])
      await queryRunner.query(`DROP TABLE ${table}`);
  }
}
