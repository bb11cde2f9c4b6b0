import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';

/**
 * The compiled JavaScript file for a module beside the caller. Threads and child processes
 * need JavaScript: in production the caller itself is compiled (`dist/...js`); under Jest it is
 * TypeScript in `src/`, and the same module is taken from `dist/` (the test target builds first).
 */
export function compiledPath(callerDirectory: string, moduleName: string): string {
  const beside = join(callerDirectory, `${moduleName}.js`);
  if (existsSync(beside)) return beside;
  const marker = `${sep}src${sep}`;
  const index = callerDirectory.lastIndexOf(marker);
  const compiled =
    index >= 0
      ? join(
          callerDirectory.slice(0, index),
          'dist',
          callerDirectory.slice(index + marker.length),
          `${moduleName}.js`,
        )
      : beside;
  if (!existsSync(compiled))
    throw new Error(`${compiled} is missing: build the presentation service first`);
  return compiled;
}
