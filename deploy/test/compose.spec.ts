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
  restart?: string;
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

  it('gives the gateway the upload limit storage enforces (it tells the SPA)', () => {
    expect(services.storage.environment?.MAX_UPLOAD_MB).toBeDefined();
    expect(services.gateway.environment?.MAX_UPLOAD_MB).toBe(
      services.storage.environment?.MAX_UPLOAD_MB,
    );
  });

  it.each(apps.map((app) => [app.name, app] as const))(
    'builds and runs %s from the one Dockerfile',
    (_name, app) => {
      const service = services[app.name];
      expect(service).toBeDefined();
      expect(service.build).toMatchObject({
        dockerfile: 'deploy/docker/Dockerfile',
        target: app.target,
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
      for (const [dependency, { condition }] of Object.entries(dependencies)) {
        // Long-running dependencies must be healthy; one-shot setup jobs must have finished.
        if (condition === 'service_completed_successfully') {
          expect(services[dependency].restart).toBe('no');
        } else {
          expect(condition).toBe('service_healthy');
          expect(services[dependency].healthcheck).toBeDefined();
        }
      }
    },
  );

  it('gives every app that stores file bytes the same S3 bucket, created before they start', () => {
    for (const name of ['gateway', 'storage', 'presentation']) {
      expect(services[name].environment).toMatchObject({
        BLOB_STORE: 's3',
        S3_BUCKET: 'deckforge',
        S3_ENDPOINT: 'http://minio:9000',
      });
    }
    expect(services['minio-setup'].restart).toBe('no');
    expect(services.storage.depends_on?.['minio-setup']).toEqual({
      condition: 'service_completed_successfully',
    });
  });

  it.each(apps.map((app) => [app.name, app] as const))(
    'gives %s every variable its configuration requires',
    (_name, app) => {
      const provided = Object.keys(services[app.name].environment ?? {});
      expect(requiredVariables(app).filter((name) => !provided.includes(name))).toEqual([]);
    },
  );
});
