import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  type DeckPlan,
  EditingMessages,
  ErrorCode,
  Messages,
  projectBlobKeys,
  StorageRpc,
} from '@deckforge/proto';
import PptxGenJS from 'pptxgenjs';
import { failureOf, newUserId, PNG_BYTES, StorageHarness } from '../support/storage-harness';

const KB = 1024;
const pngOf = (bytes: number) =>
  Buffer.concat([PNG_BYTES, Buffer.alloc(bytes - PNG_BYTES.length, 1)]);

/**
 * Per-person limits of the library: bytes and files of uploads, and templates waiting for their
 * preview. A "LibreOffice" that only sleeps keeps previews pending for as long as the test runs.
 */
describe('storage quotas', () => {
  let harness: StorageHarness;
  let tools: string;
  let template: Buffer;

  beforeAll(async () => {
    tools = mkdtempSync(join(tmpdir(), 'slow-soffice-'));
    const soffice = join(tools, 'soffice');
    writeFileSync(soffice, '#!/bin/sh\nexec sleep 120\n');
    chmodSync(soffice, 0o755);
    harness = await StorageHarness.start({
      MAX_UPLOAD_MB: '1',
      USER_QUOTA_MB: '2',
      USER_QUOTA_FILES: '4',
      MAX_PENDING_PREVIEWS: '2',
      PREVIEWS: 'on',
      SOFFICE_PATH: soffice,
    });
    const pptx = new PptxGenJS();
    pptx.addSlide().addText('Hello', { x: 1, y: 1, w: 4, h: 1 });
    template = (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
  }, 60_000);
  afterAll(async () => {
    await harness?.stop();
    rmSync(tools, { recursive: true, force: true });
  }, 30_000);

  it('bounds each file by the room left, and says so in the message', async () => {
    const userId = newUserId();
    await harness.upload(userId, 'a.png', pngOf(900 * KB));
    await harness.upload(userId, 'b.png', pngOf(900 * KB));
    const { grant } = await harness.stream(userId, 'c.png', PNG_BYTES);
    // 2 MiB less 1800 KiB: 248 KiB left, below the 1 MB file limit.
    expect(grant.maxBytes).toBe(2 * 1024 * KB - 1800 * KB);
    expect(grant.tooLargeMessage).toBe(
      'c.png does not fit in your storage: 0.24 MB of your 2 MB are left. Delete files you no longer need to make room.',
    );
    const fresh = await harness.stream(newUserId(), 'd.png', PNG_BYTES);
    expect(fresh.grant).toMatchObject({
      maxBytes: 1024 * KB,
      tooLargeMessage: Messages.fileTooLarge('d.png', 1),
    });
  });

  it('refuses a file before any byte once the storage is full, and lets deleting make room', async () => {
    const userId = newUserId();
    const first = await harness.upload(userId, 'a.png', pngOf(1024 * KB));
    await harness.upload(userId, 'b.png', pngOf(1024 * KB));
    expect(
      await failureOf(harness.client.send(StorageRpc.beginUpload, { userId, fileName: 'c.png' })),
    ).toEqual({
      code: ErrorCode.PayloadTooLarge,
      message:
        'Your storage is full: uploads may take 2 MB in all. Delete files you no longer need to upload more.',
    });
    expect(await harness.count('pending_uploads', 'owner_id = $1', [userId])).toBe(0);
    await harness.client.send(StorageRpc.delete, { userId, fileId: first.file_id });
    await expect(harness.upload(userId, 'c.png', pngOf(500 * KB))).resolves.toMatchObject({
      name: 'c.png',
    });
  });

  it('records none past the limit when uploads race each other', async () => {
    const userId = newUserId();
    // Four requests of 700 KB at once: each alone fits, together only two do.
    const streamed = await Promise.all(
      [1, 2, 3, 4].map((n) => harness.stream(userId, `race-${n}.png`, pngOf(700 * KB))),
    );
    const outcomes = await Promise.all(
      streamed.map(({ part }) =>
        failureOf(harness.client.send(StorageRpc.completeUpload, { userId, uploads: [part] })),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === undefined)).toHaveLength(2);
    for (const refused of outcomes.filter(Boolean))
      expect(refused).toMatchObject({
        code: ErrorCode.PayloadTooLarge,
        message: expect.stringMatching(/^race-\d\.png does not fit in your storage: 0\.63 MB of/),
      });
    expect(await harness.count('stored_files', 'owner_id = $1', [userId])).toBe(2);
    expect(await harness.count('pending_uploads', 'owner_id = $1', [userId])).toBe(0);
    for (const [index, { grant }] of streamed.entries())
      expect(await harness.blobs.exists(grant.blobKey)).toBe(outcomes[index] === undefined);
  });

  it('refuses a request whose files together do not fit, keeping none of them', async () => {
    const userId = newUserId();
    const parts = [];
    for (const name of ['a.png', 'b.png', 'c.png'])
      parts.push((await harness.stream(userId, name, pngOf(1000 * KB))).part);
    expect(
      await failureOf(harness.client.send(StorageRpc.completeUpload, { userId, uploads: parts })),
    ).toEqual({
      code: ErrorCode.PayloadTooLarge,
      message:
        'c.png does not fit in your storage: 0.04 MB of your 2 MB are left. Delete files you no longer need to make room.',
    });
    expect(await harness.count('stored_files', 'owner_id = $1', [userId])).toBe(0);
    expect(await harness.count('pending_uploads', 'owner_id = $1', [userId])).toBe(0);
  });

  it('refuses more files than the file quota, naming it', async () => {
    const userId = newUserId();
    for (const name of ['1.png', '2.png', '3.png', '4.png'])
      await harness.upload(userId, name, PNG_BYTES);
    expect(
      await failureOf(harness.client.send(StorageRpc.beginUpload, { userId, fileName: '5.png' })),
    ).toEqual({
      code: ErrorCode.PayloadTooLarge,
      message:
        'You can keep at most 4 uploaded files. Delete files you no longer need to upload more.',
    });
  });

  it('lets a person have at most two templates waiting for a preview', async () => {
    const userId = newUserId();
    await harness.upload(userId, 'one.pptx', template, 'Business');
    await harness.upload(userId, 'two.pptx', template, 'Business');
    expect(
      await harness.count('stored_files', "owner_id = $1 AND preview_status = 'pending'", [userId]),
    ).toBe(2);
    expect(
      await failureOf(
        harness.client.send(StorageRpc.beginUpload, {
          userId,
          fileName: 'three.pptx',
          folder: 'templates',
        }),
      ),
    ).toEqual({
      code: ErrorCode.RateLimited,
      message:
        'Previews of your last 2 templates are still being made. Please upload more templates once they are ready (usually within a minute).',
    });
    // Media still go in, and someone else's templates are not held up.
    await expect(harness.upload(userId, 'photo.png', PNG_BYTES)).resolves.toBeDefined();
    await expect(
      harness.upload(newUserId(), 'theirs.pptx', template, 'Business'),
    ).resolves.toMatchObject({ folder: 'templates' });
  });

  describe('decks made by editing', () => {
    const plan: DeckPlan = {
      title: 'Launch',
      slides: [{ kind: 'bullets', title: 'Plan', bullets: [{ text: 'Ship it', level: 0 }] }],
    };
    const templateId = randomUUID();

    /** A rendering the worker stored: a deck of `deckKb` and one slide image of `slideKb`. */
    async function rendering(userId: string, deckKb: number, slideKb: number) {
      const jobId = randomUUID();
      const keys = projectBlobKeys(userId, jobId);
      await harness.blobs.write(keys.deck, Readable.from([Buffer.alloc(deckKb * KB, 7)]));
      await harness.blobs.write(keys.slidePreview(1), Readable.from([pngOf(slideKb * KB)]));
      return {
        jobId,
        blobKey: keys.deck,
        size: deckKb * KB,
        previewBlobKeys: [keys.slidePreview(1)],
      };
    }

    it('counts versions and copies but not the paid deck, prunes old versions first, then names what to delete', async () => {
      const userId = newUserId();
      // A paid generation's deck of 1.5 MB: the person's without counting.
      const generated = await rendering(userId, 1400, 100);
      const project = await harness.client.send(StorageRpc.registerProject, {
        userId,
        title: 'Launch plan',
        plan,
        templateId,
        slideCount: 1,
        ...generated,
      });
      const photo = await harness.upload(userId, 'photo.png', pngOf(900 * KB));

      // Two edits of 600 KB (500 deck, 100 slide image): the second only fits without the first.
      const commit = async (baseVersion: number) =>
        harness.client.send(StorageRpc.commitProjectVersion, {
          userId,
          fileId: project.file_id,
          baseVersion,
          renderId: randomUUID(),
          origin: 'edited',
          templateId,
          plan,
          slideCount: 1,
          ...(await rendering(userId, 500, 100)),
        });
      const second = await commit(1);
      expect(second).toMatchObject({ version: 2, message: 'Version 2 is the current one' });
      // Versions count for uploads too: 900 + 600 KB leave less than 600.
      expect((await harness.stream(userId, 'more.png', PNG_BYTES)).grant.maxBytes).toBe(
        2048 * KB - 1500 * KB,
      );

      const third = await commit(2);
      const pruned = EditingMessages.versionsPruned(['Launch plan.pptx, version 2']);
      expect(third).toMatchObject({ version: 3, notice: pruned });
      expect(third.message).toBe(`Version 3 is the current one. ${pruned}`);
      const { versions } = await harness.client.send(StorageRpc.projectPlan, {
        userId,
        fileId: project.file_id,
      });
      expect(versions.map((version) => version.version)).toEqual([3, 1]);

      // A copy (a template switch as a new project) of 900 KB does not fit whatever is pruned.
      const copy = await rendering(userId, 800, 100);
      const registerCopy = () =>
        harness.client.send(StorageRpc.registerProject, {
          userId,
          title: 'Launch plan (Aurora)',
          plan,
          templateId,
          origin: 'template',
          slideCount: 1,
          ...copy,
        });
      expect(await failureOf(registerCopy())).toEqual({
        code: ErrorCode.PayloadTooLarge,
        message: EditingMessages.storageFull(2, [
          '“photo.png” (0.87 MB)',
          '“Launch plan.pptx” (0.58 MB)',
        ]),
      });
      expect(
        await harness.count('stored_files', 'owner_id = $1 AND folder = $2', [userId, 'projects']),
      ).toBe(1);

      // Deleting the photo makes room for it.
      await harness.client.send(StorageRpc.delete, { userId, fileId: photo.file_id });
      await expect(registerCopy()).resolves.toMatchObject({ name: 'Launch plan (Aurora).pptx' });
    });
  });
});
