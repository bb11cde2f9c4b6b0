import { ClientProxyFactory } from '@nestjs/microservices';
import { brokerEnv } from '../config/common-env';
import { loadConfig } from '../config/env';
import { rmqClientOptions } from '../messaging/rmq-options';
import { ServiceClient } from '../messaging/service.client';

/** A connected `ServiceClient` for a test environment, as an app would have; close it after. */
export function connectServiceClient(
  env: Record<string, string | undefined>,
): ServiceClient & { close(): Promise<void> } {
  const config = loadConfig(brokerEnv, env);
  const client = new ServiceClient(ClientProxyFactory.create(rmqClientOptions(config)), config);
  client.onApplicationBootstrap();
  return Object.assign(client, { close: () => client.onApplicationShutdown() });
}
