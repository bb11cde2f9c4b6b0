import { ClosedAccount } from '../accounts/closed-account.entity';
import { CreateClosedAccounts1734000000000 } from '../accounts/create-closed-accounts.migration';
import type { DatabaseDefinition } from '../database/database.module';
import { CreateOutbox1700000000000 } from '../outbox/create-outbox.migration';
import { OutboxMessage } from '../outbox/outbox-message.entity';
import type { ServiceSpec } from './service-spec';

/**
 * The entities and migrations a service's schema holds: the outbox when it publishes events,
 * the closed accounts when it keeps user data.
 */
export function schemaDefinition(spec: ServiceSpec): DatabaseDefinition {
  return {
    schema: spec.name,
    entities: [
      ...spec.entities,
      ...(spec.publishesEvents ? [OutboxMessage] : []),
      ...(spec.keepsUserData ? [ClosedAccount] : []),
    ],
    migrations: [
      ...(spec.publishesEvents ? [CreateOutbox1700000000000] : []),
      ...spec.migrations,
      ...(spec.keepsUserData ? [CreateClosedAccounts1734000000000] : []),
    ],
  };
}
