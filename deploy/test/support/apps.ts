import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';

export const root = join(__dirname, '..', '..', '..');

export interface AppEntry {
  name: string;
  package: string;
  dir: string;
  entry: string;
  /** Name of the zod schema exported by `<dir>/src/config.ts`. */
  config: string;
  kind: 'service' | 'gateway' | 'worker';
  /** Dockerfile stage the image is built from: `office` adds LibreOffice. */
  target: 'app' | 'office' | 'worker';
}

export const apps: AppEntry[] = JSON.parse(
  readFileSync(join(root, 'deploy', 'apps.json'), 'utf8'),
).apps;

/**
 * The zod schema an app reads its environment with, from its sources (Jest compiles them), so
 * that the checks follow the code without a build.
 */
export function configSchema(app: Pick<AppEntry, 'dir' | 'config'>): z.ZodObject {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const schema = require(join(root, app.dir, 'src', 'config.ts'))[app.config] as z.ZodObject;
  if (!schema) throw new Error(`${app.dir}/src/config.ts does not export ${app.config}`);
  return schema;
}

/**
 * The environment variables an app cannot start without: those its config schema rejects when
 * absent (no default).
 */
export function requiredVariables(app: AppEntry): string[] {
  const schema = configSchema(app);
  return Object.entries(schema.shape)
    .filter(([, field]) => !(field as z.ZodType).safeParse(undefined).success)
    .map(([name]) => name);
}
