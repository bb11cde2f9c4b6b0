import { connect } from 'amqplib';
import { SERVICE_NAMES, serviceQueueName } from '@deckforge/proto';
import { TestStack } from '../support/stack';

describe('every service boots, owns its queue and reports its health', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await TestStack.start({ services: [...SERVICE_NAMES] });
  }, 90_000);

  afterAll(() => stack?.stop());

  it('has a durable queue per service on the broker', async () => {
    const connection = await connect(stack.env.RABBITMQ_URL);
    try {
      for (const service of SERVICE_NAMES) {
        const channel = await connection.createChannel();
        const queue = await channel.checkQueue(serviceQueueName(stack.environment.prefix, service));
        expect(queue.consumerCount).toBe(1);
        await channel.close();
      }
    } finally {
      await connection.close();
    }
  });

  it('stops every service cleanly on SIGTERM', async () => {
    const codes = await Promise.all([...stack.services.values()].map((app) => app.stop('SIGTERM')));
    expect(codes).toEqual(SERVICE_NAMES.map(() => 0));
  });
});
