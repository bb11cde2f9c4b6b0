import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The processes that make up Deckforge, in start order (deploy/apps.json is the one list). */
export const APPS = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'deploy', 'apps.json'), 'utf8'),
).apps.map((app) => ({ ...app, entry: `${app.dir}/${app.entry}` }));
