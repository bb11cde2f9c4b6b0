import type { DatabaseDefinition } from '../database/database.module';
import { CreateOutbox1700000000000 } from '../outbox/create-outbox.migration';
import { OutboxMessage } from '../outbox/outbox-message.entity';
import type { ServiceSpec } from './service-spec';

/** The entities and migrations a service's schema holds, outbox included when it publishes events. */
export function schemaDefinition(spec: ServiceSpec): DatabaseDefinition {
  return {
    schema: spec.name,
    entities: [...spec.entities, ...(spec.publishesEvents ? [OutboxMessage] : [])],
    migrations: [...(spec.publishesEvents ? [CreateOutbox1700000000000] : []), ...spec.migrations],
  };
}
