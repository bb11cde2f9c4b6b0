import { Injectable } from '@nestjs/common';

/**
 * Paid generations running in this worker process. While any runs, free work pauses — a free
 * render's deck process is stopped and its slide images wait — so that a paid generation never
 * shares the processor with work nobody paid for (docs/decisions.md, "Free renders never delay
 * paid work"). A lower priority alone was not enough on a busy 2-core machine.
 */
@Injectable()
export class PaidWork {
  private running = 0;
  private waiting: Array<() => void> = [];
  private readonly listeners = new Set<(active: boolean) => void>();

  get active(): boolean {
    return this.running > 0;
  }

  /** Runs one paid generation's attempt. */
  async during<T>(work: () => Promise<T>): Promise<T> {
    if (this.running++ === 0) this.tell(true);
    try {
      return await work();
    } finally {
      if (--this.running === 0) {
        this.tell(false);
        const waiting = this.waiting;
        this.waiting = [];
        waiting.forEach((resume) => resume());
      }
    }
  }

  /** Settles once no paid generation runs. */
  idle(): Promise<void> {
    return this.running === 0
      ? Promise.resolve()
      : new Promise((resume) => this.waiting.push(resume));
  }

  /** Hears when paid work starts (true) and when the last of it ends (false); answers an unsubscribe. */
  onChange(listener: (active: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private tell(active: boolean): void {
    for (const listener of this.listeners) listener(active);
  }
}
