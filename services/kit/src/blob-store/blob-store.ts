import type { Readable } from 'node:stream';

/** What a finished write produced. */
export interface StoredBlob {
  size: number;
  /** hex */
  sha256: string;
}

/** Raised when a write went past its `maxBytes`; nothing of it is left in the store. */
export class BlobTooLargeError extends Error {
  override readonly name = 'BlobTooLargeError';
  constructor(readonly maxBytes: number) {
    super(`The content is larger than ${maxBytes} bytes`);
  }
}

/** Bytes `start` to `end` (inclusive, as in an HTTP Range header); `end` defaults to the last byte. */
export interface ByteRange {
  start: number;
  end?: number;
}

/** Raised when reading a key that holds nothing. */
export class BlobNotFoundError extends Error {
  override readonly name = 'BlobNotFoundError';
  constructor(readonly key: string) {
    super(`No blob at ${key}`);
  }
}

/**
 * Where file bytes live (docs/architecture.md, "Embedded defaults"): a local directory by default, an S3-compatible store
 * in production. Bytes are streamed, never held whole in memory. Keys are chosen by our code
 * (never user-supplied names) and may contain `/`.
 */
export interface BlobStore {
  /**
   * Streams `body` to `key`. The blob appears only once complete: a failed or oversize write
   * (BlobTooLargeError) leaves nothing behind, and an existing blob is replaced atomically.
   */
  write(
    key: string,
    body: Readable,
    options?: { maxBytes?: number; contentType?: string },
  ): Promise<StoredBlob>;
  /** The blob's bytes, or a range of them; BlobNotFoundError when there is none. */
  read(key: string, options?: { range?: ByteRange }): Promise<Readable>;
  /** The blob's size, or undefined when there is none. */
  stat(key: string): Promise<{ size: number } | undefined>;
  exists(key: string): Promise<boolean>;
  /** Removes the blob; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
}

export const BLOB_STORE = Symbol('BLOB_STORE');

/** Keys are ours, but check anyway: no traversal, no absolute paths, a safe alphabet. */
export function assertSafeKey(key: string): void {
  if (
    !/^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/.test(key) ||
    key.split('/').includes('..')
  ) {
    throw new Error(`Unsafe blob key: ${JSON.stringify(key)}`);
  }
}
