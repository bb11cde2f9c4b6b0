import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The repository root: the nearest directory above this file whose package.json declares the
 * workspaces. Runtime files live under `<root>/var` whatever the process's working directory.
 */
export function repositoryRoot(from = __dirname): string | undefined {
  let dir = resolve(from);
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown };
      if (pkg.workspaces) return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** `VAR_DIR` when set (containers), else `<repository root>/var`, else `./var`. */
export function varDirectory(configured?: string): string {
  if (configured) return resolve(configured);
  return join(repositoryRoot() ?? process.cwd(), 'var');
}
