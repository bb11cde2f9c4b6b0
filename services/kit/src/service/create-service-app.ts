import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, NestFactory } from '@nestjs/core';
import type { CustomStrategy } from '@nestjs/microservices';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppConfigModule } from '../config/app-config.module';
import { loadConfig } from '../config/env';
import { DatabaseModule } from '../database/database.module';
import { ServiceErrorFilter } from '../errors/rpc-error.filter';
import { HealthModule } from '../health/health.module';
import { BrokerReadiness, ConsumerStatus, DatabaseReadiness } from '../health/readiness.service';
import { createRootLogger, KitLogger } from '../logging/logger';
import { MessagingModule } from '../messaging/messaging.module';
import { ReplyingRmqServer } from '../messaging/replying-rmq.server';
import { rmqServerOptions } from '../messaging/rmq-options';
import { ClosedAccountsModule } from '../accounts/closed-accounts.service';
import { OutboxModule } from '../outbox/outbox.module';
import { schemaDefinition } from './schema-definition';
import type { ServiceSpec } from './service-spec';

@Module({})
class ServiceRootModule {}

@Module({ providers: [ConsumerStatus], exports: [ConsumerStatus] })
class ConsumerStatusModule {}

export interface RunningService {
  app: NestFastifyApplication;
  /** Base URL of the service's health/metrics port. */
  healthUrl: string;
  close(): Promise<void>;
}

/**
 * Builds and starts a service: validated config, JSON logs, database migrated, health port
 * listening, then consuming its RabbitMQ queue (a worker consumes none). Used by `main.ts`,
 * `worker.ts` and by integration tests (with an env of their own).
 */
export async function createServiceApp(
  spec: ServiceSpec,
  env: Record<string, string | undefined> = process.env,
): Promise<RunningService> {
  const config = loadConfig(spec.configSchema, env);
  const appName = spec.worker ? `${spec.name}-worker` : spec.name;
  const logger = new KitLogger(createRootLogger(appName, config.LOG_LEVEL));
  const root: DynamicModule = {
    module: ServiceRootModule,
    imports: [
      AppConfigModule.forRoot(config),
      ...(spec.worker ? [] : [ConsumerStatusModule]),
      MessagingModule.forRoot(config, spec.worker ? undefined : spec.name),
      DatabaseModule.forRoot(config, schemaDefinition(spec)),
      HealthModule.forRoot(
        [DatabaseReadiness, BrokerReadiness, ...(spec.readiness?.checks ?? [])],
        { imports: spec.readiness?.imports },
      ),
      ...(spec.publishesEvents ? [OutboxModule] : []),
      ...(spec.keepsUserData ? [ClosedAccountsModule] : []),
      ...spec.imports,
    ],
    providers: [{ provide: APP_FILTER, useClass: ServiceErrorFilter }],
  };

  const app = await NestFactory.create<NestFastifyApplication>(root, new FastifyAdapter(), {
    logger,
    abortOnError: false,
  });
  if (!spec.worker) {
    const consumer = app.connectMicroservice<CustomStrategy>(
      { strategy: new ReplyingRmqServer(rmqServerOptions(config, spec.name)) },
      { inheritAppConfig: true },
    );
    const consumerStatus = app.get(ConsumerStatus);
    consumer.status.subscribe((status) => {
      if (status === 'connected') consumerStatus.connected = true;
      if (status === 'disconnected') consumerStatus.connected = false;
    });
  }
  await app.listen({ port: config.HEALTH_PORT, host: config.HOST });
  await app.startAllMicroservices();
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.HEALTH_PORT;
  const what = spec.worker ? `${spec.name} worker` : `${spec.name} service`;
  logger.log(`${what} ready (health on http://${config.HOST}:${port})`, 'Bootstrap');
  return { app, healthUrl: `http://${config.HOST}:${port}`, close: () => app.close() };
}
