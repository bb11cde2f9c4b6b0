import type { IncomingMessage } from 'node:http';

/**
 * How much of a refused upload is still read (and thrown away) so that the client, which is
 * usually still sending, can finish and read our answer. Beyond this the connection is cut.
 */
const DISCARD_LIMIT_BYTES = 64 * 1024 * 1024;

/**
 * After refusing an upload part-way: stop parsing and let the remaining bytes flow to nowhere.
 * Browsers only show a response once their upload finished; cutting the connection at once
 * would turn a clear "file too large" into a network error. Nothing is buffered, and a client
 * that keeps sending far beyond the limit is disconnected.
 */
export function discardRestOfRequest(request: IncomingMessage): void {
  if (request.readableEnded || request.destroyed) return;
  request.unpipe();
  let discarded = 0;
  request.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_LIMIT_BYTES) request.socket.destroy();
  });
  request.resume();
}
