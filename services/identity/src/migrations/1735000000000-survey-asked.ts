import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When the feedback survey was first shown to a person: it is asked once per person, on any
 * browser (issue 30), so the account remembers it, not the browser.
 */
export class SurveyAsked1735000000000 implements MigrationInterface {
  name = 'SurveyAsked1735000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE users ADD COLUMN survey_asked_at timestamptz');
    // Who already sent the survey was asked.
    await queryRunner.query(
      'UPDATE users SET survey_asked_at = survey_sent_at WHERE survey_sent_at IS NOT NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE users DROP COLUMN survey_asked_at');
  }
}
