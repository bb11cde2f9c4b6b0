import { ClientProxyFactory } from '@nestjs/microservices';
import {
  brokerEnv,
  createServiceApp,
  loadConfig,
  rmqClientOptions,
  type RunningService,
  ServiceClient,
} from '@deckforge/kit';
import { TestEnvironment } from '@deckforge/kit/testing';
import { Client } from 'pg';
import { identityService } from '../../src/identity.definition';

const TEST_JWT_SECRET = 'identity-test-secret-that-is-long-enough-for-hs256';
export const client = { ip: '127.0.0.1', userAgent: 'jest' };

/**
 * The identity service in this process (so a test can reach its classes and the broker link),
 * a RabbitMQ client to call it like the gateway does, and a connection to its database.
 */
export class IdentityApp {
  private constructor(
    readonly environment: TestEnvironment,
    readonly service: RunningService,
    readonly rpc: ServiceClient,
    readonly db: Client,
  ) {}

  static async start(
    env: Record<string, string> = {},
    environment?: TestEnvironment,
  ): Promise<IdentityApp> {
    const world = environment ?? (await TestEnvironment.create());
    const service = await createServiceApp(identityService, {
      ...world.env,
      JWT_SECRET: TEST_JWT_SECRET,
      ...env,
    });
    const brokerConfig = loadConfig(brokerEnv, world.env);
    const rpc = new ServiceClient(
      ClientProxyFactory.create(rmqClientOptions(brokerConfig)),
      brokerConfig,
    );
    rpc.onApplicationBootstrap();
    const db = new Client({ connectionString: world.env.DATABASE_URL });
    await db.connect();
    await db.query('SET search_path = identity');
    return new IdentityApp(world, service, rpc, db);
  }

  get<T>(type: new (...args: never[]) => T): T {
    return this.service.app.get(type);
  }

  async stop(): Promise<void> {
    await this.db.end().catch(() => undefined);
    await this.rpc.onApplicationShutdown();
    await this.service.close();
    await this.environment.close();
  }
}
