import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertSafeKey,
  BlobNotFoundError,
  type BlobStore,
  BlobTooLargeError,
  type ByteRange,
  type StoredBlob,
} from './blob-store';

/** Counts and hashes bytes as they pass, failing once more than `maxBytes` went through. */
export class MeteredStream extends Transform {
  /** Not `size`: the S3 uploader would read a `size` property as the body's total length. */
  byteCount = 0;
  private readonly hash = createHash('sha256');

  constructor(private readonly maxBytes = Number.POSITIVE_INFINITY) {
    super();
  }

  override _transform(
    chunk: Buffer,
    _encoding: BufferEncoding,
    callback: (error?: Error | null, data?: Buffer) => void,
  ) {
    this.byteCount += chunk.length;
    if (this.byteCount > this.maxBytes) return callback(new BlobTooLargeError(this.maxBytes));
    this.hash.update(chunk);
    callback(null, chunk);
  }

  get sha256(): string {
    return this.hash.copy().digest('hex');
  }
}

/**
 * Blobs as files under one directory. A write goes to a temporary file beside its target and is
 * renamed into place when complete, so readers never see half a file.
 */
export class FsBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  async write(
    key: string,
    body: Readable,
    options: { maxBytes?: number } = {},
  ): Promise<StoredBlob> {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    const temporary = `${target}.${randomUUID()}.partial`;
    const meter = new MeteredStream(options.maxBytes);
    // Opened before the pipeline starts: a stream that opens its file lazily could create it
    // after a failed write was cleaned up, leaving a partial file behind.
    const handle = await open(temporary, 'wx');
    try {
      await pipeline(body, meter, createWriteStream('', { fd: handle }));
      await rename(temporary, target);
    } catch (error) {
      await handle.close().catch(() => undefined);
      await rm(temporary, { force: true });
      throw error;
    }
    return { size: meter.byteCount, sha256: meter.sha256 };
  }

  async read(key: string, options: { range?: ByteRange } = {}): Promise<Readable> {
    const path = this.path(key);
    if (!(await this.exists(key))) throw new BlobNotFoundError(key);
    return createReadStream(path, options.range ?? {});
  }

  async stat(key: string): Promise<{ size: number } | undefined> {
    try {
      const info = await stat(this.path(key));
      return info.isFile() ? { size: info.size } : undefined;
    } catch {
      return undefined;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== undefined;
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  private path(key: string): string {
    assertSafeKey(key);
    return join(this.root, ...key.split('/'));
  }
}
