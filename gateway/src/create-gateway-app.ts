import { randomUUID } from 'node:crypto';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { createRootLogger, KitLogger, loadConfig, startMetricsServer } from '@deckforge/kit';
import { gatewayConfigSchema } from './config';
import { GatewayModule } from './gateway.module';
import { registerHttpPlugins } from './http/http-plugins';
import { setupOpenApi } from './http/openapi';

export interface RunningGateway {
  app: NestFastifyApplication;
  url: string;
  /** Where `/metrics` is served: HEALTH_PORT, for the cluster only. */
  metricsUrl: string;
  close(): Promise<void>;
}

/** A well-formed X-Request-Id from a proxy is kept; anything else gets a fresh id. */
const requestId = (header: unknown) =>
  typeof header === 'string' && /^[\w.-]{8,128}$/.test(header) ? header : randomUUID();

/**
 * Builds and starts the gateway. `beforeListen` lets a caller add routes of its own (the
 * benchmark's in-process baseline) before the server starts listening.
 */
export async function createGatewayApp(
  env: Record<string, string | undefined> = process.env,
  options: { beforeListen?: (app: NestFastifyApplication) => void | Promise<void> } = {},
): Promise<RunningGateway> {
  const config = loadConfig(gatewayConfigSchema, env);
  const logger = new KitLogger(createRootLogger('gateway', config.LOG_LEVEL));
  const adapter = new FastifyAdapter({
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: false,
    genReqId: (request: { headers: Record<string, unknown> }) =>
      requestId(request.headers['x-request-id']),
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    GatewayModule.forRoot(config),
    adapter,
    {
      logger,
      abortOnError: false,
    },
  );
  app.setGlobalPrefix('api/v1', { exclude: ['healthz', 'readyz'] });
  await registerHttpPlugins(app, config);
  if (config.API_DOCS === 'on') setupOpenApi(app);
  await options.beforeListen?.(app);
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${port}`;
  const metrics = await startMetricsServer(config.HOST, config.HEALTH_PORT).catch(
    async (error: unknown) => {
      await app.close();
      throw error;
    },
  );
  logger.log(
    `Deckforge is listening on ${url} (public address ${config.PUBLIC_URL}; metrics on ${metrics.url})`,
    'Bootstrap',
  );
  return {
    app,
    url,
    metricsUrl: metrics.url,
    close: async () => {
      await metrics.close();
      await app.close();
    },
  };
}
