import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { metricsRegistry } from './metrics';

export interface MetricsServer {
  /** `http://host:port` of the server (the port is the one bound when 0 was asked for). */
  url: string;
  close(): Promise<void>;
}

/**
 * A small HTTP server of its own for `/metrics` (and `/healthz`), for an app whose main port is
 * public: the gateway. Metrics name routes, error rates and the process's internals, so they
 * are served where only the cluster (Prometheus) reaches, like the services' health ports.
 */
export function startMetricsServer(host: string, port: number): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
    } else if (path === '/metrics') {
      metricsRegistry.metrics().then(
        (text) =>
          response.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
        () => response.writeHead(500).end(),
      );
    } else if (path === '/healthz') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    } else {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: bound } = server.address() as AddressInfo;
      resolve({
        url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${bound}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
