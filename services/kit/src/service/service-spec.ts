import type { DynamicModule, Type } from '@nestjs/common';
import type { ServiceName } from '@deckforge/proto';
import type { DatabaseDefinition } from '../database/database.module';
import type { serviceEnv } from '../config/common-env';

/** Everything that distinguishes one service from another; the bootstrap does the rest. */
export interface ServiceSpec<S extends typeof serviceEnv = typeof serviceEnv> {
  name: ServiceName;
  /** The service's environment schema: `serviceEnv.extend({...})`. */
  configSchema: S;
  entities: DatabaseDefinition['entities'];
  migrations: DatabaseDefinition['migrations'];
  /** Feature modules; they may inject APP_CONFIG. */
  imports: Array<Type | DynamicModule>;
  /** Adds the transactional outbox (entity, migration, `Outbox` provider). */
  publishesEvents?: boolean;
  /**
   * The service keeps data of users: adds the closed-accounts table and `ClosedAccounts`, so it
   * can refuse every write of a deactivated user.
   */
  keepsUserData?: boolean;
}
