import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The environment `npm start` gives the apps: `.env` at the repository root if there is one,
 * the shell's variables over it, and development defaults for the rest. The JWT secret is made
 * once and kept in var/ so sessions survive restarts.
 */
export function developmentEnv(root) {
  const dotenv = join(root, '.env');
  if (existsSync(dotenv)) process.loadEnvFile(dotenv);
  const varDir = join(root, 'var');
  mkdirSync(varDir, { recursive: true });
  const secretFile = join(varDir, 'dev-jwt-secret');
  if (!existsSync(secretFile))
    writeFileSync(secretFile, randomBytes(32).toString('hex'), { mode: 0o600 });
  const port = process.env.PORT ?? '3000';
  return {
    DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/deckforge',
    RABBITMQ_URL: 'amqp://guest:guest@127.0.0.1:5672',
    REDIS_URL: 'redis://127.0.0.1:6379',
    JWT_SECRET: readFileSync(secretFile, 'utf8').trim(),
    PUBLIC_URL: `http://localhost:${port}`,
    PORT: port,
    ...process.env,
  };
}
