import { z } from 'zod';

/** Raised at start-up when configuration is missing or malformed; the process exits with it. */
export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
}

type Env = Record<string, string | undefined>;

/**
 * Validates the environment against an app's schema. A required variable that is absent fails
 * with `Missing environment variable: NAME` (docs/architecture.md, "Configuration"); a malformed one names the variable
 * and what is wrong with it. Empty strings count as absent so `FOO=` never passes for a value.
 */
export function loadConfig<S extends z.ZodObject>(schema: S, env: Env = process.env): z.output<S> {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = String(issue.path[0] ?? '?');
  if (present[name] === undefined)
    throw new ConfigurationError(`Missing environment variable: ${name}`);
  throw new ConfigurationError(`Invalid environment variable ${name}: ${issue.message}`);
}

/** Parsers for the variable shapes every app uses. */
export const envInt = (fallback: number) => z.coerce.number().int().nonnegative().default(fallback);
export const envBool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1');
export const envList = (fallback: string[]) =>
  z
    .string()
    .default(fallback.join(','))
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    );
