import { writeFile } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';

/** Linux lets an unprivileged process change a session's niceness once per 100 ms, system-wide. */
const RATE_LIMIT_MS = 110;

/**
 * The niceness of the session (autogroup) a process leads. Linux's autogroup scheduling, on by
 * default in most distributions, shares the processor between sessions first, so a process
 * `detached` into a session of its own gets as much as any other session whatever its own
 * `nice` (measured: a PDF office at nice 10 took a third of two cores beside two slide offices;
 * man 7 sched, "The autogroup feature"). Any value from 0 to 19 may be set without privileges,
 * lowering included. Best effort: a kernel without autogroup has no such file, and a process
 * that ended has nothing to set.
 */
export class SessionNiceness {
  private wanted = 0;
  private applied = 0;
  private applying?: Promise<void>;

  constructor(private readonly pid: number) {}

  /** Sets the session's niceness; settles once it is set (or cannot be). */
  set(niceness: number): Promise<void> {
    this.wanted = niceness;
    this.applying ??= this.apply().finally(() => (this.applying = undefined));
    return this.applying;
  }

  private async apply(): Promise<void> {
    while (this.applied !== this.wanted) {
      const niceness = this.wanted;
      try {
        await writeFile(`/proc/${this.pid}/autogroup`, String(niceness));
        this.applied = niceness;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') return;
        await delay(RATE_LIMIT_MS);
      }
    }
  }
}
