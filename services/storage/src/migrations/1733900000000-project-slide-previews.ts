import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A project's slide images and PDF, rendered by the presentation worker (Projects preview). */
export class ProjectSlidePreviews1733900000000 implements MigrationInterface {
  name = 'ProjectSlidePreviews1733900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE stored_files
        ADD COLUMN slide_preview_keys text[] NOT NULL DEFAULT '{}',
        ADD COLUMN pdf_key text,
        ADD COLUMN pdf_size bigint CHECK (pdf_size >= 0),
        ADD CONSTRAINT stored_files_pdf_sized CHECK ((pdf_key IS NULL) = (pdf_size IS NULL))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE stored_files
        DROP CONSTRAINT stored_files_pdf_sized,
        DROP COLUMN pdf_size,
        DROP COLUMN pdf_key,
        DROP COLUMN slide_preview_keys`);
  }
}
