import { DEFAULT_MAX_UPLOAD_MB } from '@deckforge/proto';
import { z } from 'zod';
import { envInt } from './env';

/** Variables every app reads. Apps extend these schemas with their own. */
export const loggingEnv = z.object({
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where runtime files (blobs, mail outbox) go; default `var/` at the repository root. */
  VAR_DIR: z.string().optional(),
});

export const brokerEnv = z.object({
  RABBITMQ_URL: z.string().url(),
  /** Prefix of every exchange and queue name, so environments and test runs never mix. */
  RMQ_PREFIX: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]*$/)
    .default('deckforge'),
  /** How long a caller waits for an answer before giving up with 504. */
  RPC_TIMEOUT_MS: envInt(5000),
  /** Messages a service instance works on at once. */
  RMQ_PREFETCH: envInt(20),
  RMQ_RECONNECT_SECONDS: envInt(2),
  /** Set in tests so that queues of finished runs disappear; 0 keeps queues forever. */
  RMQ_QUEUE_EXPIRES_MS: envInt(0),
  /** Attempts for a failing event before it is parked in the dead-letter queue. */
  EVENT_MAX_ATTEMPTS: envInt(8),
  EVENT_RETRY_DELAY_MS: envInt(5000),
});

export const databaseEnv = z.object({
  DATABASE_URL: z.string().url(),
  DB_POOL_SIZE: envInt(10),
});

/**
 * Largest file a person may upload, in MB (MiB): storage enforces it, the gateway tells the SPA
 * (GET /api/v1/config), so both read the same variable.
 */
export const uploadLimitEnv = z.object({
  MAX_UPLOAD_MB: z.coerce.number().int().min(1).default(DEFAULT_MAX_UPLOAD_MB),
});

/** Services answer health and metrics on a small HTTP port of their own (for probes). */
export const serviceHttpEnv = z.object({
  HOST: z.string().default('127.0.0.1'),
  HEALTH_PORT: envInt(0),
});

export const serviceEnv = loggingEnv
  .extend(brokerEnv.shape)
  .extend(databaseEnv.shape)
  .extend(serviceHttpEnv.shape);
export type ServiceEnv = z.output<typeof serviceEnv>;
export type BrokerEnv = z.output<typeof brokerEnv>;
