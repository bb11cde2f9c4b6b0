import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { apps, requiredVariables, root } from './support/apps';

interface ComposeService {
  image?: string;
  build?: { dockerfile: string; target?: string; args?: Record<string, string> };
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  volumes?: string[];
}

describe('docker-compose.yml', () => {
  const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), {
    merge: true,
  }) as {
    services: Record<string, ComposeService>;
    volumes: Record<string, unknown>;
  };
  const services = compose.services;

  it('runs the servers with health checks and data volumes', () => {
    for (const name of ['postgres', 'rabbitmq', 'redis', 'minio']) {
      expect(services[name].healthcheck?.test.length).toBeGreaterThan(0);
      const [volume] = services[name].volumes ?? [];
      expect(Object.keys(compose.volumes)).toContain(volume?.split(':')[0]);
    }
  });

  it.each(apps.map((app) => [app.name, app] as const))(
    'builds and runs %s from the one Dockerfile',
    (_name, app) => {
      const service = services[app.name];
      expect(service).toBeDefined();
      expect(service.build).toMatchObject({
        dockerfile: 'deploy/docker/Dockerfile',
        target: app.kind === 'worker' ? 'worker' : 'app',
        args: { APP_DIR: app.dir, APP_PACKAGE: app.package },
      });
      expect(service.healthcheck?.test.join(' ')).toContain('/readyz');
    },
  );

  it.each(apps.map((app) => [app.name, app] as const))(
    'starts %s only once what it depends on is healthy',
    (_name, app) => {
      const dependencies = services[app.name].depends_on ?? {};
      for (const server of ['postgres', 'rabbitmq', 'redis'])
        expect(dependencies[server]).toEqual({ condition: 'service_healthy' });
      for (const dependency of Object.keys(dependencies)) {
        expect(services[dependency].healthcheck).toBeDefined();
        expect(dependencies[dependency].condition).toBe('service_healthy');
      }
    },
  );

  it.each(apps.map((app) => [app.name, app] as const))(
    'gives %s every variable its configuration requires',
    (_name, app) => {
      const provided = Object.keys(services[app.name].environment ?? {});
      expect(requiredVariables(app).filter((name) => !provided.includes(name))).toEqual([]);
    },
  );
});
