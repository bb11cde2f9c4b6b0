import type { MigrationInterface, QueryRunner } from 'typeorm';
import {
  DEACTIVATION_REASONS,
  FAQ,
  NEWS,
  SUPPORTED_FILES,
  TEMPLATE_CATEGORIES,
} from './reference-data.seed';

export class SeedReferenceData1732000000001 implements MigrationInterface {
  name = 'SeedReferenceData1732000000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [index, name] of TEMPLATE_CATEGORIES.entries()) {
      await queryRunner.query(
        'INSERT INTO template_categories (id, category_name) VALUES ($1, $2)',
        [index + 1, name],
      );
    }
    for (const [index, reason] of DEACTIVATION_REASONS.entries()) {
      await queryRunner.query('INSERT INTO deactivation_reasons (id, reason) VALUES ($1, $2)', [
        index + 1,
        reason,
      ]);
    }
    for (const [index, [extension, category, type, mime]] of SUPPORTED_FILES.entries()) {
      await queryRunner.query(
        'INSERT INTO supported_files (extension, category, type, mime, position) VALUES ($1, $2, $3, $4, $5)',
        [extension, category, type, mime, index + 1],
      );
    }
    for (const [index, [question, answer]] of FAQ.entries()) {
      await queryRunner.query('INSERT INTO faq_items (id, question, answer) VALUES ($1, $2, $3)', [
        index + 1,
        question,
        answer,
      ]);
    }
    for (const [index, [date, text]] of NEWS.entries()) {
      await queryRunner.query('INSERT INTO news_items (id, date, text) VALUES ($1, $2, $3)', [
        index + 1,
        date,
        text,
      ]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'news_items',
      'faq_items',
      'supported_files',
      'deactivation_reasons',
      'template_categories',
    ]) {
      await queryRunner.query(`DELETE FROM ${table}`);
    }
  }
}
