import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { httpRequests } from '@deckforge/kit';
import type { GatewayConfig } from '../config';
import { captureRawBodies } from './raw-body';
import { SpaShell } from './spa-shell';

/**
 * Fastify-level pieces: security headers, cookies, CORS for the configured origins, request ids
 * echoed back, per-route metrics and the built SPA's files.
 */
export async function registerHttpPlugins(
  app: NestFastifyApplication,
  config: GatewayConfig,
): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client'],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com'],
        connectSrc: ["'self'", 'https://accounts.google.com/gsi/'],
        frameSrc: ['https://accounts.google.com/gsi/'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.PUBLIC_URL.startsWith('https:') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCookie);
  app.enableCors({
    origin: [new URL(config.PUBLIC_URL).origin, ...config.CORS_ORIGINS],
    credentials: true,
  });

  captureRawBodies(fastify, config.BODY_LIMIT_BYTES);

  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    httpRequests.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const spa = app.get(SpaShell);
  if (spa.available) {
    await app.register(fastifyStatic, {
      root: spa.directory,
      wildcard: false,
      index: false,
      setHeaders: (reply, path) => {
        // Vite fingerprints everything under assets/, so those never change.
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
}
