import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Codes that confirm a sign-in and a password change or deactivation (security codes). */
export class MoreCodePurposes1734000000001 implements MigrationInterface {
  name = 'MoreCodePurposes1734000000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE verification_codes DROP CONSTRAINT verification_codes_purpose_check',
    );
    await queryRunner.query(`
      ALTER TABLE verification_codes ADD CONSTRAINT verification_codes_purpose_check
        CHECK (purpose IN ('email-verification', 'password-reset', 'sign-in', 'account-change'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM verification_codes WHERE purpose IN ('sign-in', 'account-change')`,
    );
    await queryRunner.query(
      'ALTER TABLE verification_codes DROP CONSTRAINT verification_codes_purpose_check',
    );
    await queryRunner.query(`
      ALTER TABLE verification_codes ADD CONSTRAINT verification_codes_purpose_check
        CHECK (purpose IN ('email-verification', 'password-reset'))`);
  }
}
