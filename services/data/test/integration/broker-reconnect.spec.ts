import { createServiceApp, type RunningService } from '@deckforge/kit';
import {
  connectServiceClient,
  eventually,
  TcpProxy,
  TestEnvironment,
} from '@deckforge/kit/testing';
import { DataRpc } from '@deckforge/proto';
import { dataService } from '../../src/data.definition';

describe('data service losing its broker connection', () => {
  let environment: TestEnvironment;
  let proxy: TcpProxy;
  let service: RunningService;
  let client: ReturnType<typeof connectServiceClient>;

  beforeAll(async () => {
    environment = await TestEnvironment.create();
    proxy = await TcpProxy.start(environment.env.RABBITMQ_URL);
    service = await createServiceApp(dataService, {
      ...environment.env,
      RABBITMQ_URL: proxy.urlFor(environment.env.RABBITMQ_URL),
    });
    client = connectServiceClient({ ...environment.env, RPC_TIMEOUT_MS: '1500' });
  });

  afterAll(async () => {
    await client?.close();
    await service?.close();
    await proxy?.close();
    await environment?.close();
  });

  it('reconnects on its own and answers again', async () => {
    await expect(client.send(DataRpc.faq, {})).resolves.toMatchObject({
      message: 'FAQ fetched successfully',
    });

    proxy.dropConnections();
    const notReady = await fetch(`${service.healthUrl}/readyz`);
    expect(notReady.status).toBe(503);

    const answer = await eventually(() => client.send(DataRpc.faq, {}), 20_000);
    expect(answer.data.length).toBeGreaterThanOrEqual(8);
    const ready = await eventually(async () => {
      const response = await fetch(`${service.healthUrl}/readyz`);
      if (response.status !== 200) throw new Error(`readyz ${response.status}`);
      return response;
    }, 10_000);
    expect(ready.status).toBe(200);
  });
});
