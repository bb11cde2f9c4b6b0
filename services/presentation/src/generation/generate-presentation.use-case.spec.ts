import { AppError, type ClosedAccounts, type ServiceClient } from '@deckforge/kit';
import { BillingRpc, ErrorCode, GenerationRequestCode } from '@deckforge/proto';
import type { Queue } from 'bull';
import type { PresentationConfig } from '../config';
import { GeneratePresentation } from './generate-presentation.use-case';
import type { GenerationJobsRepository } from './generation-jobs.repository';
import type { SourceFiles } from './source-files.reader';
import type { TemplateAccess } from './template-access.service';

/**
 * The rules of starting a generation, with its collaborators replaced by recording fakes:
 * what is refused before any credit moves, and that credits are held before a job exists and
 * given back when it cannot be queued. The whole path on real servers is in the gateway's
 * presentation-routes spec.
 */
const USER = 'user-1';
const config = {
  TOKEN_LIMIT: 20_000,
  JOB_ATTEMPTS: 3,
  JOB_BACKOFF_MS: 1000,
  JOB_TIMEOUT_MS: 60_000,
} as PresentationConfig;

function setUp(
  options: { tokens?: number; billing?: (pattern: string) => unknown; queueDown?: boolean } = {},
) {
  const calls: string[] = [];
  const reads: unknown[] = [];
  const queued: unknown[] = [];
  const jobs = new Map<string, { userId: string; costHundredths: number }>();
  const client = {
    send: async (rpc: { pattern: string }) => {
      calls.push(rpc.pattern);
      return options.billing?.(rpc.pattern) ?? {};
    },
  } as unknown as ServiceClient;
  const repository = {
    find: async (id: string) => jobs.get(id) ?? null,
    transaction: (work: (manager: unknown) => Promise<unknown>) => work({}),
    create: async (
      _manager: unknown,
      job: { id: string; userId: string; costHundredths: number },
    ) => {
      calls.push('job recorded');
      jobs.set(job.id, job);
      return true;
    },
    remove: async (id: string) => {
      calls.push('job removed');
      jobs.delete(id);
    },
  } as unknown as GenerationJobsRepository;
  const queue = {
    add: async (_name: string, data: unknown) => {
      calls.push('queued');
      queued.push(data);
      if (options.queueDown) throw new Error('Redis is down');
    },
  } as unknown as Queue;
  const sources = {
    read: async (_userId: string, ids: string[], readOptions: unknown) => {
      reads.push(readOptions);
      return ids.map(() => ({
        tokens: options.tokens ?? 400,
        source: { kind: 'text', sections: [], pictures: [] },
      }));
    },
  } as unknown as SourceFiles;
  const templates = { require: async () => ({}) } as unknown as TemplateAccess;
  const closedAccounts = {
    refuseIfClosed: async () => undefined,
    assertOpen: async () => undefined,
  } as unknown as ClosedAccounts;
  const sut = new GeneratePresentation(
    config,
    client,
    sources,
    repository,
    templates,
    closedAccounts,
    queue,
  );
  return { sut, calls, jobs, reads, queued };
}

const request = (credits: number, jobId = 'job-1') => ({
  userId: USER,
  jobId,
  title: 'Quarterly review',
  templateId: 'template-1',
  files: [{ file_id: 'file-1', file_type: 'application/pdf' }],
  credits,
});

describe(GeneratePresentation.name, () => {
  it('holds the credits first, then records and queues the job', async () => {
    const { sut, calls } = setUp({ tokens: 400 });
    await expect(sut.execute(request(2))).resolves.toEqual({ jobId: 'job-1', costHundredths: 200 });
    expect(calls).toEqual([BillingRpc.reserve.pattern, 'job recorded', 'queued']);
  });

  it("counts in the recordings' spoken language and hands it to the worker", async () => {
    const { sut, reads, queued } = setUp({ tokens: 400 });
    await sut.execute({ ...request(2), language: 'de-DE' });
    expect(reads).toEqual([{ language: 'de-DE' }]);
    expect(queued).toEqual([expect.objectContaining({ jobId: 'job-1', language: 'de-DE' })]);
  });

  it('refuses a selection over the token limit before any credit moves', async () => {
    const { sut, calls } = setUp({ tokens: 20_001 });
    await expect(sut.execute(request(1000))).rejects.toMatchObject({
      code: ErrorCode.Validation,
      message: 'Your presentation exceedes token limit of 20000.',
    });
    expect(calls).toEqual([]);
  });

  it('asks again when the cost is above what the user accepted, holding nothing', async () => {
    const { sut, calls } = setUp({ tokens: 401 });
    await expect(sut.execute(request(2))).rejects.toMatchObject({
      code: ErrorCode.Conflict,
      requestCode: GenerationRequestCode.CostChanged,
      message: expect.stringContaining('costs 2.01 credits, more than the 2.00 you accepted'),
    });
    expect(calls).toEqual([]);
  });

  it('tells a short balance as the credits missing, and records no job', async () => {
    const { sut, calls, jobs } = setUp({
      tokens: 1000,
      billing: (pattern) => {
        if (pattern === BillingRpc.reserve.pattern)
          throw AppError.paymentRequired('Not enough credits', { missingHundredths: 150 });
        return undefined;
      },
    });
    await expect(sut.execute(request(5))).rejects.toMatchObject({
      code: ErrorCode.PaymentRequired,
      requestCode: GenerationRequestCode.CreditShortage,
      message: 'You need 1.50 more credits to create this presentation.',
    });
    expect(calls).toEqual([BillingRpc.reserve.pattern]);
    expect(jobs.size).toBe(0);
  });

  it('gives the credits back and forgets the job when it cannot be queued', async () => {
    const { sut, calls, jobs } = setUp({ queueDown: true });
    await expect(sut.execute(request(2))).rejects.toMatchObject({ code: ErrorCode.Unavailable });
    expect(calls).toEqual([
      BillingRpc.reserve.pattern,
      'job recorded',
      'queued',
      BillingRpc.release.pattern,
      'job removed',
    ]);
    expect(jobs.size).toBe(0);
  });

  it('answers a repeated job id with the same job, and hides it from anyone else', async () => {
    const { sut, calls } = setUp();
    await sut.execute(request(2));
    calls.length = 0;
    await expect(sut.execute(request(2))).resolves.toEqual({ jobId: 'job-1', costHundredths: 200 });
    await expect(sut.execute({ ...request(2), userId: 'someone-else' })).rejects.toMatchObject({
      code: ErrorCode.NotFound,
    });
    expect(calls).toEqual([]);
  });
});
