import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The closed-accounts table, in the schema of every service that keeps user data. */
export class CreateClosedAccounts1734000000000 implements MigrationInterface {
  name = 'CreateClosedAccounts1734000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE closed_accounts (
        user_id uuid PRIMARY KEY,
        closed_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE closed_accounts');
  }
}
