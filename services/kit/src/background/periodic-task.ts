import { Logger } from '@nestjs/common';

export interface PeriodicTaskOptions<T> {
  /** Shown in logs ("Outbox relay failed: ..."). */
  name: string;
  everyMs: number;
  /** One pass. A rejection is logged and the next tick tries again. */
  run: () => Promise<T>;
  /** What a failed pass logs; a warning naming the task by default. */
  onError?: (error: unknown) => void;
}

/**
 * The one way a service runs work in the background: every `everyMs` while started, one pass at
 * a time per process (a tick or `runNow()` during a pass joins that pass instead of starting a
 * second), on an unref'd timer so it never keeps a process alive, and `stop()` waits for the pass
 * in flight, so a shutdown never cuts a pass in half (docs/decisions.md, "Background tasks").
 * A Nest provider gets one by extending `BackgroundTask`, which starts it once the app has booted
 * and stops it at shutdown.
 */
export class PeriodicTask<T = void> {
  private readonly logger: Logger;
  private timer?: NodeJS.Timeout;
  private running?: Promise<T | undefined>;
  private stopped = false;

  constructor(private readonly options: PeriodicTaskOptions<T>) {
    this.logger = new Logger(options.name);
  }

  /** True once `stop()` was called: a long pass may check it to end early. */
  get isStopped(): boolean {
    return this.stopped;
  }

  start(): void {
    if (this.stopped || this.timer) return;
    this.timer = setInterval(() => void this.runNow(), this.options.everyMs);
    this.timer.unref();
  }

  /**
   * A pass now, or the one already running; resolves with its result, or undefined when it
   * failed or the task is stopped.
   */
  runNow(): Promise<T | undefined> {
    if (this.stopped) return Promise.resolve(undefined);
    this.running ??= this.options
      .run()
      .catch((error: unknown) => {
        if (this.options.onError) this.options.onError(error);
        else this.logger.warn(`${this.options.name} failed: ${String(error)}`);
        return undefined;
      })
      .finally(() => (this.running = undefined));
    return this.running;
  }

  /** No more passes; resolves once the pass in flight (if any) has ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
