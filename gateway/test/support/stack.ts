import { join } from 'node:path';
import type { ServiceName } from '@deckforge/proto';
import { freePort, spawnApp, type SpawnedApp, TestEnvironment } from '@deckforge/kit/testing';

const root = join(__dirname, '..', '..', '..');
export const serviceEntry = (service: ServiceName) =>
  join(root, 'services', service, 'dist', 'main.js');
export const gatewayEntry = join(root, 'gateway', 'dist', 'main.js');
/** The presentation service's generation worker: its own process, scaled on its own. */
const workerEntry = join(root, 'services', 'presentation', 'dist', 'worker.js');

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256';
/**
 * How long an app may take to answer /readyz: migrations and Nest's boot on a shared 2-core
 * machine under other test runs took over 30 s at times (a ceiling against hangs, not a timing).
 */
const READY_WITHIN_MS = 90_000;

/**
 * The real apps as separate processes (their built entry points), wired to an isolated test
 * environment: what `npm start` runs, with the gateway on a free port.
 */
export class TestStack {
  readonly services = new Map<ServiceName, SpawnedApp>();
  readonly workers = new Set<SpawnedApp>();
  gateway?: SpawnedApp;
  url = '';
  /** The gateway's own port for `/metrics` (HEALTH_PORT), which the public port never serves. */
  metricsUrl = '';
  /** The variables given to `start` on top of the environment's; restarted apps get them too. */
  extraEnv: Record<string, string> = {};

  private constructor(readonly environment: TestEnvironment) {}

  static async start(options: {
    services: ServiceName[];
    /** Presentation workers to start beside the services. */
    workers?: number;
    /** Variables for every app; a function gets the environment's own (to rewrite addresses). */
    env?:
      Record<string, string> | ((environment: Record<string, string>) => Record<string, string>);
  }): Promise<TestStack> {
    const stack = new TestStack(await TestEnvironment.create());
    stack.extraEnv = {
      // Without a presentation service no template report ever comes: do not wait long for it.
      ...(options.services.includes('presentation') ? {} : { TEMPLATE_REPORT_TIMEOUT_MS: '250' }),
      ...(typeof options.env === 'function' ? options.env(stack.env) : (options.env ?? {})),
    };
    try {
      await Promise.all([
        ...options.services.map((service) => stack.startService(service)),
        ...Array.from({ length: options.workers ?? 0 }, () => stack.startWorker()),
      ]);
      await stack.startGateway();
      return stack;
    } catch (error) {
      await stack.stop();
      throw error;
    }
  }

  get env(): Record<string, string> {
    return { ...this.environment.env, JWT_SECRET: TEST_JWT_SECRET };
  }

  async startService(
    service: ServiceName,
    extra: Record<string, string> = this.extraEnv,
  ): Promise<SpawnedApp> {
    const port = await freePort();
    const app = await spawnApp(
      serviceEntry(service),
      { ...this.env, ...extra, HEALTH_PORT: String(port) },
      { readyUrl: `http://127.0.0.1:${port}/readyz`, timeoutMs: READY_WITHIN_MS },
    );
    this.services.set(service, app);
    return app;
  }

  async stopService(service: ServiceName): Promise<void> {
    await this.services.get(service)?.stop();
    this.services.delete(service);
  }

  /**
   * A presentation worker process (ready once its database, broker and queue answer). One warm
   * office for slide pictures instead of production's two: a stack's workers boot beside other
   * suites' stacks on two cores, and no test here measures preview speed (bench/previews does).
   */
  async startWorker(extra: Record<string, string> = this.extraEnv): Promise<SpawnedApp> {
    const port = await freePort();
    const worker = await spawnApp(
      workerEntry,
      { PREVIEW_OFFICES: '1', ...this.env, ...extra, HEALTH_PORT: String(port) },
      { readyUrl: `http://127.0.0.1:${port}/readyz`, timeoutMs: READY_WITHIN_MS },
    );
    this.workers.add(worker);
    void worker.exited.then(() => this.workers.delete(worker));
    return worker;
  }

  private async startGateway(extra: Record<string, string> = this.extraEnv) {
    const [port, metricsPort] = [await freePort(), await freePort()];
    this.url = `http://127.0.0.1:${port}`;
    this.metricsUrl = `http://127.0.0.1:${metricsPort}`;
    this.gateway = await spawnApp(
      gatewayEntry,
      {
        ...this.env,
        PUBLIC_URL: this.url,
        ...extra,
        PORT: String(port),
        HEALTH_PORT: String(metricsPort),
      },
      { readyUrl: `${this.url}/readyz`, timeoutMs: READY_WITHIN_MS },
    );
  }

  async stop(): Promise<void> {
    await this.gateway?.stop();
    await Promise.all([...this.services.values(), ...this.workers].map((app) => app.stop()));
    await this.environment.close();
  }
}
