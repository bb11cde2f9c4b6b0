import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '@deckforge/kit';
import { Piscina } from 'piscina';
import type { PresentationConfig } from '../../config';
import { compiledPath } from '../../support/compiled-path';
import { UnreadableFile } from '../extraction-failure';
import type { ThreadAnswer, ThreadTask, ThreadValue } from './extraction.thread';

/**
 * A pool of threads that parse untrusted files (piscina). Each task runs under a time limit
 * (the thread is terminated when it is exceeded) and each thread under a heap limit (the thread
 * dies, the pool replaces it); both end as an UnreadableFile for that one file, never as a
 * crash of the process.
 */
@Injectable()
export class ExtractionSandbox implements OnApplicationShutdown {
  private readonly pool: Piscina;

  constructor(@Inject(APP_CONFIG) private readonly config: PresentationConfig) {
    this.pool = new Piscina({
      filename: compiledPath(__dirname, 'extraction.thread'),
      minThreads: 0,
      maxThreads: Math.max(1, config.EXTRACT_THREADS),
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: config.EXTRACT_MEMORY_MB },
    });
  }

  async run<T extends ThreadTask>(
    task: T,
    timeoutMs = this.config.EXTRACT_TIMEOUT_MS,
  ): Promise<ThreadValue<T['task']>> {
    let answer: ThreadAnswer<ThreadValue<T['task']>>;
    try {
      answer = await this.pool.run(task, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw asUnreadable(error);
    }
    if (!answer.ok) throw new UnreadableFile(answer.reason, answer.permanent);
    return answer.value;
  }

  async onApplicationShutdown() {
    await this.pool.destroy();
  }
}

function asUnreadable(error: unknown): Error {
  const code = (error as { code?: string }).code;
  const name = (error as { name?: string }).name;
  if (name === 'AbortError' || name === 'TimeoutError')
    return new UnreadableFile('it took too long to read', false);
  if (code === 'ERR_WORKER_OUT_OF_MEMORY' || /out of memory|heap/i.test(String(error)))
    return new UnreadableFile('it needs too much memory to read');
  return error instanceof Error ? error : new Error(String(error));
}
