import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { DEFAULT_MAX_UPLOAD_MB, Messages } from '@deckforge/proto';
import JSZip from 'jszip';
import { signedInUser, type TestSession } from '../support/session';
import { TestStack } from '../support/stack';
import {
  blobsOf,
  storageRowsOf,
  streamLargeUpload,
  upload,
  uploadForm,
  type UploadFile,
} from '../support/uploads';

const CAMPUS_PPTX = readFileSync(
  join(__dirname, '..', '..', '..', 'services/storage/assets/system-templates/campus.pptx'),
);
const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const MB = 1024 * 1024;

/**
 * Everything the spec and the issue say must be refused, through the gateway: each answer has
 * the right status and message, and nothing of the attempt remains (no row, no pending upload,
 * no blob, not even a partial one).
 */
describe('uploads the gateway refuses, leaving nothing behind', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await TestStack.start({
      services: ['data', 'storage'],
      env: { ZIP_MAX_UNPACKED_MB: '8', PREVIEWS: 'off' },
    });
  }, 90_000);

  afterAll(() => stack?.stop(), 30_000);

  async function expectNothingLeft(session: TestSession) {
    expect(await storageRowsOf(stack, session.userId)).toEqual({ files: 0, pending: 0 });
    expect(blobsOf(stack, session.userId)).toEqual([]);
  }

  async function refused(files: UploadFile[], categories: string[] = [], query = '') {
    const session = await signedInUser();
    const result = await upload(stack, session, uploadForm(files, categories), query);
    await expectNothingLeft(session);
    return result;
  }

  it(`refuses a ${DEFAULT_MAX_UPLOAD_MB + 10} MB file at the limit, without reading it all first`, async () => {
    const session = await signedInUser();
    const total = (DEFAULT_MAX_UPLOAD_MB + 10) * MB;
    const result = await streamLargeUpload(
      stack,
      session,
      'holiday video.png',
      total,
      PNG_HEAD,
      (DEFAULT_MAX_UPLOAD_MB + 2) * MB,
    );
    expect(result.status).toBe(413);
    expect(result.body).toEqual({
      message: Messages.fileTooLarge('holiday video.png', DEFAULT_MAX_UPLOAD_MB),
    });
    // The answer came while most of the rest was still unsent: the gateway refused at the
    // limit, as the bytes streamed by, instead of taking in (and holding) the whole body.
    expect(result.bytesSentBeforeAnswer).toBeLessThan((DEFAULT_MAX_UPLOAD_MB + 3) * MB);
    await expectNothingLeft(session);
  }, 60_000);

  it('answers a client that sends the whole file before reading, as browsers do', async () => {
    const session = await signedInUser();
    const total = (DEFAULT_MAX_UPLOAD_MB + 10) * MB;
    const result = await streamLargeUpload(stack, session, 'scan.png', total, PNG_HEAD);
    expect(result).toMatchObject({
      status: 413,
      body: { message: Messages.fileTooLarge('scan.png', DEFAULT_MAX_UPLOAD_MB) },
      sentAll: true,
    });
    await expectNothingLeft(session);
  }, 60_000);

  it.each([
    [
      'an extension that is not supported',
      'tool.exe',
      Buffer.from('MZ'),
      415,
      Messages.fileTypeNotSupported,
    ],
    [
      'a name without an extension',
      'README',
      Buffer.from('hello'),
      415,
      Messages.fileTypeNotSupported,
    ],
    [
      'a zip named .png',
      'photo.png',
      Buffer.from('504b03040a0000000000', 'hex'),
      415,
      'The content of photo.png does not match its .png extension',
    ],
    [
      'a program named .pdf',
      'invoice.pdf',
      Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0])]),
      415,
      'The content of invoice.pdf does not match its .pdf extension',
    ],
    ['an empty file', 'empty.pdf', Buffer.alloc(0), 400, 'empty.pdf is empty'],
  ])('refuses %s', async (_label, name, bytes, status, message) => {
    expect(await refused([{ name, bytes }])).toEqual({ status, body: { message } });
  });

  it('refuses a template without a category, and a media file sent as a template', async () => {
    expect(await refused([{ name: 'deck.pptx', bytes: CAMPUS_PPTX }])).toEqual({
      status: 400,
      body: { message: Messages.categoryRequired },
    });
    expect(
      await refused([{ name: 'photo.png', bytes: PNG_HEAD }], [], '?folder=templates'),
    ).toEqual({ status: 415, body: { message: Messages.fileTypeNotSupported } });
  });

  it('refuses a .pptx that is not a presentation, and one that is a zip bomb', async () => {
    const notPresentation = new JSZip();
    notPresentation.file('hello.txt', 'hello');
    expect(
      await refused(
        [{ name: 'deck.pptx', bytes: await notPresentation.generateAsync({ type: 'nodebuffer' }) }],
        ['Business'],
      ),
    ).toEqual({
      status: 400,
      body: { message: 'deck.pptx is not a valid PowerPoint presentation' },
    });

    const bomb = await JSZip.loadAsync(CAMPUS_PPTX);
    bomb.file('ppt/media/padding.bin', Buffer.alloc(20 * MB));
    const bombBytes = await bomb.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const result = await refused([{ name: 'bomb.pptx', bytes: bombBytes }], ['Business']);
    expect(result.status).toBe(413);
    expect(result.body.message).toMatch(/^bomb\.pptx is too large once unpacked/);
  });

  it('keeps none of the files of a request when one of them is refused', async () => {
    expect(
      await refused([
        { name: 'fine.png', bytes: PNG_HEAD },
        { name: 'fine.txt', bytes: Buffer.from('plain text') },
        { name: 'fake.pdf', bytes: PNG_HEAD },
      ]),
    ).toEqual({
      status: 415,
      body: { message: 'The content of fake.pdf does not match its .pdf extension' },
    });
    expect(
      await refused([
        { name: 'fine.png', bytes: PNG_HEAD },
        { name: 'virus.exe', bytes: Buffer.from('MZ') },
      ]),
    ).toEqual({ status: 415, body: { message: Messages.fileTypeNotSupported } });
  });

  it('refuses more files than one upload may carry', async () => {
    const files = Array.from({ length: 21 }, (_, index) => ({
      name: `note-${index}.txt`,
      bytes: Buffer.from(`note ${index}`),
    }));
    expect(await refused(files)).toEqual({
      status: 413,
      body: { message: 'Please upload at most 20 files at a time' },
    });
  });

  it('stores a path-like or disguised name cleaned, never as a path', async () => {
    const session = await signedInUser();
    const result = await upload(
      stack,
      session,
      uploadForm([{ name: '..\\..\\etc\\pass\u202Ewd.txt', bytes: Buffer.from('hello') }]),
    );
    expect(result.status).toBe(201);
    const [file] = result.body.data!;
    expect(file.name).toBe('passwd.txt');
    expect(blobsOf(stack, session.userId).map((path) => path.split('/').pop())).toEqual([
      file.file_id,
    ]);
  });

  it('leaves nothing when the client goes away half-way through a file', async () => {
    const session = await signedInUser();
    const url = new URL(`${stack.url}/api/v1/storage/upload`);
    const boundary = 'interrupted-boundary';
    await new Promise<void>((resolve) => {
      const request = httpRequest({
        method: 'POST',
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        headers: {
          cookie: session.cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(10 * MB),
        },
      });
      request.on('error', () => resolve());
      request.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n\r\n`,
      );
      request.write(Buffer.concat([PNG_HEAD, Buffer.alloc(2 * MB, 7)]), () => {
        // Give the gateway time to begin the upload and stream the first bytes, then vanish.
        setTimeout(() => {
          request.destroy();
          resolve();
        }, 500);
      });
    });
    for (let attempt = 0; attempt < 50; attempt++) {
      const rows = await storageRowsOf(stack, session.userId);
      if (rows.pending === 0 && blobsOf(stack, session.userId).length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await expectNothingLeft(session);
  });
});
