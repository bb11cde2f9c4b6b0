import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * The correlation id of the work in progress: set from the HTTP request in the gateway, carried
 * in a RabbitMQ header to every service, read by the logger for every line.
 */
const storage = new AsyncLocalStorage<{ correlationId: string }>();

export const currentCorrelationId = (): string | undefined => storage.getStore()?.correlationId;

export const runWithCorrelationId = <T>(correlationId: string | undefined, work: () => T): T =>
  storage.run({ correlationId: correlationId || randomUUID() }, work);
