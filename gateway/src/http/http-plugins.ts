import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { httpRequests } from '@deckforge/kit';
import { MAX_FILES_PER_UPLOAD } from '@deckforge/proto';
import type { GatewayConfig } from '../config';
import { registerLargeBodies } from './body-limit';
import { captureRawBodies } from './raw-body';
import { answerBeforeTheBodyEnds } from './request-drain';
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
    // HSTS only where the site is served over HTTPS: over plain HTTP it means nothing, and on
    // localhost it would make the browser refuse every other plain-HTTP app on that host.
    strictTransportSecurity: config.PUBLIC_URL.startsWith('https:')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  });
  await app.register(fastifyCookie);
  // Streaming multipart (uploads): parts are read one at a time as they arrive, never buffered.
  // The size of each file is enforced by the blob store write (the storage service's limit), so
  // busboy's own file limit is only a ceiling; the other limits bound what a form may hold.
  await app.register(fastifyMultipart, {
    limits: {
      files: MAX_FILES_PER_UPLOAD,
      fields: 2 * MAX_FILES_PER_UPLOAD + 10,
      fieldSize: 1000,
      parts: 3 * MAX_FILES_PER_UPLOAD + 10,
      headerPairs: 100,
      fileSize: Number.MAX_SAFE_INTEGER,
    },
  });
  app.enableCors({
    origin: [new URL(config.PUBLIC_URL).origin, ...config.CORS_ORIGINS],
    credentials: true,
  });

  captureRawBodies(fastify, config.BODY_LIMIT_BYTES);
  registerLargeBodies(fastify);
  answerBeforeTheBodyEnds(fastify);

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
      // The SPA's build writes .br and .gz beside each asset: sent to browsers that accept them.
      preCompressed: true,
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
