import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateFileLibrary1733000000000 implements MigrationInterface {
  name = 'CreateFileLibrary1733000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE stored_files (
        id uuid PRIMARY KEY,
        owner_id uuid,
        source text NOT NULL CHECK (source IN ('system', 'user')),
        folder text NOT NULL CHECK (folder IN ('media', 'templates', 'projects')),
        name text NOT NULL,
        extension text NOT NULL,
        mime text NOT NULL,
        size bigint NOT NULL CHECK (size >= 0),
        sha256 text NOT NULL,
        blob_key text NOT NULL UNIQUE,
        template_category text,
        preview_status text NOT NULL DEFAULT 'none'
          CHECK (preview_status IN ('none', 'pending', 'ready', 'failed')),
        preview_key text,
        preview_size bigint,
        preview_sha256 text,
        preview_attempts int NOT NULL DEFAULT 0,
        preview_claimed_at timestamptz,
        extra_blob_keys text[] NOT NULL DEFAULT '{}',
        job_id uuid UNIQUE,
        system_slug text UNIQUE,
        uploaded_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((source = 'system') = (owner_id IS NULL)),
        CHECK ((source = 'system') = (system_slug IS NOT NULL))
      )`);
    await queryRunner.query(
      'CREATE INDEX stored_files_owner ON stored_files (owner_id, uploaded_at DESC)',
    );
    await queryRunner.query(
      "CREATE INDEX stored_files_previews_due ON stored_files (uploaded_at) WHERE preview_status = 'pending'",
    );
    await queryRunner.query(`
      CREATE TABLE pending_uploads (
        id uuid PRIMARY KEY,
        owner_id uuid NOT NULL,
        folder text NOT NULL,
        name text NOT NULL,
        extension text NOT NULL,
        mime text NOT NULL,
        blob_key text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX pending_uploads_owner ON pending_uploads (owner_id)');
    await queryRunner.query('CREATE INDEX pending_uploads_age ON pending_uploads (created_at)');
    await queryRunner.query(`
      CREATE TABLE orphan_blobs (
        blob_key text PRIMARY KEY,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE orphan_blobs');
    await queryRunner.query('DROP TABLE pending_uploads');
    await queryRunner.query('DROP TABLE stored_files');
  }
}
