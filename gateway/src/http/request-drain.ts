import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * How much of a refused body is still read (and thrown away), and for how long, so that the
 * client, which is usually still sending, can finish and read our answer. Beyond either the
 * connection is cut: the waste is bounded. (nginx's "lingering close" does the same.) 1 GiB
 * covers the largest upload the app sends (20 files of 50 MB), e.g. one refused by the quota
 * after its first file: browsers show no answer before their upload is sent.
 */
const DISCARD_LIMIT_BYTES = 1024 * 1024 * 1024;
const DISCARD_TIME_MS = 60_000;

const draining = new WeakSet<IncomingMessage>();

/**
 * After refusing a request part-way: stop parsing and let the remaining bytes flow to nowhere.
 * Cutting the connection at once makes a client that is still sending fail with EPIPE or
 * ECONNRESET before it reads the answer (browsers show nothing until their upload finished;
 * Node's fetch fails), turning a clear "too large" into a network error. Nothing is buffered,
 * and a client that sends far beyond the limit, or too slowly, is disconnected.
 */
export function discardRestOfRequest(request: IncomingMessage): void {
  if (request.complete || request.destroyed || draining.has(request)) return;
  draining.add(request);
  request.unpipe();
  let discarded = 0;
  const cut = () => request.socket?.destroy();
  const timer = setTimeout(cut, DISCARD_TIME_MS);
  timer.unref();
  const stop = () => clearTimeout(timer);
  request.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_LIMIT_BYTES) {
      stop();
      cut();
    }
  });
  request.once('end', stop);
  request.once('close', stop);
  request.resume();
}

/**
 * Any answer sent while the request's body is still arriving (a body over the limit, refused by
 * Fastify's parser or ours; an upload refused part-way) keeps the connection and drains the
 * rest, bounded, instead of closing it under the client. Fastify asks for `Connection: close`
 * on such answers; once the body is drained the connection is as good as any other.
 */
export function answerBeforeTheBodyEnds(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (!request.raw.complete && !request.raw.destroyed) {
      reply.removeHeader('connection');
      discardRestOfRequest(request.raw);
    }
    done(null, payload);
  });
}
