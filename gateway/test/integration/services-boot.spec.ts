import { connect } from 'amqplib';
import { SERVICE_NAMES, serviceQueueName } from '@deckforge/proto';
import { spawnApp, TestEnvironment } from '@deckforge/kit/testing';
import { Client } from 'pg';
import { serviceEntry, TestStack } from '../support/stack';

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

describe('a migration Job (`main.js migrate`)', () => {
  let environment: TestEnvironment;

  beforeAll(async () => {
    environment = await TestEnvironment.create();
  });

  afterAll(() => environment?.close());

  it.each(SERVICE_NAMES)(
    'migrates the %s schema with only a database URL, and exits 0',
    async (service) => {
      const job = await spawnApp(
        serviceEntry(service),
        { DATABASE_URL: environment.env.DATABASE_URL, LOG_LEVEL: 'warn' },
        { args: ['migrate'] },
      );
      expect(await job.exited).toBe(0);
      const client = new Client({ connectionString: environment.env.DATABASE_URL });
      await client.connect();
      try {
        const { rows } = await client.query<{ exists: boolean }>(
          'SELECT to_regclass($1) IS NOT NULL AS exists',
          [`"${service}".migrations`],
        );
        expect(rows[0].exists).toBe(true);
      } finally {
        await client.end();
      }
    },
  );
});
