import { connect } from 'amqplib';
import { deadLetterQueueName, ErrorCode, rpc } from '@deckforge/proto';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { runWithCorrelationId } from '../../src/logging/correlation';
import { Outbox } from '../../src/outbox/outbox.service';
import { createServiceApp, type RunningService } from '../../src/service/create-service-app';
import { eventually } from '../../src/testing/eventually';
import { TcpProxy } from '../../src/testing/net';
import { connectServiceClient } from '../../src/testing/service-client';
import { TestEnvironment } from '../../src/testing/test-environment';
import { ProbeEvents, ProbeInbox, ProbeRpc, probeService } from './probe.definition';

describe('kit messaging with a real broker and database', () => {
  let environment: TestEnvironment;
  let proxy: TcpProxy;
  let service: RunningService;
  let client: ReturnType<typeof connectServiceClient>;
  let inbox: ProbeInbox;

  beforeAll(async () => {
    environment = await TestEnvironment.create();
    proxy = await TcpProxy.start(environment.env.RABBITMQ_URL);
    service = await createServiceApp(probeService, {
      ...environment.env,
      RABBITMQ_URL: proxy.urlFor(environment.env.RABBITMQ_URL),
      EVENT_RETRY_DELAY_MS: '200',
      EVENT_MAX_ATTEMPTS: '3',
    });
    inbox = service.app.get(ProbeInbox);
    client = connectServiceClient(environment.env);
  });

  afterAll(async () => {
    await client?.close();
    await service?.close();
    await proxy?.close();
    await environment?.close();
  });

  it('carries the correlation id of the caller to the handler', async () => {
    const answer = await runWithCorrelationId('request-1234', () => client.send(ProbeRpc.echo, {}));
    expect(answer.correlationId).toBe('request-1234');
  });

  it('gives up on a call nobody answers with a timeout naming the service', async () => {
    const unanswered = rpc<unknown>()('billing.nobody-listens', z.object({}));
    const started = Date.now();
    await expect(client.send(unanswered, {}, { timeoutMs: 300 })).rejects.toMatchObject({
      code: ErrorCode.Timeout,
      message: 'The billing service did not answer in time. Please try again.',
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('retries a failing event handler until it succeeds', async () => {
    await client.emit(ProbeEvents.happened, { id: 'flaky', failTimes: 2 });
    await eventually(() => expect(inbox.received).toContain('flaky'));
    expect(inbox.attempts.get('flaky')).toBe(3);
  });

  it('parks an event that can never be handled in the dead-letter queue', async () => {
    await client.publish(ProbeEvents.happened.name, { id: 42 });
    const connection = await connect(environment.env.RABBITMQ_URL);
    const channel = await connection.createChannel();
    try {
      await eventually(async () => {
        const queue = await channel.checkQueue(
          deadLetterQueueName(environment.prefix, 'presentation'),
        );
        expect(queue.messageCount).toBe(1);
      });
    } finally {
      await connection.close();
    }
  });

  it('delivers an outbox event written while RabbitMQ was unreachable, once it is back', async () => {
    await expect(client.send(ProbeRpc.record, { id: 'before-outage' })).resolves.toEqual({
      recorded: true,
    });
    await eventually(() => expect(inbox.received).toContain('before-outage'));

    proxy.setAvailable(false);
    const dataSource = service.app.get(DataSource);
    const outbox = service.app.get(Outbox);
    await dataSource.transaction((manager) =>
      outbox.record(manager, ProbeEvents.happened, { id: 'during-outage', failTimes: 0 }),
    );
    outbox.publishSoon();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(inbox.received).not.toContain('during-outage');

    proxy.setAvailable(true);
    await eventually(() => expect(inbox.received).toContain('during-outage'), 30_000);
    // The relay marks the row after the broker confirms, which may come after the delivery.
    await eventually(async () => {
      const [{ count }] = await dataSource.query(
        'SELECT count(*)::int AS count FROM outbox WHERE published_at IS NULL',
      );
      expect(count).toBe(0);
    });
  });
});
