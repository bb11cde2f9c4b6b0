import { eventually, officesOf } from '@deckforge/kit/testing';
import { GENERATION_QUEUE } from '@deckforge/proto';
import { Redis } from 'ioredis';
import { APP_HEADERS } from '../support/api-client';
import { settledInconsistencies } from '../support/consistency';
import { figuresRow, type FaultFigures } from '../support/fault-stack';
import type { TestStack } from '../support/stack';
import { pause } from '../support/traffic';
import {
  cookieOf,
  startHardeningStack,
  userWithFile,
  type UserWithFile,
} from '../support/two-users';

// Generations render real decks and workers are killed and restarted: ceilings, not timings.
jest.setTimeout(300_000);

/** A dead worker's job is taken over after JOB_LOCK_MS: short here, so takeovers are quick. */
const WORKER_ENV = { JOB_LOCK_MS: '2000', JOB_BACKOFF_MS: '500' };

describe('the presentation worker killed mid-job', () => {
  let stack: TestStack;
  let redis: Redis;
  const results: FaultFigures[] = [];

  beforeAll(async () => {
    stack = await startHardeningStack(() => WORKER_ENV);
    redis = new Redis(stack.env.REDIS_URL);
  }, 120_000);

  afterAll(async () => {
    console.log(
      `Worker fault figures:\n| fault | generations | completed | failed cleanly | unclean | inconsistencies |\n${results
        .map(figuresRow)
        .join('\n')}`,
    );
    redis?.disconnect();
    await stack?.stop();
  });

  /** Bull's lock on a job: held by the worker running it, gone once that worker is dead. */
  const lockKey = (jobId: string) => `${stack.env.REDIS_PREFIX}:${GENERATION_QUEUE}:${jobId}:lock`;

  async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 90_000) {
    const deadline = Date.now() + timeoutMs;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
      await pause(50);
    }
  }

  /** Starts a generation the way the app does and resolves with the answer once it comes. */
  function generate(user: UserWithFile, jobId: string) {
    const files = encodeURIComponent(
      JSON.stringify([{ file_id: user.file.file_id, file_type: 'text/markdown' }]),
    );
    return fetch(
      `${stack.url}/api/v1/ppt/generate-presentation?files=${files}&templateId=${user.caller.templateId}&title=Survivor&credits=10&jobId=${jobId}`,
      { headers: { cookie: cookieOf(user), ...APP_HEADERS } },
    ).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as { message: string },
    }));
  }

  /** Kills the worker running `jobId` once it holds the job, `times` times; then one survives. */
  async function killMidJob(jobId: string, times: number) {
    for (let kill = 0; kill < times; kill++) {
      const worker = await stack.startWorker();
      await until(async () => (await redis.exists(lockKey(jobId))) === 1, 'a worker took the job');
      await worker.stop('SIGKILL');
      // Its warm offices die with it (kit process/tether.ts), not reparented to init.
      await eventually(async () => expect(await officesOf(worker.process.pid!)).toEqual([]));
      await until(async () => (await redis.exists(lockKey(jobId))) === 0, 'the lock expired');
    }
    return stack.startWorker();
  }

  async function balanceOf(user: UserWithFile): Promise<number> {
    const answer = await user.api.get<{ creditBalance: number }>('/api/v1/user/balance');
    return answer.body.creditBalance;
  }

  function record(fault: string, answers: Array<{ status: number; body: { message: string } }>) {
    return async () => {
      const findings = await settledInconsistencies(stack);
      const figures: FaultFigures = {
        fault,
        sent: answers.length,
        succeeded: answers.filter((answer) => answer.status === 200).length,
        failedCleanly: answers.filter((a) => a.status >= 400 && typeof a.body.message === 'string')
          .length,
        unexpected: answers.filter((answer) => answer.status === 500).length,
        unclean: answers.filter((a) => a.status !== 200 && typeof a.body.message !== 'string')
          .length,
        inconsistencies: findings.length,
      };
      results.push(figures);
      return { figures, findings };
    };
  }

  it('takes over the job of a killed worker and completes it, charging once', async () => {
    const user = await userWithFile(stack, 'Ada');
    const jobIds = [crypto.randomUUID(), crypto.randomUUID()];
    const answers = Promise.all(jobIds.map((jobId) => generate(user, jobId)));
    const survivor = await killMidJob(jobIds[0], 1);
    try {
      const settled = await answers;
      const { figures, findings } = await record('worker SIGKILLed once mid-job', settled)();
      expect(settled.map((answer) => answer.status)).toEqual([200, 200]);
      expect(findings).toEqual([]);
      expect(figures.unclean).toBe(0);
      const projects = await user.api.get<{ data: Array<{ folder: string }> }>(
        '/api/v1/storage/file-metadata',
      );
      expect(projects.body.data.filter((file) => file.folder === 'projects')).toHaveLength(2);
      expect(await balanceOf(user)).toBeLessThan(10);
    } finally {
      await survivor.stop();
    }
  });

  it('fails a job whose workers keep dying, releases its credits and says so', async () => {
    const user = await userWithFile(stack, 'Bob');
    const jobId = crypto.randomUUID();
    const answer = generate(user, jobId);
    // Bull gives up on a job that stalled more than twice (maxStalledCount: 2).
    const survivor = await killMidJob(jobId, 3);
    try {
      const settled = await answer;
      const { figures, findings } = await record('worker SIGKILLed 3 times on one job', [
        settled,
      ])();
      expect(settled.status).toBe(503);
      expect(settled.body.message).toMatch(/not charged/);
      expect(findings).toEqual([]);
      expect(figures.unclean).toBe(0);
      expect(await balanceOf(user)).toBe(10);
    } finally {
      await survivor.stop();
    }
  });
});
