import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The outbox table, created in the schema of every service that publishes events. */
export class CreateOutbox1700000000000 implements MigrationInterface {
  name = 'CreateOutbox1700000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        event text NOT NULL,
        payload jsonb NOT NULL,
        correlation_id text,
        created_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz,
        attempts int NOT NULL DEFAULT 0
      )`);
    await queryRunner.query(
      'CREATE INDEX outbox_unpublished ON outbox (created_at) WHERE published_at IS NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE outbox');
  }
}
