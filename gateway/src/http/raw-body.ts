import { Readable } from 'node:stream';
import { RouteConfig } from '@nestjs/platform-fastify';
import { AppError } from '@deckforge/kit';
import { ErrorCode } from '@deckforge/proto';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body's exact bytes, on routes marked `@KeepRawBody()` only. */
    rawBody?: Buffer;
  }
  interface FastifyContextConfig {
    keepRawBody?: boolean;
  }
}

/**
 * Marks a route whose handler needs the body's exact bytes (a signed webhook) besides the parsed
 * body. Every other route parses as usual without keeping a copy.
 */
export const KeepRawBody = () => RouteConfig({ keepRawBody: true });

const tooLarge = () => new AppError(ErrorCode.PayloadTooLarge, 'Request body is too large');

/**
 * Reads the body of `@KeepRawBody()` routes before Fastify's parser does, keeps the bytes on
 * `request.rawBody` and hands the parser the same bytes; the body limit still applies. A body
 * over the limit is left paused, never destroyed (that would cut the connection under the
 * client): the answer drains the rest (request-drain.ts).
 */
export function captureRawBodies(fastify: FastifyInstance, limitBytes: number): void {
  fastify.addHook('preParsing', (request, _reply, payload, done) => {
    if (!request.routeOptions.config?.keepRawBody) return done(null, payload);
    if (Number(request.headers['content-length']) > limitBytes) return done(tooLarge());
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (error: Error | null, body?: Readable) => {
      payload.off('data', onData).off('end', onEnd).off('error', onError);
      if (error) {
        payload.pause();
        done(error);
      } else done(null, body);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) finish(tooLarge());
      else chunks.push(chunk);
    };
    const onEnd = () => {
      const raw = Buffer.concat(chunks);
      request.rawBody = raw;
      const replay = Readable.from([raw]) as Readable & { receivedEncodedLength?: number };
      replay.receivedEncodedLength = raw.length;
      finish(null, replay);
    };
    const onError = (error: Error) => finish(error);
    payload.on('data', onData).once('end', onEnd).once('error', onError);
  });
}
