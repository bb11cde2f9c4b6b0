import { applyDecorators } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { AppError } from '@deckforge/kit';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own body limit, and the words of its refusal (400). */
    largeBody?: { limitBytes: number; message: string };
  }
}

/**
 * A route that takes a larger JSON body than BODY_LIMIT_BYTES (an edited deck's plan). A body
 * announced larger still is refused before it is read, with `message` as a 400: the person
 * gets a sentence about their deck, not "payload too large".
 */
export const LargeJsonBody = (limitBytes: number, message: string) =>
  applyDecorators(RouteConfig({ largeBody: { limitBytes, message } }));

/** Largest refused body still read to the end before the answer. */
const DRAIN_LIMIT_BYTES = 32 * 1024 * 1024;

/** Gives `@LargeJsonBody` routes their limit; call before the app's routes are registered. */
export function registerLargeBodies(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    const largeBody = (route.config as { largeBody?: { limitBytes: number } } | undefined)
      ?.largeBody;
    if (largeBody) route.bodyLimit = largeBody.limitBytes;
  });
  fastify.addHook('preParsing', async (request, reply, payload) => {
    const largeBody = request.routeOptions.config?.largeBody;
    const announced = Number(request.headers['content-length']);
    if (largeBody && Number.isFinite(announced) && announced > largeBody.limitBytes) {
      // A client still sending when the answer comes may fail to read it (a broken pipe): a
      // body of reasonable size is read and dropped first; a larger one is cut off, and the
      // connection closed after the answer (the rest of it stays unread on the socket).
      if (announced <= DRAIN_LIMIT_BYTES) for await (const _chunk of payload) void _chunk;
      else reply.header('connection', 'close');
      throw AppError.validation(largeBody.message);
    }
    return payload;
  });
}
