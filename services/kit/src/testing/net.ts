import { createServer, type Server, Socket } from 'node:net';

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

/**
 * A TCP relay between an app and a server, so a test can cut the connection the way a network
 * failure or broker restart would (`dropConnections`) without touching the shared server.
 */
export class TcpProxy {
  private readonly sockets = new Set<Socket>();
  private server?: Server;
  private available = true;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  static async start(targetUrl: string): Promise<TcpProxy> {
    const url = new URL(targetUrl);
    const proxy = new TcpProxy(url.hostname, Number(url.port));
    await proxy.listen();
    return proxy;
  }

  port = 0;

  /** `targetUrl` with host and port replaced by the proxy's. */
  urlFor(targetUrl: string): string {
    const url = new URL(targetUrl);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }

  /** While unavailable, existing connections are cut and new ones refused, like a server that is down. */
  setAvailable(available: boolean): void {
    this.available = available;
    if (!available) this.dropConnections();
  }

  dropConnections(): void {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  async close(): Promise<void> {
    this.dropConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private async listen() {
    this.server = createServer((client) => {
      if (!this.available) {
        client.destroy();
        return;
      }
      const upstream = new Socket();
      this.sockets.add(client).add(upstream);
      const closeBoth = () => {
        client.destroy();
        upstream.destroy();
        this.sockets.delete(client);
        this.sockets.delete(upstream);
      };
      client.on('error', closeBoth).on('close', closeBoth);
      upstream.on('error', closeBoth).on('close', closeBoth);
      upstream.connect(this.targetPort, this.targetHost, () => {
        client.pipe(upstream).pipe(client);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
  }
}
