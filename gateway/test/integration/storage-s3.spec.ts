import { createHash } from 'node:crypto';
import { FakeS3 } from '@deckforge/kit/testing';
import type { FileMetadata } from '@deckforge/proto';
import { Messages, previewPathOf } from '@deckforge/proto';
import { signedInUser } from '../support/session';
import { TestStack } from '../support/stack';
import { authed, upload, uploadForm } from '../support/uploads';

const MB = 1024 * 1024;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The same library with BLOB_STORE=s3: gateway and storage both talk S3 to a fake on loopback. */
describe('the file library on an S3-compatible blob store', () => {
  let fake: FakeS3;
  let stack: TestStack;

  beforeAll(async () => {
    fake = await FakeS3.start();
    stack = await TestStack.start({
      services: ['data', 'storage'],
      env: { ...fake.env, MAX_UPLOAD_MB: '7', PREVIEWS: 'off' },
    });
  }, 90_000);

  afterAll(async () => {
    await stack?.stop();
    await fake?.close();
  }, 30_000);

  it('keeps system templates and their previews in the bucket', async () => {
    const response = await fetch(`${stack.url}/api/v1/storage/system-templates`);
    const { data } = (await response.json()) as { data: FileMetadata[] };
    expect(data.length).toBeGreaterThanOrEqual(8);
    const preview = await fetch(`${stack.url}${previewPathOf(data[0].file_path)}`);
    expect(preview.status).toBe(200);
    expect(
      [...fake.objects.keys()].filter((key) => key.startsWith('system/templates/')),
    ).toHaveLength(data.length * 2);
  });

  it('streams an upload into the bucket as a multipart upload, and back out unchanged', async () => {
    const session = await signedInUser();
    const bytes = Buffer.alloc(6 * MB + 17, 9);
    Buffer.from('%PDF-1.7\n').copy(bytes);
    const uploaded = await upload(stack, session, uploadForm([{ name: 'big.pdf', bytes }]));
    expect(uploaded.status).toBe(201);
    const [file] = uploaded.body.data!;
    const key = `files/${session.userId}/${file.file_id}`;
    expect(fake.objects.get(key)?.body.length).toBe(bytes.length);
    expect(
      fake.requests.some((request) => request.key === key && request.query.has('partNumber')),
    ).toBe(true);

    const download = await fetch(
      `${stack.url}/api/v1/storage/download?fileId=${file.file_id}`,
      authed(session),
    );
    expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(bytes));

    await fetch(`${stack.url}/api/v1/storage/delete?fileId=${file.file_id}`, {
      method: 'POST',
      ...authed(session),
    });
    expect(fake.objects.has(key)).toBe(false);
  });

  it('aborts the multipart upload of a file over the limit: no object, no parts left', async () => {
    const session = await signedInUser();
    const bytes = Buffer.alloc(12 * MB, 1);
    Buffer.from('%PDF-1.7\n').copy(bytes);
    expect(await upload(stack, session, uploadForm([{ name: 'huge.pdf', bytes }]))).toEqual({
      status: 413,
      body: { message: Messages.fileTooLarge('huge.pdf', 7) },
    });
    expect([...fake.objects.keys()].filter((key) => key.includes(session.userId))).toEqual([]);
    expect(
      [...fake.multipartUploads.values()].filter((upload) => upload.key.includes(session.userId)),
    ).toEqual([]);
  }, 60_000);
});
