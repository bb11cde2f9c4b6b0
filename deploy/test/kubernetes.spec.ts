import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { GENERATION_QUEUE } from '@deckforge/proto';
import { apps, configSchema, requiredVariables, root } from './support/apps';

/** Bull's key prefix as the worker uses it: its REDIS_PREFIX default. */
const bullPrefix = (): string => {
  const schema = configSchema({ dir: 'services/presentation', config: 'presentationConfigSchema' });
  return schema.shape.REDIS_PREFIX.parse(undefined) as string;
};

type Manifest = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string };
  [key: string]: unknown;
};
type Container = {
  name: string;
  image: string;
  command?: string[];
  ports?: Array<{ name?: string; containerPort: number }>;
  env?: Array<{
    name: string;
    value?: string;
    valueFrom?: {
      secretKeyRef?: { name: string; key: string };
      configMapKeyRef?: { name: string; key: string };
    };
  }>;
  envFrom?: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>;
  readinessProbe?: { httpGet?: { path: string; port: string | number } };
  livenessProbe?: { httpGet?: { path: string; port: string | number } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
};
type PodSpec = { containers: Container[]; securityContext?: { runAsNonRoot?: boolean } };
type Workload = Manifest & {
  spec: {
    selector?: { matchLabels: Record<string, string> };
    template: { metadata: { labels: Record<string, string> }; spec: PodSpec };
  };
};

const kustomizeAvailable =
  spawnSync('kubectl', ['version', '--client'], { stdio: 'ignore' }).status === 0;
const overlays = ['dev', 'prod', 'prod-keda'];
if (!kustomizeAvailable)
  console.warn('Skipping the Kubernetes checks: `kubectl` (with kustomize) is not installed.');

function render(overlay: string): Manifest[] {
  const output = execFileSync(
    'kubectl',
    ['kustomize', join(root, 'deploy', 'k8s', 'overlays', overlay)],
    { encoding: 'utf8' },
  );
  return parseAllDocuments(output).map((document) => document.toJS() as Manifest);
}

/** The kubernetes-models class validating `apiVersion`/`kind` (core group lives under `v1`). */
function modelFor(manifest: Manifest): { new (data: unknown): { validate(): void } } {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const models = require(`kubernetes-models/${manifest.apiVersion}`) as Record<
    string,
    { new (data: unknown): { validate(): void } }
  >;
  const model = models[manifest.kind];
  if (!model) throw new Error(`No schema for ${manifest.apiVersion} ${manifest.kind}`);
  return model;
}

const exampleSecrets = new Map(
  parseAllDocuments(readFileSync(join(root, 'deploy', 'k8s', 'secrets.example.yaml'), 'utf8')).map(
    (document) => {
      const secret = document.toJS() as {
        metadata: { name: string };
        stringData: Record<string, string>;
      };
      return [secret.metadata.name, Object.keys(secret.stringData)] as const;
    },
  ),
);

(kustomizeAvailable ? describe.each(overlays) : describe.skip.each(overlays))(
  'the %s overlay',
  (overlay) => {
    let manifests: Manifest[];
    const find = <T extends Manifest>(kind: string, name: string) =>
      manifests.find((m) => m.kind === kind && m.metadata.name === name) as T | undefined;
    const workloads = () =>
      manifests.filter((m) => m.kind === 'Deployment' || m.kind === 'Job') as Workload[];

    beforeAll(() => {
      manifests = render(overlay);
    });

    it('renders only resources that are valid against the Kubernetes schemas, all in one namespace', () => {
      expect(manifests.length).toBeGreaterThan(20);
      // KEDA's custom resources are not in the Kubernetes schemas; they get their own checks below.
      for (const manifest of manifests.filter((m) => !m.apiVersion.startsWith('keda.sh/'))) {
        expect(() => new (modelFor(manifest))(manifest).validate()).not.toThrow();
      }
      expect(new Set(manifests.map((m) => m.metadata.namespace))).toEqual(
        new Set([overlay === 'dev' ? 'deckforge-dev' : 'deckforge']),
      );
    });

    it('commits no secret values', () => {
      expect(manifests.filter((m) => m.kind === 'Secret')).toEqual([]);
    });

    it.each(apps.map((app) => [app.name, app] as const))(
      'runs %s with a Service, a disruption budget and probes',
      (_name, app) => {
        const deployment = find<Workload>('Deployment', app.name)!;
        expect(deployment).toBeDefined();
        const pod = deployment.spec.template;
        expect(deployment.spec.selector!.matchLabels).toEqual({
          'app.kubernetes.io/name': app.name,
        });
        expect(pod.metadata.labels).toMatchObject(deployment.spec.selector!.matchLabels);
        const [container] = pod.spec.containers;
        expect(container.image).toMatch(new RegExp(`(^|/)deckforge/${app.name}(:[\\w.-]+)?$`));
        expect(pod.spec.securityContext?.runAsNonRoot).toBe(true);
        const portNames = new Set(container.ports?.map((port) => port.name));
        expect(container.readinessProbe?.httpGet).toMatchObject({ path: '/readyz' });
        expect(container.livenessProbe?.httpGet).toMatchObject({ path: '/healthz' });
        expect(portNames.has(String(container.readinessProbe!.httpGet!.port))).toBe(true);

        const service = find<
          Manifest & {
            spec: { selector: Record<string, string>; ports: Array<{ targetPort: string }> };
          }
        >('Service', app.name)!;
        expect(service.spec.selector).toEqual(deployment.spec.selector!.matchLabels);
        for (const port of service.spec.ports) expect(portNames.has(port.targetPort)).toBe(true);

        const budget = find<
          Manifest & { spec: { selector: { matchLabels: Record<string, string> } } }
        >('PodDisruptionBudget', app.name)!;
        expect(budget.spec.selector.matchLabels).toEqual(deployment.spec.selector!.matchLabels);
      },
    );

    it.each(apps.filter((app) => app.kind === 'service').map((app) => [app.name, app] as const))(
      'migrates %s with a Job on the same image and database',
      (_name, app) => {
        const job = find<Workload>('Job', `${app.name}-migrate`)!;
        const deployment = find<Workload>('Deployment', app.name)!;
        const [migrate] = job.spec.template.spec.containers;
        const [serving] = deployment.spec.template.spec.containers;
        expect(migrate.image).toBe(serving.image);
        expect(migrate.command).toEqual(['node', '/app/entry/main.js', 'migrate']);
        const database = (c: Container) =>
          c.env?.find((variable) => variable.name === 'DATABASE_URL')?.valueFrom?.secretKeyRef;
        expect(database(migrate)).toEqual(database(serving));
      },
    );

    it.each(apps.map((app) => [app.name, app] as const))(
      'gives %s every variable its configuration requires',
      (_name, app) => {
        const [container] = find<Workload>('Deployment', app.name)!.spec.template.spec.containers;
        const provided = new Set(container.env?.map((variable) => variable.name));
        for (const source of container.envFrom ?? []) {
          const configMap = find<Manifest & { data: Record<string, string> }>(
            'ConfigMap',
            source.configMapRef!.name,
          )!;
          expect(configMap).toBeDefined();
          for (const key of Object.keys(configMap.data)) provided.add(key);
        }
        const missing = requiredVariables(app).filter((name) => !provided.has(name));
        expect(missing).toEqual([]);
      },
    );

    it('references only Secrets and keys that are documented, and sets requests and limits everywhere', () => {
      for (const workload of workloads()) {
        for (const container of workload.spec.template.spec.containers) {
          for (const variable of container.env ?? []) {
            const reference = variable.valueFrom?.secretKeyRef;
            if (reference)
              expect(exampleSecrets.get(reference.name) ?? []).toContain(reference.key);
          }
          expect(container.resources?.requests).toEqual(
            expect.objectContaining({ cpu: expect.any(String), memory: expect.any(String) }),
          );
          expect(container.resources?.limits).toEqual(
            expect.objectContaining({ cpu: expect.any(String), memory: expect.any(String) }),
          );
        }
      }
    });

    it('lets traffic in from outside the namespace to the gateway only, through the Ingress', () => {
      const ingress = find<
        Manifest & {
          spec: {
            rules: Array<{
              http: {
                paths: Array<{ backend: { service: { name: string; port: { name: string } } } }>;
              };
            }>;
          };
        }
      >('Ingress', 'gateway')!;
      const backend = ingress.spec.rules[0].http.paths[0].backend.service;
      expect(find('Service', backend.name)).toBeDefined();

      const policies = manifests.filter((m) => m.kind === 'NetworkPolicy') as Array<
        Manifest & {
          spec: {
            podSelector: { matchLabels?: Record<string, string> };
            policyTypes: string[];
            ingress?: Array<{
              from?: Array<{ namespaceSelector?: { matchLabels?: Record<string, string> } }>;
            }>;
          };
        }
      >;
      const defaultDeny = policies.find((p) => p.metadata.name === 'deckforge-default-deny')!;
      expect(defaultDeny.spec.policyTypes).toEqual(['Ingress', 'Egress']);
      expect(defaultDeny.spec.podSelector.matchLabels).toEqual({
        'app.kubernetes.io/part-of': 'deckforge',
      });

      const outsideSources = policies.flatMap((policy) =>
        (policy.spec.ingress ?? []).flatMap((rule) =>
          (rule.from ?? [])
            .map((source) => source.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'])
            .filter((namespace) => namespace !== undefined && namespace !== 'monitoring')
            .map((namespace) => ({
              policy: policy.metadata.name,
              pods: policy.spec.podSelector.matchLabels,
              namespace,
            })),
        ),
      );
      expect(outsideSources).toEqual([
        {
          policy: 'gateway',
          pods: { 'app.kubernetes.io/name': 'gateway' },
          namespace: 'ingress-nginx',
        },
      ]);
    });

    it('autoscales every worker exactly once, KEDA on the queue the worker really consumes', () => {
      type ScaledObject = Manifest & {
        spec: {
          scaleTargetRef: { name: string };
          triggers: Array<{
            type: string;
            metadata: Record<string, string>;
            authenticationRef?: { name: string };
          }>;
        };
      };
      const scaled = manifests.filter((m) => m.kind === 'ScaledObject') as ScaledObject[];
      const hpaTargets = (
        manifests.filter((m) => m.kind === 'HorizontalPodAutoscaler') as Array<
          Manifest & { spec: { scaleTargetRef: { name: string } } }
        >
      ).map((hpa) => hpa.spec.scaleTargetRef.name);
      const scaledTargets = scaled.map((object) => object.spec.scaleTargetRef.name);
      expect(new Set([...hpaTargets, ...scaledTargets]).size).toBe(
        hpaTargets.length + scaledTargets.length,
      );
      if (overlay !== 'dev') {
        for (const worker of apps.filter((app) => app.kind === 'worker')) {
          expect([...hpaTargets, ...scaledTargets]).toContain(worker.name);
        }
      }
      for (const object of scaled) {
        expect(find('Deployment', object.spec.scaleTargetRef.name)).toBeDefined();
        const [trigger] = object.spec.triggers;
        expect(trigger.type).toBe('redis');
        expect(trigger.metadata.listName).toBe(`${bullPrefix()}:${GENERATION_QUEUE}:wait`);
        const auth = find<
          Manifest & { spec: { secretTargetRef: Array<{ name: string; key: string }> } }
        >('TriggerAuthentication', trigger.authenticationRef!.name)!;
        for (const reference of auth.spec.secretTargetRef) {
          expect(exampleSecrets.get(reference.name) ?? []).toContain(reference.key);
        }
      }
    });

    it("serves the gateway's metrics on its health port only, and the API description outside production only", () => {
      const config = find<Manifest & { data: Record<string, string> }>(
        'ConfigMap',
        'deckforge-config',
      )!;
      const [gateway] = find<Workload>('Deployment', 'gateway')!.spec.template.spec.containers;
      const health = gateway.ports?.find((port) => port.name === 'health');
      expect(health?.containerPort).toBe(Number(config.data.HEALTH_PORT));
      expect(health?.containerPort).not.toBe(
        Number(gateway.env?.find((v) => v.name === 'PORT')?.value),
      );
      const scraping = find<
        Manifest & { spec: { ingress: Array<{ ports: Array<{ port: number }> }> } }
      >('NetworkPolicy', 'deckforge-metrics-scraping')!;
      expect(scraping.spec.ingress.flatMap((rule) => rule.ports.map((p) => p.port))).toEqual([
        Number(config.data.HEALTH_PORT),
      ]);
      expect(config.data.API_DOCS).toBe(overlay === 'dev' ? 'on' : 'off');
    });

    it('points every autoscaler at a Deployment that exists', () => {
      for (const autoscaler of manifests.filter(
        (m) => m.kind === 'HorizontalPodAutoscaler',
      ) as Array<Manifest & { spec: { scaleTargetRef: { kind: string; name: string } } }>) {
        expect(
          find(autoscaler.spec.scaleTargetRef.kind, autoscaler.spec.scaleTargetRef.name),
        ).toBeDefined();
      }
    });
  },
);
