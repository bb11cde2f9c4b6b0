// The whole product as real processes for benchmarks that generate decks: data, storage,
// billing, presentation, presentation workers and the gateway, in an isolated environment, with
// a signed-in user who has credits to spend. LLM and speech adapters stay off.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  accessCookie,
  freePort,
  JWT_SECRET,
  root,
  spawnApp,
  startService,
  TestEnvironment,
} from './environment.mjs';

const require = createRequire(join(root, 'gateway/package.json'));
const { connectServiceClient } = require(join(root, 'services/kit/dist/testing/index.js'));
const { BillingRpc, CLIENT_HEADER, costInHundredths } = require(join(root, 'proto/dist/index.js'));

export class DeckforgeStack {
  apps = [];
  workers = [];
  url = '';

  constructor(environment, env) {
    this.environment = environment;
    this.env = env;
  }

  /** `extra`: variables for every app (e.g. SLIDE_PREVIEWS). */
  static async start({ workers = 1, extra = {} } = {}) {
    const environment = await TestEnvironment.create();
    const env = {
      ...environment.env,
      JWT_SECRET,
      LOG_LEVEL: 'warn',
      DB_POOL_SIZE: '10',
      ...extra,
    };
    const stack = new DeckforgeStack(environment, env);
    try {
      for (const service of ['data', 'storage', 'billing', 'presentation'])
        stack.apps.push(await startService(environment, service, env));
      for (let index = 0; index < workers; index++) await stack.startWorker();
      await stack.startGateway();
      return stack;
    } catch (error) {
      await stack.stop();
      throw error;
    }
  }

  async startWorker() {
    const port = await freePort();
    this.workers.push(
      await spawnApp(
        join(root, 'services/presentation/dist/worker.js'),
        { ...this.env, HEALTH_PORT: String(port) },
        { readyUrl: `http://127.0.0.1:${port}/readyz`, timeoutMs: 120_000 },
      ),
    );
  }

  async startGateway() {
    const port = await freePort();
    this.url = `http://127.0.0.1:${port}`;
    this.apps.push(
      await spawnApp(
        join(root, 'gateway/dist/main.js'),
        { ...this.env, PORT: String(port), PUBLIC_URL: this.url, PPT_POLL_MS: '100' },
        { readyUrl: `${this.url}/readyz` },
      ),
    );
  }

  /** A signed-in user (an access token of their own) with plenty of credits. */
  async userWithCredits() {
    const userId = randomUUID();
    const cookie = await accessCookie(userId);
    const bus = connectServiceClient(this.env);
    await bus.send(BillingRpc.adjust, {
      userId,
      amountHundredths: 100_000_000,
      reason: 'Benchmark credits',
      key: `bench-${userId}`,
    });
    await bus.close();
    return { userId, cookie };
  }

  call(user, path, init = {}) {
    return fetch(`${this.url}/api/v1${path}`, {
      ...init,
      headers: {
        cookie: user.cookie,
        origin: this.url,
        [CLIENT_HEADER.name]: CLIENT_HEADER.value,
        ...init.headers,
      },
    });
  }

  async files(user) {
    return (await (await this.call(user, '/storage/file-metadata')).json()).data;
  }

  async systemTemplate(user) {
    return (await this.files(user)).find(
      (file) => file.source === 'system' && file.folder === 'templates',
    );
  }

  async upload(user, name, bytes) {
    const form = new FormData();
    form.append('file', new Blob([bytes]), name);
    const response = await this.call(user, '/storage/upload?folder=media', {
      method: 'POST',
      body: form,
    });
    if (!response.ok)
      throw new Error(`upload ${name}: ${response.status} ${await response.text()}`);
    return (await response.json()).data[0];
  }

  async count(user, files) {
    const response = await this.call(
      user,
      `/ppt/count-tokens?${new URLSearchParams({ files: filesParam(files) })}`,
    );
    if (!response.ok) throw new Error(`count: ${response.status} ${await response.text()}`);
    return response.json();
  }

  /** Generates a deck; answers when it is stored, with how long that took. */
  async generate(user, files, template, title, tokens) {
    const query = new URLSearchParams({
      files: filesParam(files),
      templateId: template.file_id,
      title,
      credits: String(costInHundredths(tokens) / 100),
      jobId: randomUUID(),
    });
    const started = performance.now();
    const response = await this.call(user, `/ppt/generate-presentation?${query}`);
    const body = await response.json();
    if (response.status !== 200)
      throw new Error(`generate: ${response.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - started, started, fileId: body.fileId };
  }

  async stop() {
    await Promise.all([...this.workers, ...this.apps].map((app) => app.stop()));
    await this.environment.close();
  }
}

const filesParam = (files) =>
  JSON.stringify(files.map((file) => ({ file_id: file.file_id, file_type: file.type })));

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const seconds = (ms) => (ms / 1000).toFixed(2);
