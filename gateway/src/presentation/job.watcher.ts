import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, ServiceClient } from '@deckforge/kit';
import { PresentationRpc, type JobProgress } from '@deckforge/proto';
import type { GatewayConfig } from '../config';

const finished = (progress: JobProgress) =>
  progress.state === 'completed' || progress.state === 'failed';

/**
 * Follows a generation job for a waiting client: asks the presentation service for the job's
 * progress every PPT_POLL_MS and yields each change, ending with the completed or failed state,
 * when the client goes away (`signal`), or after PPT_WAIT_MS (then the last state seen).
 */
@Injectable()
export class JobWatcher {
  constructor(
    private readonly client: ServiceClient,
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async *watch(userId: string, jobId: string, signal: AbortSignal): AsyncGenerator<JobProgress> {
    const deadline = Date.now() + this.config.PPT_WAIT_MS;
    let last = '';
    while (!signal.aborted) {
      const progress = await this.client.send(PresentationRpc.job, { userId, jobId });
      const seen = `${progress.state}:${progress.stage}:${progress.percent}`;
      if (seen !== last) {
        last = seen;
        yield progress;
      }
      if (finished(progress) || Date.now() >= deadline) return;
      await pause(this.config.PPT_POLL_MS, signal);
    }
  }

  /** The job's last state: finished, or still running when the wait ran out; undefined if the client left. */
  async outcome(
    userId: string,
    jobId: string,
    signal: AbortSignal,
  ): Promise<JobProgress | undefined> {
    let last: JobProgress | undefined;
    for await (const progress of this.watch(userId, jobId, signal)) last = progress;
    return signal.aborted ? undefined : last;
  }
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}
