import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Socket } from 'node:net';

/** One request the canary heard: what an attacker would learn from an internal address. */
export interface CanaryRequest {
  method: string;
  url: string;
}

/**
 * A loopback HTTP server that counts every connection and request made to it, and answers like
 * an internal endpoint would (a small picture for anything), so that a server that fetches a
 * user's linked content is caught doing it. Tests point a file's external links at `url`.
 */
export class Canary {
  readonly requests: CanaryRequest[] = [];
  connections = 0;
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {
    server.on('connection', (socket: Socket) => {
      this.connections++;
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
  }

  static async start(): Promise<Canary> {
    const server = createServer((request: IncomingMessage, response) => {
      canary.requests.push({ method: request.method ?? '', url: request.url ?? '' });
      response.writeHead(200, { 'content-type': 'image/png' }).end(ONE_PIXEL_PNG);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (typeof address !== 'object' || !address) throw new Error('the canary has no port');
    const canary = new Canary(server, `http://127.0.0.1:${address.port}`);
    return canary;
  }

  /** Forgets what it heard so far (between tests). */
  reset(): void {
    this.requests.splice(0);
    this.connections = 0;
  }

  /** Everything the canary heard, for an assertion's message. */
  get heard(): string[] {
    return this.requests.map((request) => `${request.method} ${request.url}`);
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
