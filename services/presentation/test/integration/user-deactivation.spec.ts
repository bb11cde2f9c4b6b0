import { randomUUID } from 'node:crypto';
import { ClosedAccounts, createServiceApp, type RunningService } from '@deckforge/kit';
import { connectServiceClient, eventually, TestEnvironment } from '@deckforge/kit/testing';
import { IdentityEvents } from '@deckforge/proto';
import { GenerationJobsRepository } from '../../src/generation/generation-jobs.repository';
import { presentationService } from '../../src/presentation.definition';

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
    for (const created of [first, second, other])
      await jobs.transaction((manager) => jobs.create(manager, created));

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

    // The account is closed here from now on: no generation starts for it.
    const closed = service.app.get(ClosedAccounts);
    await expect(closed.refuseIfClosed(leaving)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message:
        'This account has been deactivated. Please contact support if you want to use it again.',
    });
    await expect(closed.refuseIfClosed(staying)).resolves.toBeUndefined();
  });
});
