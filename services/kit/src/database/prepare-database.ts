import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';

const logger = new Logger('Migrations');

/**
 * Creates the service's schema and runs its pending migrations. A PostgreSQL advisory lock keyed
 * by the schema makes concurrent starts (several replicas, a migration Job) take turns instead
 * of racing on the same DDL.
 */
export async function prepareDatabase(dataSource: DataSource, schema: string): Promise<void> {
  const lockRunner = dataSource.createQueryRunner();
  await lockRunner.connect();
  try {
    await lockRunner.query('SELECT pg_advisory_lock(hashtext($1))', [
      `deckforge.migrations.${schema}`,
    ]);
    await lockRunner.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    if (applied.length > 0)
      logger.log(`Applied ${applied.map((m) => m.name).join(', ')} to schema ${schema}`);
  } finally {
    await lockRunner
      .query('SELECT pg_advisory_unlock(hashtext($1))', [`deckforge.migrations.${schema}`])
      .catch(() => undefined);
    await lockRunner.release();
  }
}
