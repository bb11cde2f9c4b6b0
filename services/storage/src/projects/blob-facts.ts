import { createHash } from 'node:crypto';
import type { BlobStore } from '@deckforge/kit';

/** The blobs among `keys` that are in the store, with their sizes, in order. */
export async function existingBlobs(
  blobs: BlobStore,
  keys: string[],
): Promise<Array<{ key: string; size: number }>> {
  const found: Array<{ key: string; size: number }> = [];
  for (const key of keys) {
    const blob = await blobs.stat(key);
    if (blob) found.push({ key, size: blob.size });
  }
  return found;
}

/** A stored blob's SHA-256 (the ETag of the file and preview addresses). */
export async function sha256Of(blobs: BlobStore, key: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of await blobs.read(key)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
