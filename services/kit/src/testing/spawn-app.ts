import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';

export interface SpawnedApp {
  process: ChildProcess;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  /** SIGTERM (or the given signal) and wait for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * The built preload that ends an app with the process that started it (the same path from
 * `src/testing` under Jest and from `dist/testing`): apps run built, so the kit is built too.
 */
const EXIT_WITH_PARENT = join(__dirname, '..', '..', 'dist', 'process', 'exit-with-parent.js');

/**
 * Runs an app's built entry point as a real process (what production runs), optionally waiting
 * until `readyUrl` answers 200. The app dies with the process that started it, however that
 * one ends (process/exit-with-parent.ts), so a killed test run leaves no app behind.
 */
export async function spawnApp(
  entry: string,
  env: Record<string, string>,
  options: { readyUrl?: string; timeoutMs?: number; args?: string[] } = {},
): Promise<SpawnedApp> {
  const child = spawn(
    process.execPath,
    ['--require', EXIT_WITH_PARENT, entry, ...(options.args ?? [])],
    { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const app: SpawnedApp = {
    process: child,
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  if (options.readyUrl) await waitUntilReady(app, options.readyUrl, options.timeoutMs ?? 30_000);
  return app;
}

async function waitUntilReady(app: SpawnedApp, url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  // What the app last answered: its readiness checks say which dependency held it up.
  let lastAnswer = 'no answer (not listening)';
  void app.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined)
      throw new Error(`${url} exited with ${exitCode} before it was ready:\n${app.output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
      lastAnswer = `${response.status} ${await response.text()}`;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await app.stop('SIGKILL');
  throw new Error(
    `${url} was not ready within ${timeoutMs} ms; last answer: ${lastAnswer}\n${app.output()}`,
  );
}
