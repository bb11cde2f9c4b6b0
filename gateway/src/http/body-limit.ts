import { applyDecorators } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { AppError } from '@deckforge/kit';
import { ErrorCode } from '@deckforge/proto';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own body limit, and the words of its refusal (413). */
    largeBody?: { limitBytes: number; message: string };
  }
}

/**
 * A route that takes a larger JSON body than BODY_LIMIT_BYTES (an edited deck's plan). A body
 * announced larger still is refused before it is read, with `message` as a 413 (as every other
 * oversized body): the person gets a sentence about their deck, not "payload too large".
 */
export const LargeJsonBody = (limitBytes: number, message: string) =>
  applyDecorators(RouteConfig({ largeBody: { limitBytes, message } }));

/** Gives `@LargeJsonBody` routes their limit; call before the app's routes are registered. */
export function registerLargeBodies(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    const largeBody = (route.config as { largeBody?: { limitBytes: number } } | undefined)
      ?.largeBody;
    if (largeBody) route.bodyLimit = largeBody.limitBytes;
  });
  fastify.addHook('preParsing', async (request, _reply, payload) => {
    const largeBody = request.routeOptions.config?.largeBody;
    const announced = Number(request.headers['content-length']);
    if (largeBody && Number.isFinite(announced) && announced > largeBody.limitBytes) {
      // Answered at once; the rest of the body is drained behind the answer, so a client still
      // sending reads it (request-drain.ts).
      throw new AppError(ErrorCode.PayloadTooLarge, largeBody.message);
    }
    return payload;
  });
}
