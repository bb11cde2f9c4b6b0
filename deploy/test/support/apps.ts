import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';

export const root = join(__dirname, '..', '..', '..');

export interface AppEntry {
  name: string;
  package: string;
  dir: string;
  entry: string;
  /** Name of the zod schema exported by `<dir>/dist/config.js`. */
  config: string;
  kind: 'service' | 'gateway' | 'worker';
  /** Dockerfile stage the image is built from: `office` adds LibreOffice. */
  target: 'app' | 'office' | 'worker';
}

export const apps: AppEntry[] = JSON.parse(
  readFileSync(join(root, 'deploy', 'apps.json'), 'utf8'),
).apps;

/**
 * The environment variables an app cannot start without: those its config schema rejects when
 * absent (no default). Read from the built app, so the check follows the code.
 */
export function requiredVariables(app: AppEntry): string[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const schema = require(join(root, app.dir, 'dist', 'config.js'))[app.config] as z.ZodObject;
  if (!schema) throw new Error(`${app.dir}/dist/config.js does not export ${app.config}`);
  return Object.entries(schema.shape)
    .filter(([, field]) => !(field as z.ZodType).safeParse(undefined).success)
    .map(([name]) => name);
}
