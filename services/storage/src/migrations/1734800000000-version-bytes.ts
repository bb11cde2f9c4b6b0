import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a version stores besides its deck and PDF (its slide images, and a copied project's own
 * pictures), so that the quota counts every byte an edit causes (docs/decisions.md, "Edited
 * decks count against the quota"). Versions from before count their deck and PDF only.
 */
export class VersionBytes1734800000000 implements MigrationInterface {
  name = 'VersionBytes1734800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE project_versions
        ADD COLUMN extra_bytes bigint NOT NULL DEFAULT 0 CHECK (extra_bytes >= 0)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE project_versions DROP COLUMN extra_bytes`);
  }
}
