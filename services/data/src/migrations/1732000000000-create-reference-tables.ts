import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateReferenceTables1732000000000 implements MigrationInterface {
  name = 'CreateReferenceTables1732000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE template_categories (id int PRIMARY KEY, category_name text NOT NULL UNIQUE)`,
    );
    await queryRunner.query(
      `CREATE TABLE deactivation_reasons (id int PRIMARY KEY, reason text NOT NULL)`,
    );
    await queryRunner.query(`
      CREATE TABLE supported_files (
        extension text PRIMARY KEY CHECK (extension = lower(extension)),
        category text NOT NULL CHECK (category IN ('media', 'templates')),
        type text NOT NULL,
        mime text NOT NULL,
        position int NOT NULL
      )`);
    await queryRunner.query(
      `CREATE TABLE faq_items (id int PRIMARY KEY, question text NOT NULL, answer text NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE TABLE news_items (id int PRIMARY KEY, date date NOT NULL, text text NOT NULL)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'news_items',
      'faq_items',
      'supported_files',
      'deactivation_reasons',
      'template_categories',
    ]) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
  }
}
