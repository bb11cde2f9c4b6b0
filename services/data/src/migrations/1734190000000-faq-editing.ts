import type { MigrationInterface, QueryRunner } from 'typeorm';
import { FAQ_EDITING } from './reference-data.seed';

/** The FAQ tells how decks are edited in the browser, and that editing costs no credits. */
export class FaqEditing1734190000000 implements MigrationInterface {
  name = 'FaqEditing1734190000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('UPDATE faq_items SET answer = $2 WHERE question = $1', [
      FAQ_EDITING.question,
      FAQ_EDITING.answer,
    ]);
    await queryRunner.query(
      'INSERT INTO faq_items (id, question, answer) SELECT COALESCE(MAX(id), 0) + 1, $1, $2 FROM faq_items',
      [FAQ_EDITING.creditsQuestion, FAQ_EDITING.creditsAnswer],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DELETE FROM faq_items WHERE question = $1', [
      FAQ_EDITING.creditsQuestion,
    ]);
  }
}
