import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FileMetadata } from '@deckforge/proto';
import JSZip from 'jszip';
import { signedInUser, type TestSession } from '../support/session';
import { TestStack } from '../support/stack';
import { blobsOf, storageRowsOf, type UploadFile, uploadForm } from '../support/uploads';

jest.setTimeout(180_000);

const MB = 1024 * 1024;
const CAMPUS_PPTX = readFileSync(
  join(__dirname, '..', '..', '..', 'services/storage/assets/system-templates/campus.pptx'),
);
const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const png = (bytes: number) => Buffer.concat([PNG_HEAD, Buffer.alloc(bytes - PNG_HEAD.length, 7)]);

/**
 * Filling the disk and the preview queue, replayed through the gateway with Node's fetch on
 * the real storage service (docs/reliability.md, "Web and storage attacks"). Quotas are small
 * here so that the attacks stay quick; the defaults are 1024 MB and 500 files.
 */
describe('storage abuse at the gateway', () => {
  let stack: TestStack;
  let tools: string;

  beforeAll(async () => {
    // A "LibreOffice" that only sleeps: previews stay pending for as long as the test runs.
    tools = mkdtempSync(join(tmpdir(), 'slow-soffice-'));
    writeFileSync(join(tools, 'soffice'), '#!/bin/sh\nexec sleep 120\n');
    chmodSync(join(tools, 'soffice'), 0o755);
    stack = await TestStack.start({
      services: ['data', 'storage'],
      env: {
        USER_QUOTA_MB: '8',
        USER_QUOTA_FILES: '12',
        MAX_PENDING_PREVIEWS: '2',
        PREVIEWS: 'on',
        SOFFICE_PATH: join(tools, 'soffice'),
      },
    });
  }, 90_000);

  afterAll(async () => {
    await stack?.stop();
    rmSync(tools, { recursive: true, force: true });
  });

  async function upload(session: TestSession, files: UploadFile[], categories: string[] = []) {
    const response = await fetch(`${stack.url}/api/v1/storage/upload`, {
      method: 'POST',
      headers: { cookie: session.cookie },
      body: uploadForm(files, categories),
    });
    return {
      status: response.status,
      body: (await response.json()) as { message: string; data?: FileMetadata[] },
    };
  }

  it('refuses one request of 20 x 1 MiB past the quota whole, keeping none of it', async () => {
    const mallory = await signedInUser();
    const files = Array.from({ length: 20 }, (_, n) => ({ name: `dump-${n}.png`, bytes: png(MB) }));
    expect(await upload(mallory, files)).toEqual({
      status: 413,
      body: {
        message:
          'These files do not fit in your storage: 8 MB of your 8 MB are left. Delete files you no longer need to make room.',
      },
    });
    expect(await storageRowsOf(stack, mallory.userId)).toEqual({ files: 0, pending: 0 });
    expect(blobsOf(stack, mallory.userId)).toEqual([]);
  });

  it('stores request after request only up to the quota, then names it', async () => {
    const mallory = await signedInUser();
    const answers: number[] = [];
    let refusal = '';
    for (let request = 0; request < 12 && !refusal; request++) {
      const answer = await upload(mallory, [{ name: `part-${request}.png`, bytes: png(MB) }]);
      answers.push(answer.status);
      if (answer.status !== 201) refusal = answer.body.message;
    }
    expect(answers).toEqual([...Array(8).fill(201), 413]);
    expect(refusal).toBe(
      'Your storage is full: uploads may take 8 MB in all. Delete files you no longer need to upload more.',
    );
    expect(await storageRowsOf(stack, mallory.userId)).toEqual({ files: 8, pending: 0 });
    expect(blobsOf(stack, mallory.userId)).toHaveLength(8);
  });

  it('stores no more files than the file quota', async () => {
    const mallory = await signedInUser();
    const tiny = (n: number) => ({ name: `note-${n}.txt`, bytes: Buffer.from(`note ${n}`) });
    expect(
      (
        await upload(
          mallory,
          Array.from({ length: 12 }, (_, n) => tiny(n)),
        )
      ).status,
    ).toBe(201);
    expect(await upload(mallory, [tiny(12)])).toEqual({
      status: 413,
      body: {
        message:
          'You can keep at most 12 uploaded files. Delete files you no longer need to upload more.',
      },
    });
    expect(await storageRowsOf(stack, mallory.userId)).toEqual({ files: 12, pending: 0 });
  });

  it('refuses a small template that unpacks a hundred times over (a zip bomb), keeping nothing', async () => {
    const mallory = await signedInUser();
    const bomb = await JSZip.loadAsync(CAMPUS_PPTX);
    bomb.file('ppt/media/padding.bin', Buffer.alloc(100 * MB));
    const bytes = await bomb.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(bytes.length).toBeLessThan(500 * 1024);
    expect(await upload(mallory, [{ name: 'bomb.pptx', bytes }], ['Business'])).toEqual({
      status: 413,
      body: {
        message: 'bomb.pptx is too large once unpacked (it is compressed more than 100:1)',
      },
    });
    expect(await storageRowsOf(stack, mallory.userId)).toEqual({ files: 0, pending: 0 });
    expect(blobsOf(stack, mallory.userId)).toEqual([]);
  });

  it("lets nobody queue more than two previews, and never holds up someone else's", async () => {
    const mallory = await signedInUser();
    const template = (n: number) => [{ name: `theme-${n}.pptx`, bytes: CAMPUS_PPTX }];
    expect((await upload(mallory, template(1), ['Business'])).status).toBe(201);
    expect((await upload(mallory, template(2), ['Business'])).status).toBe(201);
    expect(await upload(mallory, template(3), ['Business'])).toEqual({
      status: 429,
      body: {
        message:
          'Previews of your last 2 templates are still being made. Please upload more templates once they are ready (usually within a minute).',
      },
    });
    // Three at once are refused whole, before the third is stored.
    const another = await signedInUser();
    expect(
      (await upload(another, [...template(4), ...template(5), ...template(6)], ['Business']))
        .status,
    ).toBe(429);
    expect(await storageRowsOf(stack, another.userId)).toEqual({ files: 0, pending: 0 });
    // Media are not previewed, and other people's templates go in as before.
    expect((await upload(mallory, [{ name: 'photo.png', bytes: png(1000) }])).status).toBe(201);
    const ada = await signedInUser();
    expect((await upload(ada, template(7), ['Business'])).status).toBe(201);
  });
});
