import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { databaseEnv, loggingEnv } from '../config/common-env';
import { loadConfig } from '../config/env';
import { dataSourceOptions } from '../database/database.module';
import { prepareDatabase } from '../database/prepare-database';
import { createRootLogger, KitLogger } from '../logging/logger';
import { createServiceApp } from './create-service-app';
import { runApp } from './run';
import { schemaDefinition } from './schema-definition';
import type { ServiceSpec } from './service-spec';

/**
 * Applies the service's pending migrations and returns: what a deployment's migration Job runs
 * (`node dist/main.js migrate`) before new replicas start.
 */
export async function migrateService(
  spec: ServiceSpec,
  env: Record<string, string | undefined> = process.env,
): Promise<void> {
  // Only the database matters here: a migration Job needs no broker or service settings.
  const config = loadConfig(loggingEnv.extend(databaseEnv.shape), env);
  Logger.overrideLogger(new KitLogger(createRootLogger(spec.name, config.LOG_LEVEL)));
  const dataSource = await new DataSource(
    dataSourceOptions(config, schemaDefinition(spec)),
  ).initialize();
  try {
    await prepareDatabase(dataSource, spec.name);
    new Logger('Migrations').log(`Schema ${spec.name} is up to date`);
  } finally {
    await dataSource.destroy();
  }
}

/** A service's `main.ts`: `migrate` as the first argument migrates and exits; otherwise it serves. */
export function runService(spec: ServiceSpec): void {
  if (process.argv[2] === 'migrate') {
    runApp(async () => {
      await migrateService(spec);
      process.exit(0);
    });
    return;
  }
  runApp(() => createServiceApp(spec));
}
