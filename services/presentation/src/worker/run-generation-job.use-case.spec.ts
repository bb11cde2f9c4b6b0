import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BlobStore, Outbox, ServiceClient } from '@deckforge/kit';
import {
  BillingRpc,
  type DeckPlan,
  ErrorCode,
  type GenerationJobData,
  StorageRpc,
} from '@deckforge/proto';
import type { Queue } from 'bull';
import type { PresentationConfig } from '../config';
import type { GenerationJob } from '../generation/generation-job.entity';
import type { GenerationJobsRepository } from '../generation/generation-jobs.repository';
import type { SourceFiles } from '../generation/source-files.reader';
import type { OutlinePlanner } from '../engine/plan';
import { RunGenerationJob } from './run-generation-job.use-case';
import type { TemplateFiles } from './template-files.reader';

/**
 * One attempt at a generation job, with its collaborators replaced by recording fakes (the
 * renderer is the real one, into a system template): the credits are spent only once the deck
 * is stored and registered, and an attempt after a crash never renders or charges twice. The
 * worker on real servers: test/integration/worker-process.spec.ts and the gateway's faults suite.
 */
const TEMPLATE = join(
  __dirname,
  '..',
  '..',
  '..',
  'storage',
  'assets',
  'system-templates',
  'campus.pptx',
);
const data: GenerationJobData = {
  jobId: 'job-1',
  userId: 'user-1',
  title: 'Quarterly review',
  templateId: 'template-1',
  fileIds: ['file-1'],
  costHundredths: 300,
};
const plan: DeckPlan = {
  title: 'Quarterly review',
  slides: [
    { kind: 'title', title: 'Quarterly review', subtitle: 'notes.txt' },
    {
      kind: 'bullets',
      title: 'Results',
      bullets: [
        { text: 'Revenue grew in every region', level: 0 },
        { text: 'Costs stayed flat', level: 0 },
        { text: 'Churn fell by a third', level: 0 },
      ],
      notes: 'From notes.txt',
    },
  ],
} as DeckPlan;

function setUp(
  job: Partial<GenerationJob>,
  options: { started?: boolean; slidePreviews?: 'on' | 'off' } = {},
) {
  const events: string[] = [];
  const registrations: unknown[] = [];
  const reads: Array<{ language?: string; transcribe?: boolean }> = [];
  const fake = <T>(members: object) => members as T;
  const stored: GenerationJob = {
    id: data.jobId,
    costHundredths: 300,
    deckFileId: null,
    ...job,
  } as GenerationJob;
  const sut = new RunGenerationJob(
    fake<BlobStore>({
      write: async () => {
        events.push('deck stored');
        return { size: 1234 };
      },
    }),
    fake<ServiceClient>({
      send: async (rpc: { pattern: string }, request: unknown) => {
        events.push(rpc.pattern);
        if (rpc.pattern === StorageRpc.registerProject.pattern) registrations.push(request);
        return rpc.pattern === StorageRpc.registerProject.pattern ? { file_id: 'file-9' } : {};
      },
    }),
    fake<TemplateFiles>({ load: async () => ({ name: 'Campus', bytes: readFileSync(TEMPLATE) }) }),
    fake<SourceFiles>({
      read: async (_user: string, _ids: string[], options: (typeof reads)[number]) => {
        reads.push(options);
        return [];
      },
    }),
    fake<GenerationJobsRepository>({
      find: async () => stored,
      start: async () => options.started ?? true,
      progress: async () => undefined,
      deckStored: async () => void events.push('deck recorded on the job'),
      transaction: (work: (manager: unknown) => unknown) => work({}),
      complete: async () => {
        events.push('job completed');
        return true;
      },
    }),
    fake<Outbox>({
      record: async () => void events.push('completion event recorded'),
      publishSoon: () => undefined,
    }),
    fake<OutlinePlanner>({
      plan: async () => {
        events.push('planned');
        return plan;
      },
    }),
    fake<Queue>({ add: async () => void events.push('previews queued') }),
    fake<PresentationConfig>({ SLIDE_PREVIEWS: options.slidePreviews ?? 'on' }),
  );
  return { sut, events, registrations, reads };
}

describe(RunGenerationJob.name, () => {
  it('stores and registers the deck before spending the credits, then completes the job', async () => {
    const { sut, events } = setUp({ state: 'queued' });
    await expect(sut.execute(data, 1)).resolves.toEqual({ fileId: 'file-9' });
    expect(events).toEqual([
      'planned',
      'deck stored',
      StorageRpc.registerProject.pattern,
      'deck recorded on the job',
      BillingRpc.commit.pattern,
      'job completed',
      'completion event recorded',
      'previews queued',
    ]);
  }, 30_000);

  it('tells storage whether the slide images follow, so that it renders no preview of its own meanwhile', async () => {
    for (const slidePreviews of ['on', 'off'] as const) {
      const { sut, registrations } = setUp({ state: 'queued' }, { slidePreviews });
      await sut.execute(data, 1);
      expect(registrations).toEqual([
        expect.objectContaining({ slidePreviewsComing: slidePreviews === 'on' }),
      ]);
    }
  }, 30_000);

  it('transcribes the recordings in the spoken language the job was counted in', async () => {
    const { sut, reads } = setUp({ state: 'queued' });
    await sut.execute({ ...data, language: 'fr-FR' }, 1);
    expect(reads).toEqual([expect.objectContaining({ language: 'fr-FR', transcribe: true })]);
  }, 30_000);

  it('after a crash past registering, spends the credits without rendering again', async () => {
    const { sut, events } = setUp({ state: 'active', deckFileId: 'file-9' });
    await expect(sut.execute(data, 2)).resolves.toEqual({ fileId: 'file-9' });
    expect(events).not.toContain('planned');
    expect(events.slice(0, 2)).toEqual([BillingRpc.commit.pattern, 'job completed']);
  });

  it('never redoes a completed job', async () => {
    const { sut, events } = setUp({ state: 'completed', deckFileId: 'file-9' });
    await expect(sut.execute(data, 3)).resolves.toEqual({ fileId: 'file-9' });
    expect(events).toEqual([]);
  });

  it('refuses an attempt at a job that has already ended', async () => {
    const { sut, events } = setUp({ state: 'failed' }, { started: false });
    await expect(sut.execute(data, 2)).rejects.toMatchObject({ code: ErrorCode.Conflict });
    expect(events).toEqual([]);
  });

  it('charges nothing for a deck that costs nothing', async () => {
    const { sut, events } = setUp({ state: 'active', deckFileId: 'file-9', costHundredths: 0 });
    await sut.execute({ ...data, costHundredths: 0 }, 1);
    expect(events).not.toContain(BillingRpc.commit.pattern);
  });
});
