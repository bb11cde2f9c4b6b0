import { ErrorCode, Messages, StorageRpc } from '@deckforge/proto';
import JSZip from 'jszip';
import PptxGenJS from 'pptxgenjs';
import { OrphanBlobsSweeper } from '../../src/blobs/orphan-blobs.sweeper';
import {
  EXE_BYTES,
  failureOf,
  newUserId,
  PDF_BYTES,
  PNG_BYTES,
  StorageHarness,
} from '../support/storage-harness';

const pptxBytes = async () => {
  const pptx = new PptxGenJS();
  pptx.addSlide().addText('Hello', { x: 1, y: 1, w: 4, h: 1 });
  return (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
};

describe('uploads through the storage service', () => {
  let harness: StorageHarness;

  beforeAll(async () => {
    harness = await StorageHarness.start({ MAX_UPLOAD_MB: '1', ZIP_MAX_UNPACKED_MB: '8' });
  }, 60_000);
  afterAll(() => harness?.stop(), 30_000);

  /** Nothing of the user's is left: no file, no pending upload, no blob under their prefix. */
  async function nothingLeftFor(userId: string, blobKeys: string[]) {
    expect(await harness.count('stored_files', 'owner_id = $1', [userId])).toBe(0);
    expect(await harness.count('pending_uploads', 'owner_id = $1', [userId])).toBe(0);
    for (const key of blobKeys) expect(await harness.blobs.exists(key)).toBe(false);
  }

  it('records a media file with the spec fields, under a key made of ids only', async () => {
    const userId = newUserId();
    const { grant, part } = await harness.stream(
      userId,
      '../../Quarterly\u0000 Report.PDF',
      PDF_BYTES,
    );
    expect(grant).toMatchObject({
      name: 'Quarterly Report.pdf',
      folder: 'media',
      maxBytes: 1024 * 1024,
      blobKey: `files/${userId}/${grant.uploadId}`,
    });
    const completed = await harness.client.send(StorageRpc.completeUpload, {
      userId,
      uploads: [part],
    });
    expect(completed.message).toBe('File uploaded successfully');
    expect(completed.data).toEqual([
      {
        file_id: grant.uploadId,
        name: 'Quarterly Report.pdf',
        type: 'application/pdf',
        size: PDF_BYTES.length,
        folder: 'media',
        file_path: `/api/v1/storage/files/${grant.uploadId}.pdf`,
        uploaded_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        source: 'user',
        template_category: null,
      },
    ]);
    expect(await harness.count('pending_uploads', 'owner_id = $1', [userId])).toBe(0);
  });

  it.each([
    ['an extension that is not supported', 'tool.exe', undefined],
    ['a name without an extension', 'README', undefined],
    ['a template upload of a media file', 'photo.png', 'templates' as const],
    ['a media upload of a template', 'deck.pptx', 'media' as const],
  ])('refuses %s before any byte is stored', async (_label, fileName, folder) => {
    const userId = newUserId();
    expect(
      await failureOf(harness.client.send(StorageRpc.beginUpload, { userId, fileName, folder })),
    ).toEqual({ code: ErrorCode.UnsupportedMediaType, message: Messages.fileTypeNotSupported });
    await nothingLeftFor(userId, []);
  });

  it.each([
    ['a zip named .png', 'photo.png', Buffer.from('504b03040a0000000000', 'hex')],
    ['a program named .pdf', 'invoice.pdf', EXE_BYTES],
  ])('refuses %s, deleting its blob', async (_label, fileName, bytes) => {
    const userId = newUserId();
    const { grant, part } = await harness.stream(userId, fileName, bytes);
    expect(
      await failureOf(harness.client.send(StorageRpc.completeUpload, { userId, uploads: [part] })),
    ).toMatchObject({
      code: ErrorCode.UnsupportedMediaType,
      message: expect.stringContaining(fileName),
    });
    await nothingLeftFor(userId, [grant.blobKey]);
  });

  it('needs a known category for a template, and records its canonical name', async () => {
    const userId = newUserId();
    const bytes = await pptxBytes();
    for (const [category, message] of [
      [undefined, Messages.categoryRequired],
      ['  ', Messages.categoryRequired],
      ['Astrology', 'Unknown template category: Astrology'],
    ] as const) {
      const { grant, part } = await harness.stream(userId, 'deck.pptx', bytes);
      expect(
        await failureOf(
          harness.client.send(StorageRpc.completeUpload, {
            userId,
            uploads: [{ ...part, category }],
          }),
        ),
      ).toEqual({ code: ErrorCode.Validation, message });
      await nothingLeftFor(userId, [grant.blobKey]);
    }
    const file = await harness.upload(userId, 'deck.pptx', bytes, 'science');
    expect(file).toMatchObject({
      folder: 'templates',
      template_category: 'Science',
      source: 'user',
    });
  });

  it('refuses a presentation that is not one, and a zip bomb', async () => {
    const userId = newUserId();
    const zip = new JSZip();
    zip.file('notes.txt', 'not a presentation');
    const notPresentation = await zip.generateAsync({ type: 'nodebuffer' });
    const { grant, part } = await harness.stream(userId, 'deck.pptx', notPresentation);
    expect(
      await failureOf(
        harness.client.send(StorageRpc.completeUpload, {
          userId,
          uploads: [{ ...part, category: 'Business' }],
        }),
      ),
    ).toEqual({
      code: ErrorCode.Validation,
      message: 'deck.pptx is not a valid PowerPoint presentation',
    });
    await nothingLeftFor(userId, [grant.blobKey]);

    const bomb = await JSZip.loadAsync(await pptxBytes());
    bomb.file('ppt/media/zeros.bin', Buffer.alloc(20 * 1024 * 1024));
    const bombBytes = await bomb.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(bombBytes.length).toBeLessThan(100 * 1024);
    const bombUpload = await harness.stream(userId, 'bomb.pptx', bombBytes);
    expect(
      await failureOf(
        harness.client.send(StorageRpc.completeUpload, {
          userId,
          uploads: [{ ...bombUpload.part, category: 'Business' }],
        }),
      ),
    ).toMatchObject({
      code: ErrorCode.PayloadTooLarge,
      message: expect.stringMatching(/^bomb\.pptx is too large once unpacked/),
    });
    await nothingLeftFor(userId, [bombUpload.grant.blobKey]);
  }, 60_000);

  it('records every file of a request or none, naming the file it refused', async () => {
    const userId = newUserId();
    const good = await harness.stream(userId, 'photo.png', PNG_BYTES);
    const bad = await harness.stream(userId, 'report.pdf', PNG_BYTES);
    expect(
      await failureOf(
        harness.client.send(StorageRpc.completeUpload, { userId, uploads: [good.part, bad.part] }),
      ),
    ).toMatchObject({ message: 'The content of report.pdf does not match its .pdf extension' });
    await nothingLeftFor(userId, [good.grant.blobKey, bad.grant.blobKey]);

    const first = await harness.stream(userId, 'a.png', PNG_BYTES);
    const second = await harness.stream(userId, 'b.pdf', PDF_BYTES);
    const both = await harness.client.send(StorageRpc.completeUpload, {
      userId,
      uploads: [first.part, second.part],
    });
    expect(both.message).toBe('2 files uploaded successfully');
    expect(both.data.map((file) => file.name)).toEqual(['a.png', 'b.pdf']);
  });

  it("refuses to complete another user's upload, and forgets an aborted one", async () => {
    const owner = newUserId();
    const { grant, part } = await harness.stream(owner, 'photo.png', PNG_BYTES);
    expect(
      await failureOf(
        harness.client.send(StorageRpc.completeUpload, { userId: newUserId(), uploads: [part] }),
      ),
    ).toMatchObject({ code: ErrorCode.NotFound });
    expect(await harness.blobs.exists(grant.blobKey)).toBe(true);

    await harness.client.send(StorageRpc.abortUpload, {
      userId: owner,
      uploadIds: [grant.uploadId],
    });
    await nothingLeftFor(owner, [grant.blobKey]);
    expect(
      await failureOf(
        harness.client.send(StorageRpc.completeUpload, { userId: owner, uploads: [part] }),
      ),
    ).toMatchObject({ code: ErrorCode.NotFound });
  });

  it('refuses an empty file, and one whose stored size differs from what was streamed', async () => {
    const userId = newUserId();
    const empty = await harness.stream(userId, 'empty.txt', Buffer.alloc(0));
    expect(
      await failureOf(
        harness.client.send(StorageRpc.completeUpload, { userId, uploads: [empty.part] }),
      ),
    ).toEqual({ code: ErrorCode.Validation, message: 'empty.txt is empty' });

    const short = await harness.stream(userId, 'notes.txt', Buffer.from('hello'));
    expect(
      await failureOf(
        harness.client.send(StorageRpc.completeUpload, {
          userId,
          uploads: [{ ...short.part, size: 4 }],
        }),
      ),
    ).toMatchObject({
      code: ErrorCode.Validation,
      message: expect.stringMatching(/not received completely/),
    });
    await nothingLeftFor(userId, [empty.grant.blobKey, short.grant.blobKey]);
  });

  it('deletes the blobs of uploads abandoned half-way', async () => {
    const userId = newUserId();
    const { grant } = await harness.stream(userId, 'photo.png', PNG_BYTES);
    await harness.db.query(
      "UPDATE storage.pending_uploads SET created_at = now() - interval '2 hours' WHERE id = $1",
      [grant.uploadId],
    );
    await harness.storage.app.get(OrphanBlobsSweeper).sweep();
    await nothingLeftFor(userId, [grant.blobKey]);
  });
});
