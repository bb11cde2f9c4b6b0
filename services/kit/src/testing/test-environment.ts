import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect as amqpConnect } from 'amqplib';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import {
  deadLetterQueueName,
  exchangeName,
  retryQueueName,
  SERVICE_NAMES,
  serviceQueueName,
} from '@deckforge/proto';
import { testServers, type TestServers } from './servers';

export type TestEnv = Record<string, string>;

/**
 * An isolated world for one test file: its own PostgreSQL database, its own RabbitMQ names
 * (prefix), its own Redis key prefix and its own runtime directory (`VAR_DIR`: blobs, mail
 * outbox), all removed by `close()`. `env` is what the apps under
 * test are started with; add app-specific variables on top.
 */
export class TestEnvironment {
  private constructor(
    readonly servers: TestServers,
    readonly databaseName: string,
    readonly prefix: string,
    readonly varDir: string,
    readonly env: TestEnv,
  ) {}

  static async create(): Promise<TestEnvironment> {
    const servers = await testServers();
    const runId = randomBytes(5).toString('hex');
    const databaseName = `deckforge_test_${runId}`;
    await withAdmin(servers, (client) => client.query(`CREATE DATABASE "${databaseName}"`));
    const databaseUrl = new URL(servers.postgresAdminUrl);
    databaseUrl.pathname = `/${databaseName}`;
    const prefix = `t${runId}`;
    const varDir = mkdtempSync(join(tmpdir(), `deckforge-${prefix}-`));
    return new TestEnvironment(servers, databaseName, prefix, varDir, {
      DATABASE_URL: databaseUrl.toString(),
      DB_POOL_SIZE: '5',
      RABBITMQ_URL: servers.rabbitmqUrl,
      RMQ_PREFIX: prefix,
      RMQ_QUEUE_EXPIRES_MS: String(10 * 60_000),
      RMQ_RECONNECT_SECONDS: '1',
      REDIS_URL: servers.redisUrl,
      REDIS_PREFIX: prefix,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'fatal',
      HOST: '127.0.0.1',
      HEALTH_PORT: '0',
      VAR_DIR: varDir,
    });
  }

  /** Drops the database, the queues and exchange, the Redis keys and the files of this run. */
  async close(): Promise<void> {
    rmSync(this.varDir, { recursive: true, force: true });
    await Promise.allSettled([
      withAdmin(this.servers, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${this.databaseName}" WITH (FORCE)`),
      ),
      deleteBrokerObjects(this.servers.rabbitmqUrl, this.prefix),
      deleteRedisKeys(this.servers.redisUrl, this.prefix),
    ]);
  }
}

async function withAdmin<T>(
  servers: TestServers,
  work: (client: Client) => Promise<T>,
): Promise<T> {
  const client = new Client({ connectionString: servers.postgresAdminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function deleteBrokerObjects(url: string, prefix: string): Promise<void> {
  const connection = await amqpConnect(url);
  try {
    for (const service of SERVICE_NAMES) {
      for (const queue of [serviceQueueName, retryQueueName, deadLetterQueueName].map((name) =>
        name(prefix, service),
      )) {
        // A fresh channel per delete: deleting a missing queue is fine, but any error closes the channel.
        const channel = await connection.createChannel();
        await channel.deleteQueue(queue).catch(() => undefined);
        await channel.close().catch(() => undefined);
      }
    }
    const channel = await connection.createChannel();
    await channel.deleteExchange(exchangeName(prefix)).catch(() => undefined);
    await channel.close().catch(() => undefined);
  } finally {
    await connection.close().catch(() => undefined);
  }
}

async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
