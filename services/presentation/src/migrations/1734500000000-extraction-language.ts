import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A recording's reading depends on the language it is said to be in (the transcript, or why
 * there is none): the extraction cache keeps one entry per spoken language for media, '' for
 * everything else (docs/decisions.md, "Spoken language").
 */
export class ExtractionLanguage1734500000000 implements MigrationInterface {
  name = 'ExtractionLanguage1734500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE extraction_cache
        ADD COLUMN language text NOT NULL DEFAULT '',
        DROP CONSTRAINT extraction_cache_pkey,
        ADD PRIMARY KEY (content_sha256, version, language)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM extraction_cache WHERE language <> ''`);
    await queryRunner.query(`
      ALTER TABLE extraction_cache
        DROP CONSTRAINT extraction_cache_pkey,
        DROP COLUMN language,
        ADD PRIMARY KEY (content_sha256, version)`);
  }
}
