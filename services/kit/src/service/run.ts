import { ConfigurationError } from '../config/env';
import { tolerateBrokerLoss } from './broker-loss';

const SHUTDOWN_SIGNALS: NodeJS.Signals[] = ['SIGTERM', 'SIGINT'];

/**
 * Process entry for every app: start it, or explain on stderr why it cannot start and exit 1
 * (a configuration error names the variable: `Missing environment variable: NAME`).
 * On SIGTERM/SIGINT the app stops taking work and closes its connections, then the process
 * exits 0; if that takes longer than the grace period it exits 1 regardless. A reply lost with
 * the broker connection does not end the process (see `tolerateBrokerLoss`).
 */
export function runApp(
  start: () => Promise<{ close(): Promise<void> }>,
  graceMs = Number(process.env.SHUTDOWN_GRACE_MS ?? 25_000),
): void {
  process.on('unhandledRejection', (reason) => tolerateBrokerLoss(reason));
  start().then(
    (app) => {
      for (const signal of SHUTDOWN_SIGNALS) {
        process.once(signal, () => {
          setTimeout(() => {
            fatal(`Shutdown took longer than ${graceMs} ms; exiting anyway`);
            process.exit(1);
          }, graceMs).unref();
          app.close().then(
            () => process.exit(0),
            (error: unknown) => {
              fatal(`Shutdown failed: ${describe(error)}`);
              process.exit(1);
            },
          );
        });
      }
    },
    (error: unknown) => {
      fatal(
        error instanceof ConfigurationError ? error.message : `Failed to start: ${describe(error)}`,
      );
      if (!(error instanceof ConfigurationError) && error instanceof Error && error.stack)
        process.stderr.write(`${error.stack}\n`);
      process.exit(1);
    },
  );
}

const fatal = (message: string) =>
  process.stderr.write(
    `${JSON.stringify({ level: 'fatal', message, time: new Date().toISOString() })}\n`,
  );
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
