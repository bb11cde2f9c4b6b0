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

/**
 * Reads the body of `@KeepRawBody()` routes before Fastify's parser does, keeps the bytes on
 * `request.rawBody` and hands the parser the same bytes; the body limit still applies.
 */
export function captureRawBodies(fastify: FastifyInstance, limitBytes: number): void {
  fastify.addHook('preParsing', async (request, reply, payload) => {
    if (!request.routeOptions.config?.keepRawBody) return payload;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      size += (chunk as Buffer).length;
      if (size > limitBytes) {
        // Leaving the loop destroys the body stream with the rest of the body unread on the
        // socket: the connection must close after the answer, or the next request sent on it
        // (keep-alive, a proxy's pooled connection) would hang behind those bytes.
        reply.header('connection', 'close');
        throw new AppError(ErrorCode.PayloadTooLarge, 'Request body is too large');
      }
      chunks.push(chunk as Buffer);
    }
    const raw = Buffer.concat(chunks);
    request.rawBody = raw;
    const replay = Readable.from([raw]) as Readable & { receivedEncodedLength?: number };
    replay.receivedEncodedLength = raw.length;
    return replay;
  });
}
