import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the generator will make of a template (its layouts per kind of slide, what is missing,
 * whether it has room for text), worked out by the presentation service when the template is
 * uploaded or registered. Null: not analysed (presentation did not answer in time).
 */
export class TemplateReports1734600000000 implements MigrationInterface {
  name = 'TemplateReports1734600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE stored_files ADD COLUMN template_report jsonb');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE stored_files DROP COLUMN template_report');
  }
}
