import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '@deckforge/kit';
import workerpool from 'workerpool';
import type { PresentationConfig } from '../../../config';
import { compiledPath } from '../../../support/compiled-path';
import { UnreadableFile } from '../extraction-failure';
import type { ThreadAnswer, ThreadTask, ThreadValue } from './extraction.process';

/**
 * A pool of worker processes (workerpool) that parse untrusted files. Each task runs under a
 * time limit (its process is killed when it is exceeded) and each process under a heap limit
 * (it dies, the pool starts another); both end as an UnreadableFile for that one file, never
 * as a crash of the service. Processes, not threads: a V8 heap exhausted in a worker thread
 * can abort the whole process.
 */
@Injectable()
export class ExtractionSandbox implements OnApplicationShutdown {
  private readonly pool: ReturnType<typeof workerpool.pool>;

  constructor(@Inject(APP_CONFIG) private readonly config: PresentationConfig) {
    this.pool = workerpool.pool(compiledPath(__dirname, 'extraction.process'), {
      workerType: 'process',
      minWorkers: 0,
      maxWorkers: Math.max(1, config.EXTRACT_WORKERS),
      forkOpts: { execArgv: [`--max-old-space-size=${config.EXTRACT_MEMORY_MB}`] },
      workerTerminateTimeout: 1000,
    });
  }

  async run<T extends ThreadTask>(
    task: T,
    timeoutMs = this.config.EXTRACT_TIMEOUT_MS,
  ): Promise<ThreadValue<T['task']>> {
    let answer: ThreadAnswer<ThreadValue<T['task']>>;
    try {
      answer = await this.pool.exec('run', [task]).timeout(timeoutMs);
    } catch (error) {
      throw asUnreadable(error);
    }
    if (!answer.ok) throw new UnreadableFile(answer.reason, answer.permanent);
    return answer.value;
  }

  async onApplicationShutdown() {
    await this.pool.terminate(true);
  }
}

function asUnreadable(error: unknown): Error {
  if (error instanceof workerpool.Promise.TimeoutError)
    return new UnreadableFile('it took too long to read', false);
  const text = String((error as Error)?.message ?? error);
  if (/terminated unexpectedly/i.test(text))
    return new UnreadableFile(
      /SIGABRT|exitCode: 134|out of memory/i.test(text)
        ? 'it needs too much memory to read'
        : 'reading it stopped the reader unexpectedly',
    );
  return error instanceof Error ? error : new Error(text);
}
