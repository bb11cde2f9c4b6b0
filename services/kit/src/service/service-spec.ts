import type { DynamicModule, Type } from '@nestjs/common';
import type { ReadinessCheck } from '../health/readiness.service';
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
  /**
   * A worker process of the service (scaled on its own): it takes no RabbitMQ messages, so no
   * consumer is started; it logs and reports itself as `<name>-worker`.
   */
  worker?: boolean;
  /** Readiness checks beyond the database and the broker, and the modules their dependencies come from. */
  readiness?: { checks: Type<ReadinessCheck>[]; imports: Array<Type | DynamicModule> };
}
