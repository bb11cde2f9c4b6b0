import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A project's plan and versions (the browser editor): every rendering of a deck — generated,
 * edited, switched to another template, restored — is a version with its plan and its own
 * blobs; the file row points at the current one. Versions go with their project (cascade).
 */
export class ProjectVersions1734190000000 implements MigrationInterface {
  name = 'ProjectVersions1734190000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE stored_files
        ADD COLUMN current_version int CHECK (current_version >= 1),
        ADD COLUMN slide_count int CHECK (slide_count >= 0)`);
    await queryRunner.query(`
      CREATE TABLE project_versions (
        file_id uuid NOT NULL REFERENCES stored_files (id) ON DELETE CASCADE,
        version int NOT NULL CHECK (version >= 1),
        render_id uuid NOT NULL UNIQUE,
        origin text NOT NULL CHECK (origin IN ('generated', 'edited', 'template', 'restored')),
        restored_from int,
        template_id uuid NOT NULL,
        plan jsonb NOT NULL,
        blob_key text NOT NULL,
        size bigint NOT NULL CHECK (size >= 0),
        sha256 text NOT NULL,
        slide_count int NOT NULL CHECK (slide_count >= 0),
        slide_preview_keys text[] NOT NULL DEFAULT '{}',
        pdf_key text,
        pdf_size bigint CHECK (pdf_size >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (file_id, version),
        CHECK ((pdf_key IS NULL) = (pdf_size IS NULL))
      )`);
    await queryRunner.query('CREATE INDEX project_versions_blob ON project_versions (blob_key)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE project_versions');
    await queryRunner.query(
      'ALTER TABLE stored_files DROP COLUMN slide_count, DROP COLUMN current_version',
    );
  }
}
