import { createReadStream } from 'node:fs';
import type { BlobStore } from '@deckforge/kit';

/** Stores a local file under a blob key (streamed). */
export async function storeFile(blobs: BlobStore, key: string, path: string): Promise<void> {
  await blobs.write(key, createReadStream(path));
}
