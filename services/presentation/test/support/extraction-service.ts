import type { Readable } from 'node:stream';
import { BLOB_STORE, type BlobStore, createServiceApp, type RunningService } from '@deckforge/kit';
import { TestEnvironment } from '@deckforge/kit/testing';
import type { StoredFile } from '@deckforge/proto';
import { ExtractionService } from '../../src/engine/extract';
import { presentationService } from '../../src/presentation.definition';
import { storedFile } from './stored-files';

export interface ExtractionSuite {
  /** The running presentation service, for its other providers. */
  readonly app: RunningService['app'];
  readonly sut: ExtractionService;
  readonly blobs: BlobStore;
  /** Puts bytes in the blob store as storage does after an upload. */
  store(name: string, bytes: Buffer | Readable): Promise<StoredFile>;
}

/**
 * The presentation service on servers of its own for the enclosing `describe` (started before
 * its tests, closed after them), with its extraction service as the subject.
 */
export function useExtractionService(): ExtractionSuite {
  let environment: TestEnvironment | undefined;
  let service: RunningService | undefined;
  beforeAll(async () => {
    environment = await TestEnvironment.create();
    service = await createServiceApp(presentationService, environment.env);
  });
  afterAll(async () => {
    await service?.close();
    await environment?.close();
  });
  const app = () => {
    if (!service) throw new Error('The presentation service has not started');
    return service.app;
  };
  return {
    get app() {
      return app();
    },
    get sut() {
      return app().get(ExtractionService);
    },
    get blobs() {
      return app().get<BlobStore>(BLOB_STORE);
    },
    store: (name, bytes) => storedFile(app().get<BlobStore>(BLOB_STORE), name, bytes),
  };
}
