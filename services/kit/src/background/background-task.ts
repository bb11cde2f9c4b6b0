import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { PeriodicTask, type PeriodicTaskOptions } from './periodic-task';

/**
 * A provider whose work is a `PeriodicTask` tied to the Nest lifecycle: started once the app has
 * booted, stopped (waiting for the pass in flight) when it shuts down. Sweepers and the outbox
 * relay extend it so that none of them repeats the wiring; a subclass says what one pass does.
 */
export abstract class BackgroundTask<T = void>
  implements OnApplicationBootstrap, OnApplicationShutdown
{
  protected readonly task: PeriodicTask<T>;

  protected constructor(options: Omit<PeriodicTaskOptions<T>, 'run'>) {
    this.task = new PeriodicTask({ ...options, run: () => this.runPass() });
  }

  /** One pass; never called while the previous one is still running. */
  protected abstract runPass(): Promise<T>;

  onApplicationBootstrap() {
    this.task.start();
  }

  onApplicationShutdown() {
    return this.task.stop();
  }
}
