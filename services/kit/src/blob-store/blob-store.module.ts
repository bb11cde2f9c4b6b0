import { join } from 'node:path';
import {
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Module,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { z } from 'zod';
import { APP_CONFIG } from '../config/app-config.module';
import { ConfigurationError, envBool } from '../config/env';
import { varDirectory } from '../config/paths';
import { BLOB_STORE, type BlobStore } from './blob-store';
import { FsBlobStore } from './fs-blob-store';

export const blobStoreEnv = z.object({
  /** `fs` keeps blobs in BLOB_DIR; `s3` in an S3-compatible bucket (S3_* variables). */
  BLOB_STORE: z.enum(['fs', 's3']).default('fs'),
  /** Default `var/blobs` at the repository root. */
  BLOB_DIR: z.string().optional(),
  VAR_DIR: z.string().optional(),
  /** Required with BLOB_STORE=s3. */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** For S3-compatible stores (MinIO, R2, ...); AWS when unset. */
  S3_ENDPOINT: z.string().url().optional(),
  /** Both or neither; without them the AWS default credential chain applies (IAM roles). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** `bucket.host/key` (false) or `host/bucket/key` (true, what most S3-compatible stores want). */
  S3_FORCE_PATH_STYLE: envBool(false),
  /** Prepended to every key, so several environments can share a bucket. */
  S3_KEY_PREFIX: z.string().optional(),
});
export type BlobStoreEnv = z.output<typeof blobStoreEnv>;

/** The configured blob store, for apps and scripts that are not Nest modules. */
export function createBlobStore(env: BlobStoreEnv): { store: BlobStore; close(): void } {
  if (env.BLOB_STORE === 'fs') {
    const directory = env.BLOB_DIR ?? join(varDirectory(env.VAR_DIR), 'blobs');
    return { store: new FsBlobStore(directory), close: () => undefined };
  }
  if (!env.S3_BUCKET) throw new ConfigurationError('Missing environment variable: S3_BUCKET');
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigurationError(
      `Missing environment variable: ${env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}`,
    );
  }
  // Loaded only when chosen: the AWS SDK is large, and most deployments of a service use one driver.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const s3 = require('./s3-blob-store') as typeof import('./s3-blob-store');
  return s3.createS3BlobStore({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    keyPrefix: env.S3_KEY_PREFIX,
  });
}

const BLOB_STORE_HANDLE = Symbol('BLOB_STORE_HANDLE');

@Injectable()
class BlobStoreCloser implements OnApplicationShutdown {
  constructor(@Inject(BLOB_STORE_HANDLE) private readonly handle: { close(): void }) {}
  onApplicationShutdown() {
    this.handle.close();
  }
}

/** The configured blob store as `BLOB_STORE`, for every app that reads or writes file bytes. */
@Global()
@Module({})
export class BlobStoreModule {
  static forRoot(env: BlobStoreEnv): DynamicModule {
    const handle = createBlobStore(env);
    return {
      module: BlobStoreModule,
      providers: [
        { provide: BLOB_STORE_HANDLE, useValue: handle },
        { provide: BLOB_STORE, useValue: handle.store },
        BlobStoreCloser,
      ],
      exports: [BLOB_STORE],
    };
  }

  /** The same, configured from the app's validated config (APP_CONFIG), for service specs. */
  static fromAppConfig(): DynamicModule {
    return {
      module: BlobStoreModule,
      providers: [
        {
          provide: BLOB_STORE_HANDLE,
          useFactory: (config: BlobStoreEnv) => createBlobStore(config),
          inject: [APP_CONFIG],
        },
        {
          provide: BLOB_STORE,
          useFactory: (handle: { store: BlobStore }) => handle.store,
          inject: [BLOB_STORE_HANDLE],
        },
        BlobStoreCloser,
      ],
      exports: [BLOB_STORE],
    };
  }
}
