import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { ServiceEnv } from '../config/common-env';
import { prepareDatabase } from './prepare-database';

export interface DatabaseDefinition {
  /** PostgreSQL schema owned by the service; nobody else reads it. */
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: Function[];
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: Function[];
}

/**
 * Connection options for one service. `search_path` is the service schema so raw SQL in
 * migrations and repositories never needs to qualify table names. Never `synchronize`:
 * the schema changes only through migrations.
 */
export function dataSourceOptions(
  env: Pick<ServiceEnv, 'DATABASE_URL' | 'DB_POOL_SIZE'>,
  definition: DatabaseDefinition,
): DataSourceOptions {
  return {
    type: 'postgres',
    url: env.DATABASE_URL,
    schema: definition.schema,
    entities: definition.entities,
    migrations: definition.migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    applicationName: `deckforge-${definition.schema}`,
    extra: { max: env.DB_POOL_SIZE, options: `-c search_path="${definition.schema}"` },
  };
}

/** TypeORM for a service: connected, schema created and migrated before the app starts. */
@Module({})
export class DatabaseModule {
  static forRoot(env: ServiceEnv, definition: DatabaseDefinition): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => dataSourceOptions(env, definition),
          dataSourceFactory: async (options) => {
            const dataSource = await new DataSource(options!).initialize();
            await prepareDatabase(dataSource, definition.schema);
            return dataSource;
          },
        }),
      ],
    };
  }
}
