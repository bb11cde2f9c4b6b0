import { Readable } from 'node:stream';
import { FakeS3 } from '../testing/fake-s3';
import { BlobTooLargeError } from './blob-store';
import { blobStoreEnv, createBlobStore } from './blob-store.module';
import { behavesLikeABlobStore } from '../../test/support/blob-store-contract';
import { S3BlobStore } from './s3-blob-store';

describe(S3BlobStore.name, () => {
  let fake: FakeS3;
  const handles: Array<{ close(): void }> = [];

  beforeAll(async () => {
    fake = await FakeS3.start();
  });
  afterAll(async () => {
    for (const handle of handles) handle.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.objects.clear();
    fake.multipartUploads.clear();
    fake.requests.length = 0;
    fake.failWhen(undefined);
  });

  const s3Store = (extra: Record<string, string> = {}) => {
    const handle = createBlobStore(blobStoreEnv.parse({ ...fake.env, ...extra }));
    handles.push(handle);
    return handle.store;
  };
  /** Objects and unfinished multipart uploads: both must be gone after a failed write. */
  const leftovers = async () => [
    ...fake.objects.keys(),
    ...[...fake.multipartUploads.values()].map((upload) => `${upload.key} (unfinished upload)`),
  ];

  behavesLikeABlobStore(() => ({ store: s3Store(), leftovers }));

  it('streams a large file as a multipart upload, never as one request body', async () => {
    const part = Buffer.alloc(5 * 1024 * 1024, 1);
    const stored = await s3Store().write('big', Readable.from([part, part, part.subarray(0, 10)]));
    expect(stored.size).toBe(2 * part.length + 10);
    expect(fake.objects.get('big')?.body.length).toBe(stored.size);
    const partUploads = fake.requests.filter((request) => request.query.has('partNumber'));
    expect(partUploads.map((request) => request.query.get('partNumber')).sort()).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it('aborts the multipart upload when the content goes past its limit', async () => {
    const part = Buffer.alloc(5 * 1024 * 1024, 2);
    await expect(
      s3Store().write('too-big', Readable.from([part, part, part]), {
        maxBytes: 2 * part.length,
      }),
    ).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(await leftovers()).toEqual([]);
    expect(fake.requests.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('aborts the multipart upload when the store fails a part, and reports the failure', async () => {
    fake.failWhen((request) => request.query.get('partNumber') === '2');
    const part = Buffer.alloc(5 * 1024 * 1024, 3);
    await expect(s3Store().write('failing', Readable.from([part, part, part]))).rejects.toThrow();
    expect(await leftovers()).toEqual([]);
  });

  it('keeps keys under the configured prefix and signs with the configured key', async () => {
    await s3Store({ S3_KEY_PREFIX: 'staging/' }).write('a/b', Readable.from([Buffer.from('x')]));
    expect([...fake.objects.keys()]).toEqual(['staging/a/b']);

    const stranger = s3Store({ S3_ACCESS_KEY_ID: 'AKIASOMEONEELSE' });
    await expect(stranger.write('c', Readable.from([Buffer.from('x')]))).rejects.toThrow(
      /access key/i,
    );
  });

  it('names the missing variable when S3 is chosen without a bucket or half a key pair', () => {
    expect(() => createBlobStore(blobStoreEnv.parse({ BLOB_STORE: 's3' }))).toThrow(
      'Missing environment variable: S3_BUCKET',
    );
    expect(() =>
      createBlobStore(
        blobStoreEnv.parse({ BLOB_STORE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'AKIA' }),
      ),
    ).toThrow('Missing environment variable: S3_SECRET_ACCESS_KEY');
  });
});
