import { ClientProxyFactory } from '@nestjs/microservices';
import { brokerEnv, loadConfig, rmqClientOptions, ServiceClient } from '@deckforge/kit';

/**
 * A RabbitMQ client on a test stack's broker, to play another service: publish the events it
 * would publish (e.g. identity's `user.registered`) or call a service directly.
 */
export async function busClient(env: Record<string, string>): Promise<ServiceClient> {
  const config = loadConfig(brokerEnv, env);
  const client = new ServiceClient(ClientProxyFactory.create(rmqClientOptions(config)), config);
  client.onApplicationBootstrap();
  return client;
}

/** Retries `check` until it passes (state that settles asynchronously), or fails with its error. */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
