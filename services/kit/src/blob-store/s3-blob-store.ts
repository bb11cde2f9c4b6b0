import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertSafeKey,
  BlobNotFoundError,
  type BlobStore,
  type ByteRange,
  type StoredBlob,
} from './blob-store';
import { MeteredStream } from './fs-blob-store';

export interface S3BlobStoreOptions {
  bucket: string;
  /** Prepended to every key, so several environments can share one bucket. */
  keyPrefix?: string;
  /**
   * Multipart part size; the uploader holds at most `partSize × queueSize` bytes of one upload in
   * memory, whatever the file's size.
   */
  partSize?: number;
  queueSize?: number;
}

/** S3's minimum part size. */
const MIN_PART_SIZE = 5 * 1024 * 1024;

/**
 * Blobs in an S3-compatible bucket (AWS S3, MinIO, R2, ...). Writes stream through a multipart
 * upload (one PutObject when the content fits one part); S3 publishes an object only when its
 * upload completes, and a failed or oversize upload is aborted, so nothing partial is ever
 * visible.
 */
export class S3BlobStore implements BlobStore {
  private readonly keyPrefix: string;
  private readonly partSize: number;
  private readonly queueSize: number;

  constructor(
    private readonly client: S3Client,
    private readonly options: S3BlobStoreOptions,
  ) {
    this.keyPrefix = options.keyPrefix ? `${options.keyPrefix.replace(/\/+$/, '')}/` : '';
    this.partSize = Math.max(options.partSize ?? MIN_PART_SIZE, MIN_PART_SIZE);
    this.queueSize = options.queueSize ?? 2;
  }

  async write(
    key: string,
    body: Readable,
    options: { maxBytes?: number; contentType?: string } = {},
  ): Promise<StoredBlob> {
    const objectKey = this.objectKey(key);
    const meter = new MeteredStream(options.maxBytes);
    // The source is piped through the meter; an oversize or broken source fails the meter, which
    // fails the upload, which aborts the multipart upload on the server.
    const piping = pipeline(body, meter);
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.options.bucket,
        Key: objectKey,
        Body: meter,
        ContentType: options.contentType ?? 'application/octet-stream',
      },
      partSize: this.partSize,
      queueSize: this.queueSize,
      leavePartsOnError: false,
    });
    const uploading = upload.done().catch((error: unknown) => {
      // A store-side failure: stop reading the source so the pipeline settles too.
      meter.destroy(error instanceof Error ? error : new Error(String(error)));
      throw error;
    });
    const [source, stored] = await Promise.allSettled([piping, uploading]);
    if (source.status === 'rejected') {
      // The source's own failure (too large, client went away) explains the upload's failure.
      if (stored.status === 'fulfilled') await this.delete(key);
      throw source.reason;
    }
    if (stored.status === 'rejected') throw stored.reason;
    return { size: meter.byteCount, sha256: meter.sha256 };
  }

  async read(key: string, options: { range?: ByteRange } = {}): Promise<Readable> {
    const { range } = options;
    try {
      const response = await this.client.send(
        new GetObjectCommand({
          Bucket: this.options.bucket,
          Key: this.objectKey(key),
          Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined,
        }),
      );
      if (!(response.Body instanceof Readable)) throw new Error('S3 returned no readable body');
      return response.Body;
    } catch (error) {
      if (isMissing(error)) throw new BlobNotFoundError(key);
      throw error;
    }
  }

  async stat(key: string): Promise<{ size: number } | undefined> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }),
      );
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== undefined;
  }

  async delete(key: string): Promise<void> {
    // S3 answers a delete of a missing key with success, which is the contract's behaviour.
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }),
    );
  }

  private objectKey(key: string): string {
    assertSafeKey(key);
    return `${this.keyPrefix}${key}`;
  }
}

/**
 * An S3 client for the store's settings, and the store on it; `close` releases its sockets.
 * @public loaded with require() by blob-store.module.ts only when S3 is chosen.
 */
export function createS3BlobStore(
  settings: S3BlobStoreOptions & {
    region: string;
    endpoint?: string;
    forcePathStyle: boolean;
    credentials?: { accessKeyId: string; secretAccessKey: string };
  },
): { store: S3BlobStore; close(): void } {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: many S3-compatible stores reject the newer
    // default (CRC32 trailers); integrity is ours anyway (SHA-256 of every write).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return { store: new S3BlobStore(client, settings), close: () => client.destroy() };
}

const isMissing = (error: unknown): boolean =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404);
