import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ClientProxyFactory } from '@nestjs/microservices';
import {
  brokerEnv,
  createServiceApp,
  FsBlobStore,
  loadConfig,
  rmqClientOptions,
  type RunningService,
  ServiceClient,
} from '@deckforge/kit';
import { AppError } from '@deckforge/kit';
import { freePort, spawnApp, type SpawnedApp, TestEnvironment } from '@deckforge/kit/testing';
import { StorageRpc } from '@deckforge/proto';
import { Client } from 'pg';
import { storageService } from '../../src/storage.definition';

/** The data service's build: storage asks it for supported files and template categories. */
const dataEntry = join(__dirname, '..', '..', '..', 'data', 'dist', 'main.js');

/**
 * The storage service as other apps see it: running (in this process, so tests can reach its
 * providers) beside the real data service (a process) against real PostgreSQL and RabbitMQ,
 * called through a ServiceClient, with the blob store it writes to.
 */
export class StorageHarness {
  private constructor(
    readonly environment: TestEnvironment,
    readonly data: SpawnedApp,
    public storage: RunningService,
    readonly client: ServiceClient,
    readonly blobs: FsBlobStore,
    readonly db: Client,
    private readonly extraEnv: Record<string, string>,
  ) {}

  static async start(extraEnv: Record<string, string> = {}): Promise<StorageHarness> {
    const environment = await TestEnvironment.create();
    // No presentation service here: a template's report never comes, so it is not waited for.
    const env: Record<string, string> = {
      PREVIEWS: 'off',
      TEMPLATE_REPORT_TIMEOUT_MS: '250',
      ...environment.env,
      ...extraEnv,
    };
    const dataPort = await freePort();
    const data = await spawnApp(
      dataEntry,
      { ...env, HEALTH_PORT: String(dataPort) },
      { readyUrl: `http://127.0.0.1:${dataPort}/readyz` },
    );
    const storage = await createServiceApp(storageService, env);
    const broker = loadConfig(brokerEnv, env);
    const client = new ServiceClient(ClientProxyFactory.create(rmqClientOptions(broker)), broker);
    client.onApplicationBootstrap();
    const db = new Client({ connectionString: env.DATABASE_URL });
    await db.connect();
    const blobs = new FsBlobStore(join(environment.varDir, 'blobs'));
    return new StorageHarness(environment, data, storage, client, blobs, db, env);
  }

  /** Stops and starts the storage service again (same database and blobs). */
  async restartStorage(): Promise<void> {
    await this.storage.close();
    this.storage = await createServiceApp(storageService, this.extraEnv);
  }

  async stop(): Promise<void> {
    await this.client.onApplicationShutdown();
    await this.db.end();
    await this.storage.close();
    await this.data.stop();
    await this.environment.close();
  }

  /** What the gateway does for one file: begin, stream the bytes, return what complete needs. */
  async stream(userId: string, fileName: string, bytes: Buffer, folder?: 'media' | 'templates') {
    const grant = await this.client.send(StorageRpc.beginUpload, { userId, fileName, folder });
    const stored = await this.blobs.write(grant.blobKey, Readable.from([bytes]), {
      maxBytes: grant.maxBytes,
    });
    return { grant, part: { uploadId: grant.uploadId, size: stored.size, sha256: stored.sha256 } };
  }

  /** Begin, stream and complete one file. */
  async upload(userId: string, fileName: string, bytes: Buffer, category?: string) {
    const { part } = await this.stream(userId, fileName, bytes);
    const completed = await this.client.send(StorageRpc.completeUpload, {
      userId,
      uploads: [{ ...part, category }],
    });
    return completed.data[0];
  }

  async count(table: string, where = 'true', values: unknown[] = []): Promise<number> {
    const { rows } = await this.db.query<{ count: string }>(
      `SELECT count(*) FROM storage.${table} WHERE ${where}`,
      values,
    );
    return Number(rows[0].count);
  }
}

export const newUserId = () => randomUUID();

/** The AppError a call failed with, as `{code, message}`; undefined if it succeeded. */
export async function failureOf(call: Promise<unknown>) {
  try {
    await call;
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, message: error.message };
    throw error;
  }
}

export const PNG_BYTES = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  Buffer.alloc(200, 3),
]);
export const PDF_BYTES = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
export const EXE_BYTES = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0, 0, 0]),
]);
