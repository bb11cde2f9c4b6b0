import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  AppConfigModule,
  BlobStoreModule,
  BrokerReadiness,
  createRootLogger,
  DatabaseModule,
  DatabaseReadiness,
  HealthModule,
  KitLogger,
  loadConfig,
  MessagingModule,
  OutboxModule,
  type RunningService,
  schemaDefinition,
  ServiceErrorFilter,
} from '@deckforge/kit';
import { presentationConfigSchema } from '../config';
import { presentationService } from '../presentation.service';
import { QueueReadiness } from './queue-readiness';
import { WorkerModule } from './worker.module';

@Module({})
class WorkerRootModule {}

/**
 * The generation worker as its own process (scaled separately from the service): the same
 * configuration, schema and extraction as the service, no RabbitMQ consumer (it only calls
 * storage and billing), and a health port like every service.
 */
export async function createWorkerApp(
  env: Record<string, string | undefined> = process.env,
): Promise<RunningService> {
  const config = loadConfig(presentationConfigSchema, env);
  const logger = new KitLogger(createRootLogger('presentation-worker', config.LOG_LEVEL));
  const root: DynamicModule = {
    module: WorkerRootModule,
    imports: [
      AppConfigModule.forRoot(config),
      MessagingModule.forRoot(config),
      DatabaseModule.forRoot(config, schemaDefinition(presentationService)),
      OutboxModule,
      BlobStoreModule.fromAppConfig(),
      WorkerModule,
      HealthModule.forRoot([DatabaseReadiness, BrokerReadiness, QueueReadiness]),
    ],
    providers: [{ provide: APP_FILTER, useClass: ServiceErrorFilter }],
  };
  const app = await NestFactory.create<NestFastifyApplication>(root, new FastifyAdapter(), {
    logger,
    abortOnError: false,
  });
  await app.listen({ port: config.HEALTH_PORT, host: config.HOST });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.HEALTH_PORT;
  logger.log(`presentation worker ready (health on http://${config.HOST}:${port})`, 'Bootstrap');
  return { app, healthUrl: `http://${config.HOST}:${port}`, close: () => app.close() };
}
