import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, AppError } from '@deckforge/kit';
import { type DeckPlan, EditingMessages, ErrorCode } from '@deckforge/proto';
import workerpool from 'workerpool';
import type { PresentationConfig } from '../config';
import type { AssetPaths } from '../engine/draw';
import { compiledPath } from '../support/compiled-path';
import { PaidWork } from '../support/paid-work';
import { unusable } from './template-files.reader';
import type { RenderAnswer, RenderTask } from './render.process';

/** Nice 10: a paid generation competing for a core gets about nine tenths of it. */
const RENDER_NICENESS = 10;

/** What a free render's process drew: the deck is at `deckPath`. */
export interface SandboxedDeck {
  deckPath: string;
  slideCount: number;
  plan: DeckPlan;
}

/**
 * Draws the decks of free renders in processes of their own (workerpool), RENDER_CONCURRENCY
 * at a time, never on the worker's own event loop: a large edited plan takes seconds of
 * processor time, which would otherwise hold up every paid generation the worker runs
 * (docs/decisions.md, "Free renders never delay paid work"). Each process runs at a lower CPU
 * priority and under RENDER_MEMORY_MB of heap; a render past its time is killed with its process.
 */
@Injectable()
export class RenderSandbox implements OnApplicationShutdown {
  private readonly pool: ReturnType<typeof workerpool.pool>;

  constructor(
    @Inject(APP_CONFIG) config: PresentationConfig,
    private readonly paid: PaidWork,
  ) {
    this.pool = workerpool.pool(compiledPath(__dirname, 'render.process'), {
      workerType: 'process',
      minWorkers: 0,
      maxWorkers: Math.max(1, config.RENDER_CONCURRENCY),
      // Started under `nice`, so that every thread of it (V8's collector too) yields.
      forkOpts: {
        execPath: 'nice',
        execArgv: [
          '-n',
          String(RENDER_NICENESS),
          process.execPath,
          `--max-old-space-size=${config.RENDER_MEMORY_MB}`,
        ],
      },
      workerTerminateTimeout: 1000,
    });
  }

  /** Draws `plan` into the template in `workdir`; refuses a template the renderer cannot use. */
  async render(
    plan: DeckPlan,
    template: { name: string; bytes: Buffer },
    assets: AssetPaths,
    workdir: string,
    timeoutMs: number,
  ): Promise<SandboxedDeck> {
    const task: RenderTask = {
      plan,
      templatePath: join(workdir, 'template.pptx'),
      assets: [...assets],
      outPath: join(workdir, 'deck.pptx'),
    };
    await writeFile(task.templatePath, template.bytes);
    const deadline = Date.now() + timeoutMs;
    // Stopped while a paid generation runs in this worker, continued after (its time runs on).
    let pid: number | undefined;
    const pause = (paused: boolean) => pid && signal(pid, paused ? 'SIGSTOP' : 'SIGCONT');
    const unsubscribe = this.paid.onChange(pause);
    let answer: RenderAnswer;
    try {
      await this.paid.idle();
      answer = await this.pool
        .exec('render', [task], {
          on: (event: { pid: number }) => {
            pid = event.pid;
            if (this.paid.active) pause(true);
          },
        })
        .timeout(Math.max(1, deadline - Date.now()));
    } catch (error) {
      throw renderFailure(error);
    } finally {
      unsubscribe();
      if (pid) signal(pid, 'SIGCONT');
    }
    if (!answer.ok) throw unusable(template.name, answer.templateProblem);
    return { deckPath: task.outPath, slideCount: answer.slideCount, plan: answer.plan };
  }

  async onApplicationShutdown() {
    await this.pool.terminate(true);
  }
}

/** Best effort: the process may have ended meanwhile. */
function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Gone already: nothing to stop or continue.
  }
}

/** A render over its time or its heap is refused for good: trying it again costs as much. */
function renderFailure(error: unknown): Error {
  if (error instanceof workerpool.Promise.TimeoutError) return renderTooLong();
  const text = String((error as Error)?.message ?? error);
  if (/terminated unexpectedly/i.test(text) && /SIGABRT|exitCode: 134|out of memory/i.test(text))
    return renderTooLong();
  return error instanceof Error ? error : new Error(text);
}

/** The render ran out of its time (RENDER_TIMEOUT_MS) or its heap. */
export const renderTooLong = () => new AppError(ErrorCode.Timeout, EditingMessages.tooSlow);
