import { randomUUID } from 'node:crypto';
import { createServiceApp, type RunningService } from '@deckforge/kit';
import { connectServiceClient, eventually, TestEnvironment } from '@deckforge/kit/testing';
import { IdentityEvents } from '@deckforge/proto';
import { GenerationJobsRepository } from '../../src/generation/generation-jobs.repository';
import { presentationService } from '../../src/presentation.service';

describe('a deactivated user', () => {
  let environment: TestEnvironment;
  let service: RunningService;
  let bus: ReturnType<typeof connectServiceClient>;

  beforeAll(async () => {
    environment = await TestEnvironment.create();
    service = await createServiceApp(presentationService, environment.env);
    bus = connectServiceClient(environment.env);
  });

  afterAll(async () => {
    await bus?.close();
    await service?.close();
    await environment?.close();
  });

  const job = (userId: string) => ({
    id: randomUUID(),
    userId,
    title: 'Private plans',
    templateId: randomUUID(),
    fileIds: [randomUUID()],
    tokenCount: 100,
    costHundredths: 50,
  });

  it('loses every generation job, and other users keep theirs (a replayed event changes nothing)', async () => {
    const jobs = service.app.get(GenerationJobsRepository);
    const leaving = randomUUID();
    const staying = randomUUID();
    const [first, second, other] = [job(leaving), job(leaving), job(staying)];
    for (const created of [first, second, other]) await jobs.create(created);

    const event = {
      userId: leaving,
      email: 'gone@example.com',
      occurredAt: new Date().toISOString(),
    };
    await bus.emit(IdentityEvents.userDeactivated, event);
    await eventually(async () => expect(await jobs.find(first.id)).toBeNull());
    expect(await jobs.find(second.id)).toBeNull();
    await bus.emit(IdentityEvents.userDeactivated, event);
    expect(await jobs.find(other.id)).toMatchObject({ userId: staying, title: 'Private plans' });
  });
});
