import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import {
  ErrorCode,
  IdentityEvents,
  projectBlobKeys,
  StorageRpc,
  type FileMetadata,
} from '@deckforge/proto';
import {
  PREVIEW_PLACEHOLDER,
  readSystemTemplateManifest,
  systemTemplateFiles,
} from '../../src/system-templates/system-assets';
import { PreviewClaimsRepository } from '../../src/previews/preview-claims.repository';
import { MAX_PREVIEW_ATTEMPTS } from '../../src/previews/preview.queue';
import {
  failureOf,
  newUserId,
  PDF_BYTES,
  PNG_BYTES,
  StorageHarness,
} from '../support/storage-harness';

const SEEDED_CATEGORIES = [
  'Business',
  'Education',
  'Marketing',
  'Technology',
  'Creative',
  'Minimal',
  'Science',
];

describe('the file library', () => {
  let harness: StorageHarness;

  beforeAll(async () => {
    harness = await StorageHarness.start();
  }, 60_000);
  afterAll(() => harness?.stop(), 30_000);

  const systemTemplates = async () =>
    (await harness.client.send(StorageRpc.listSystemTemplates, {})).data;

  describe('system templates', () => {
    it('registers at least eight across every seeded category, with their previews', async () => {
      const templates = await systemTemplates();
      expect(templates.length).toBeGreaterThanOrEqual(8);
      expect(new Set(templates.map((file) => file.template_category))).toEqual(
        new Set(SEEDED_CATEGORIES),
      );
      for (const file of templates) {
        expect(file).toMatchObject({
          source: 'system',
          folder: 'templates',
          type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
          file_path: `/api/v1/storage/files/${file.file_id}.pptx`,
        });
        const preview = await harness.client.send(StorageRpc.openAsset, {
          fileId: file.file_id,
          extension: 'png',
        });
        expect(preview).toMatchObject({ type: 'image/png', cache: 'public' });
        expect(preview.blobKey).not.toBe(PREVIEW_PLACEHOLDER.blobKey);
        expect(await harness.blobs.stat(preview.blobKey)).toEqual({ size: preview.size });
      }
    });

    it('stores the shipped bytes, and registering again changes nothing', async () => {
      const before = await systemTemplates();
      const [first] = readSystemTemplateManifest();
      const shipped = readFileSync(systemTemplateFiles(first.slug).pptxPath);
      const { blobKey } = await harness.client.send(StorageRpc.get, {
        userId: newUserId(),
        fileId: first.id,
      });
      const stored: Buffer[] = [];
      for await (const chunk of await harness.blobs.read(blobKey)) stored.push(chunk as Buffer);
      expect(Buffer.concat(stored).equals(shipped)).toBe(true);

      await harness.restartStorage();
      expect(await systemTemplates()).toEqual(before);
      expect(await harness.count('stored_files', "source = 'system'")).toBe(before.length);
    }, 60_000);

    it('brings back a blob that went missing and removes templates no longer shipped', async () => {
      const [first] = readSystemTemplateManifest();
      const keys = systemTemplateFiles(first.slug);
      await harness.blobs.delete(keys.pptxKey);
      const retiredId = randomUUID();
      await harness.db.query(
        `INSERT INTO storage.stored_files (id, source, folder, name, extension, mime, size, sha256, blob_key, system_slug)
         VALUES ($1, 'system', 'templates', 'Old.pptx', 'pptx', 'x', 1, 'x', 'system/templates/old.pptx', 'old')`,
        [retiredId],
      );
      await harness.blobs.write('system/templates/old.pptx', Readable.from([Buffer.from('x')]));

      await harness.restartStorage();
      expect(await harness.blobs.exists(keys.pptxKey)).toBe(true);
      expect(await harness.count('stored_files', 'id = $1', [retiredId])).toBe(0);
      expect(await harness.blobs.exists('system/templates/old.pptx')).toBe(false);
    }, 60_000);

    it('can be read by anyone and deleted by no one', async () => {
      const [template] = await systemTemplates();
      const visitor = await harness.client.send(StorageRpc.openAsset, {
        fileId: template.file_id,
        extension: 'pptx',
      });
      expect(visitor).toMatchObject({ disposition: 'attachment', cache: 'public' });
      expect(
        await failureOf(
          harness.client.send(StorageRpc.delete, { userId: newUserId(), fileId: template.file_id }),
        ),
      ).toEqual({ code: ErrorCode.Forbidden, message: 'System templates cannot be deleted' });
    });
  });

  describe("a user's files", () => {
    it('are listed with the system templates, and only to their owner', async () => {
      const ada = newUserId();
      const bob = newUserId();
      const photo = await harness.upload(ada, 'photo.png', PNG_BYTES);
      const listed = (await harness.client.send(StorageRpc.list, { userId: ada })).data;
      const templates = await systemTemplates();
      expect(listed.map((file) => file.file_id)).toEqual([
        photo.file_id,
        ...templates.map((file) => file.file_id),
      ]);
      const bobs = (await harness.client.send(StorageRpc.list, { userId: bob })).data;
      expect(bobs.map((file) => file.file_id)).not.toContain(photo.file_id);
    });

    it("are served to their owner, inline only when safe, and are nobody else's", async () => {
      const ada = newUserId();
      const photo = await harness.upload(ada, 'photo.png', PNG_BYTES);
      expect(
        await harness.client.send(StorageRpc.openAsset, {
          userId: ada,
          fileId: photo.file_id,
          extension: 'png',
        }),
      ).toEqual({
        blobKey: `files/${ada}/${photo.file_id}`,
        type: 'image/png',
        name: 'photo.png',
        size: PNG_BYTES.length,
        sha256: createHash('sha256').update(PNG_BYTES).digest('hex'),
        disposition: 'inline',
        cache: 'private',
      });
      const notFound = { code: ErrorCode.NotFound, message: 'File not found' };
      for (const userId of [newUserId(), undefined]) {
        expect(
          await failureOf(
            harness.client.send(StorageRpc.openAsset, {
              userId,
              fileId: photo.file_id,
              extension: 'png',
            }),
          ),
        ).toEqual(notFound);
      }
      expect(
        await failureOf(
          harness.client.send(StorageRpc.get, { userId: newUserId(), fileId: photo.file_id }),
        ),
      ).toEqual(notFound);
      expect(
        await failureOf(
          harness.client.send(StorageRpc.openAsset, {
            userId: ada,
            fileId: photo.file_id,
            extension: 'jpg',
          }),
        ),
      ).toEqual(notFound);

      const html = await harness.upload(ada, 'page.html', Buffer.from('<script>alert(1)</script>'));
      expect(
        await harness.client.send(StorageRpc.openAsset, {
          userId: ada,
          fileId: html.file_id,
          extension: 'html',
        }),
      ).toMatchObject({ type: 'text/html', disposition: 'attachment' });
    });

    it('resolve all requested files in order, or refuse if one is not readable', async () => {
      const ada = newUserId();
      const a = await harness.upload(ada, 'a.pdf', PDF_BYTES);
      const b = await harness.upload(ada, 'b.png', PNG_BYTES);
      const [template] = await systemTemplates();
      const resolved = await harness.client.send(StorageRpc.resolve, {
        userId: ada,
        fileIds: [b.file_id, template.file_id, a.file_id],
      });
      expect(resolved.map(({ file }) => file.name)).toEqual(['b.png', template.name, 'a.pdf']);
      expect(resolved[0].blobKey).toBe(`files/${ada}/${b.file_id}`);
      expect(
        await failureOf(
          harness.client.send(StorageRpc.resolve, { userId: newUserId(), fileIds: [a.file_id] }),
        ),
      ).toMatchObject({ code: ErrorCode.NotFound });
    });

    it('are deleted by their owner with their blob, and by no one else', async () => {
      const ada = newUserId();
      const photo = await harness.upload(ada, 'photo.png', PNG_BYTES);
      const key = `files/${ada}/${photo.file_id}`;
      expect(
        await failureOf(
          harness.client.send(StorageRpc.delete, { userId: newUserId(), fileId: photo.file_id }),
        ),
      ).toEqual({ code: ErrorCode.NotFound, message: 'File not found' });
      expect(await harness.blobs.exists(key)).toBe(true);

      expect(
        await harness.client.send(StorageRpc.delete, { userId: ada, fileId: photo.file_id }),
      ).toEqual({
        message: 'photo.png deleted successfully',
      });
      expect(await harness.blobs.exists(key)).toBe(false);
      expect(await harness.count('orphan_blobs')).toBe(0);
      expect(
        await failureOf(
          harness.client.send(StorageRpc.delete, { userId: ada, fileId: photo.file_id }),
        ),
      ).toMatchObject({ code: ErrorCode.NotFound });
    });

    it('serve a placeholder preview for a template until its preview is rendered', async () => {
      const ada = newUserId();
      const template = await harness.upload(
        ada,
        'mine.pptx',
        readFileSync(systemTemplateFiles('paper').pptxPath),
        'Minimal',
      );
      expect(
        await harness.client.send(StorageRpc.openAsset, {
          userId: ada,
          fileId: template.file_id,
          extension: 'png',
        }),
      ).toMatchObject({
        blobKey: PREVIEW_PLACEHOLDER.blobKey,
        type: 'image/png',
        cache: 'no-store',
        name: 'mine.png',
      });
      expect(await harness.blobs.exists(PREVIEW_PLACEHOLDER.blobKey)).toBe(true);
    });
  });

  describe('projects', () => {
    async function writeDeck(userId: string, jobId: string) {
      const keys = projectBlobKeys(userId, jobId);
      const deck = readFileSync(systemTemplateFiles('meridian').pptxPath);
      await harness.blobs.write(keys.deck, Readable.from([deck]));
      await harness.blobs.write(keys.slidePreview(1), Readable.from([PNG_BYTES]));
      await harness.blobs.write(keys.pdf, Readable.from([PDF_BYTES]));
      return { keys, deck };
    }

    /** A deck the worker wrote and registered before any slide image or PDF. */
    async function registerBareDeck(title: string, extra: { slidePreviewsComing?: boolean } = {}) {
      const userId = newUserId();
      const jobId = randomUUID();
      const keys = projectBlobKeys(userId, jobId);
      const deck = readFileSync(systemTemplateFiles('meridian').pptxPath);
      await harness.blobs.write(keys.deck, Readable.from([deck]));
      const project = await harness.client.send(StorageRpc.registerProject, {
        userId,
        jobId,
        title,
        blobKey: keys.deck,
        size: deck.length,
        ...extra,
      });
      return { userId, keys, project };
    }

    it('registers a deck the worker wrote, once per job', async () => {
      const userId = newUserId();
      const jobId = randomUUID();
      const { keys, deck } = await writeDeck(userId, jobId);
      const registration = {
        userId,
        jobId,
        title: 'Q3 / Q4 results',
        blobKey: keys.deck,
        size: deck.length,
        previewBlobKeys: [keys.slidePreview(1)],
        pdfBlobKey: keys.pdf,
      };
      const [first, again] = await Promise.all([
        harness.client.send(StorageRpc.registerProject, registration),
        harness.client.send(StorageRpc.registerProject, registration),
      ]);
      expect(first).toEqual(again);
      expect(first).toMatchObject<Partial<FileMetadata>>({
        name: 'Q3 - Q4 results.pptx',
        folder: 'projects',
        source: 'user',
        size: deck.length,
        file_path: `/api/v1/storage/files/${first.file_id}.pptx`,
      });
      expect(await harness.count('stored_files', 'job_id = $1', [jobId])).toBe(1);
      expect(
        await harness.client.send(StorageRpc.openAsset, {
          userId,
          fileId: first.file_id,
          extension: 'png',
        }),
      ).toMatchObject({ blobKey: keys.slidePreview(1), size: PNG_BYTES.length });

      expect(
        await failureOf(
          harness.client.send(StorageRpc.registerProject, { ...registration, userId: newUserId() }),
        ),
      ).toMatchObject({ code: ErrorCode.Conflict });

      await harness.client.send(StorageRpc.delete, { userId, fileId: first.file_id });
      for (const key of [keys.deck, keys.pdf, keys.slidePreview(1)]) {
        expect(await harness.blobs.exists(key)).toBe(false);
      }
    });

    it("serves a project's slide images and PDF to its owner only, and deletes them with it", async () => {
      const userId = newUserId();
      const jobId = randomUUID();
      const { keys, deck } = await writeDeck(userId, jobId);
      await harness.blobs.write(keys.slidePreview(2), Readable.from([PNG_BYTES, PNG_BYTES]));
      const project = await harness.client.send(StorageRpc.registerProject, {
        userId,
        jobId,
        title: 'Slides',
        blobKey: keys.deck,
        size: deck.length,
        previewBlobKeys: [keys.slidePreview(1), keys.slidePreview(2)],
        pdfBlobKey: keys.pdf,
      });
      expect(project.preview_slides).toBe(2);
      const open = (extension: string, slide?: number, who = userId) =>
        harness.client.send(StorageRpc.openAsset, {
          userId: who,
          fileId: project.file_id,
          extension,
          ...(slide ? { slide } : {}),
        });
      expect(await open('png', 2)).toMatchObject({
        blobKey: keys.slidePreview(2),
        type: 'image/png',
        size: PNG_BYTES.length * 2,
        cache: 'private',
      });
      expect(await open('pdf')).toMatchObject({
        blobKey: keys.pdf,
        type: 'application/pdf',
        name: 'Slides.pdf',
        disposition: 'attachment',
      });
      for (const refused of [
        open('png', 3),
        open('png', 1, newUserId()),
        open('pdf', undefined, newUserId()),
      ])
        expect(await failureOf(refused)).toMatchObject({ code: ErrorCode.NotFound });

      await harness.client.send(StorageRpc.delete, { userId, fileId: project.file_id });
      for (const key of [keys.deck, keys.pdf, keys.slidePreview(1), keys.slidePreview(2)])
        expect(await harness.blobs.exists(key)).toBe(false);
    });

    it("attaches previews rendered after registration, to its owner's project only", async () => {
      const { userId, keys, project } = await registerBareDeck('Later');
      expect(project.preview_slides).toBe(0);
      await harness.blobs.write(keys.slidePreview(1), Readable.from([PNG_BYTES]));
      await harness.blobs.write(keys.pdf, Readable.from([PDF_BYTES]));
      const attach = (who: string, previewBlobKeys = [keys.slidePreview(1)]) =>
        harness.client.send(StorageRpc.attachProjectPreviews, {
          userId: who,
          fileId: project.file_id,
          previewBlobKeys,
          pdfBlobKey: keys.pdf,
        });
      expect(await failureOf(attach(newUserId()))).toMatchObject({ code: ErrorCode.NotFound });
      expect(
        await failureOf(attach(userId, [keys.slidePreview(1), keys.slidePreview(2)])),
      ).toMatchObject({ code: ErrorCode.NotFound });
      expect(await attach(userId)).toMatchObject({ preview_slides: 1 });
      expect(await attach(userId)).toMatchObject({ preview_slides: 1 });
      expect(
        await harness.client.send(StorageRpc.openAsset, {
          userId,
          fileId: project.file_id,
          extension: 'pdf',
        }),
      ).toMatchObject({ blobKey: keys.pdf, size: PDF_BYTES.length });
    });

    it('leaves the first-slide preview of a deck to the worker drawing its slides, until they are overdue', async () => {
      const { userId, keys, project } = await registerBareDeck('Drawn next', {
        slidePreviewsComing: true,
      });
      const claims = harness.storage.app.get(PreviewClaimsRepository);
      /** Every file the preview queue would render now, claims older than `expirySeconds` retaken. */
      const claimable = async (expirySeconds: number) => {
        const ids = new Set<string>();
        for (let file; (file = await claims.claimNext(MAX_PREVIEW_ATTEMPTS, expirySeconds));)
          ids.add(file.id);
        return ids;
      };
      expect(await claimable(3600)).not.toContain(project.file_id);
      expect(await claimable(0)).toContain(project.file_id);

      await harness.blobs.write(keys.slidePreview(1), Readable.from([PNG_BYTES]));
      await harness.client.send(StorageRpc.attachProjectPreviews, {
        userId,
        fileId: project.file_id,
        previewBlobKeys: [keys.slidePreview(1)],
      });
      expect(
        await harness.count(
          'stored_files',
          `id = $1 AND preview_status = 'ready' AND preview_claimed_at IS NULL`,
          [project.file_id],
        ),
      ).toBe(1);
    });

    it('registers a deck without previews (no LibreOffice) with preview_slides 0', async () => {
      const { userId, project } = await registerBareDeck('Bare');
      expect(project.preview_slides).toBe(0);
      expect(
        await failureOf(
          harness.client.send(StorageRpc.openAsset, {
            userId,
            fileId: project.file_id,
            extension: 'pdf',
          }),
        ),
      ).toMatchObject({ code: ErrorCode.NotFound });
    });

    it('refuses to register a deck that is not in the blob store', async () => {
      const userId = newUserId();
      const jobId = randomUUID();
      expect(
        await failureOf(
          harness.client.send(StorageRpc.registerProject, {
            userId,
            jobId,
            title: 'Ghost',
            blobKey: projectBlobKeys(userId, jobId).deck,
            size: 1,
          }),
        ),
      ).toMatchObject({ code: ErrorCode.NotFound });
      expect(await harness.count('stored_files', 'job_id = $1', [jobId])).toBe(0);
    });
  });

  describe('when a user is deactivated', () => {
    it('deletes all their files and uploads in flight, once, and nobody else’s', async () => {
      const leaving = newUserId();
      const staying = newUserId();
      const mine = await harness.upload(leaving, 'photo.png', PNG_BYTES);
      const template = await harness.upload(
        leaving,
        'mine.pptx',
        readFileSync(systemTemplateFiles('paper').pptxPath),
        'Minimal',
      );
      const inFlight = await harness.stream(leaving, 'later.pdf', PDF_BYTES);
      const theirs = await harness.upload(staying, 'photo.png', PNG_BYTES);

      const event = {
        userId: leaving,
        email: 'leaving@example.com',
        occurredAt: new Date().toISOString(),
      };
      await harness.client.emit(IdentityEvents.userDeactivated, event);
      await harness.client.emit(IdentityEvents.userDeactivated, event);

      const keys = [
        `files/${leaving}/${mine.file_id}`,
        `files/${leaving}/${template.file_id}`,
        inFlight.grant.blobKey,
      ];
      // Rows go in one transaction, blobs right after it commits: wait for both.
      const gone = async () =>
        (await harness.count('stored_files', 'owner_id = $1', [leaving])) === 0 &&
        (await Promise.all(keys.map((key) => harness.blobs.exists(key)))).every((kept) => !kept);
      for (let attempt = 0; attempt < 100 && !(await gone()); attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await harness.count('stored_files', 'owner_id = $1', [leaving])).toBe(0);
      expect(await harness.count('pending_uploads', 'owner_id = $1', [leaving])).toBe(0);
      for (const key of keys) expect(await harness.blobs.exists(key)).toBe(false);
      expect(await harness.blobs.exists(`files/${staying}/${theirs.file_id}`)).toBe(true);
      expect((await systemTemplates()).length).toBeGreaterThanOrEqual(8);
    });
  });
});
