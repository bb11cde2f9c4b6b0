import { join } from 'node:path';
import { type DynamicModule, Global, Module } from '@nestjs/common';
import { z } from 'zod';
import { varDirectory } from '../config/paths';
import { BLOB_STORE } from './blob-store';
import { FsBlobStore } from './fs-blob-store';

export const blobStoreEnv = z.object({
  /** `fs` keeps blobs in BLOB_DIR. */
  BLOB_STORE: z.enum(['fs']).default('fs'),
  /** Default `var/blobs` at the repository root. */
  BLOB_DIR: z.string().optional(),
  VAR_DIR: z.string().optional(),
});
export type BlobStoreEnv = z.output<typeof blobStoreEnv>;

/** The configured blob store as `BLOB_STORE`, for every app that reads or writes file bytes. */
@Global()
@Module({})
export class BlobStoreModule {
  static forRoot(env: BlobStoreEnv): DynamicModule {
    const directory = env.BLOB_DIR ?? join(varDirectory(env.VAR_DIR), 'blobs');
    return {
      module: BlobStoreModule,
      providers: [{ provide: BLOB_STORE, useValue: new FsBlobStore(directory) }],
      exports: [BLOB_STORE],
    };
  }
}
