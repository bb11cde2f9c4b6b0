import { serviceEnv } from '@deckforge/kit';
import { z } from 'zod';

const positiveInt = (fallback: number, min = 1) =>
  z.coerce.number().int().min(min).default(fallback);

/** The identity service's environment (README, configuration table). */
export const identityConfigSchema = serviceEnv.extend({
  /** Signs the access tokens the gateway verifies (same value there); also keys code hashes. */
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }),
  /** The address people open; mail links point there. */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  ACCESS_TOKEN_TTL_SECONDS: positiveInt(900, 30),
  REFRESH_TOKEN_TTL_DAYS: positiveInt(30),
  /**
   * A rotated refresh token presented again within this many seconds is treated as a second
   * tab refreshing at the same moment (it gets a new token), not as theft; 0 turns this off.
   */
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
  /** argon2id cost (docs/benchmarks.md, bench/auth): OWASP's 19 MiB, 2 passes, 1 lane. */
  ARGON2_MEMORY_KIB: positiveInt(19_456, 8_192),
  ARGON2_TIME_COST: positiveInt(2),
  ARGON2_PARALLELISM: positiveInt(1),
  /** Sender of every message. */
  MAIL_FROM: z.string().min(3).default('Deckforge <no-reply@deckforge.local>'),
  /** smtp(s)://user:password@host:port; without it mail is written to <VAR_DIR>/mail/. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' })
    .optional(),
  /** Where contact-form messages are sent. */
  SUPPORT_EMAIL: z.email().default('support@deckforge.local'),
  /** Google sign-in; without it Google log-in answers "Google sign-in is not configured". */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  /** Google's public keys for ID tokens (PEM certificates by key id). */
  GOOGLE_CERTS_URL: z.url().default('https://www.googleapis.com/oauth2/v1/certs'),
  /** Per-account attempt budgets and the access-token "not before" times (shared with the gateway). */
  REDIS_URL: z.url(),
  REDIS_PREFIX: z.string().default('deckforge'),
  /**
   * Failed password and code attempts an account (an e-mail address, existing or not) may have
   * in a day, whatever the client's address; then sign-in needs an e-mailed code
   * (docs/decisions.md, "Guessing passwords and codes").
   */
  FAILED_ATTEMPTS_PER_DAY: positiveInt(20),
  /** Codes mailed to one account per hour (each of the two kinds, see the same section). */
  CODES_PER_HOUR: positiveInt(5),
});

export type IdentityConfig = z.output<typeof identityConfigSchema>;
