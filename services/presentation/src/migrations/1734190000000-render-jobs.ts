import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Edits rendered again (the browser editor) are jobs of the same table and queue as
 * generations: `kind` tells them apart; a render job names its project, the version it starts
 * from, whether it replaces the project or makes a new one, and holds the plan until it ends.
 * One pending or finished render per project and starting version: a second save from the same
 * version (another tab) is refused.
 */
export class RenderJobs1734190000000 implements MigrationInterface {
  name = 'RenderJobs1734190000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE generation_jobs
        ADD COLUMN kind text NOT NULL DEFAULT 'generation' CHECK (kind IN ('generation', 'render')),
        ADD COLUMN project_file_id uuid,
        ADD COLUMN base_version int,
        ADD COLUMN mode text CHECK (mode IN ('replace', 'new')),
        ADD COLUMN origin text CHECK (origin IN ('edited', 'template')),
        ADD COLUMN plan jsonb,
        ADD CHECK ((kind = 'render') = (project_file_id IS NOT NULL AND mode IS NOT NULL))`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX generation_jobs_one_render_per_version
        ON generation_jobs (project_file_id, base_version)
        WHERE kind = 'render' AND mode = 'replace' AND state <> 'failed'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX generation_jobs_one_render_per_version');
    await queryRunner.query(`
      ALTER TABLE generation_jobs
        DROP COLUMN plan, DROP COLUMN origin, DROP COLUMN mode, DROP COLUMN base_version,
        DROP COLUMN project_file_id, DROP COLUMN kind`);
  }
}
