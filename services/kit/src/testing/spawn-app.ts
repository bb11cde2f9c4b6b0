import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';

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
 * Runs an app's built entry point as a real process (what production runs), optionally waiting
 * until `readyUrl` answers 200.
 */
export async function spawnApp(
  entry: string,
  env: Record<string, string>,
  options: { readyUrl?: string; timeoutMs?: number; args?: string[] } = {},
): Promise<SpawnedApp> {
  const child = spawn(process.execPath, [entry, ...(options.args ?? [])], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
