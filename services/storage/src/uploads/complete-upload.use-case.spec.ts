import type { BlobStore, ClosedAccounts } from '@deckforge/kit';
import { ErrorCode, Messages, type TemplateReport } from '@deckforge/proto';
import type { OrphanBlobsSweeper } from '../blobs/orphan-blobs.sweeper';
import type { StorageConfig } from '../config';
import type { FilesRepository } from '../files/files.repository';
import type { PreviewQueue } from '../previews/preview.queue';
import type { ReferenceDataClient } from '../reference/reference-data.client';
import type { TemplateReportsClient } from '../template-reports/template-reports.client';
import type { ExternalLinksStripper } from './external-links.stripper';
import type { PendingUploadEntity } from './pending-upload.entity';
import type { UploadInspector } from './upload.inspector';
import type { UploadQuota } from './upload-quota.service';
import type { UploadsRepository } from './uploads.repository';
import { CompleteUpload } from './complete-upload.use-case';
import { UploadChecks } from './upload.checks';
import { UploadDiscarder } from './upload.discarder';

/**
 * The rules of finishing an upload, with storage's collaborators replaced by fakes: a file that
 * breaks one is refused with its name, nothing is recorded and its bytes are deleted. On real
 * servers through the gateway: gateway/test/integration/template-uploads.spec.ts and
 * storage-refusals.spec.ts.
 */
const USER = 'user-1';
const SIZE = 2048;

const pending = (folder: 'media' | 'templates'): PendingUploadEntity =>
  ({
    id: `${folder}-upload`,
    ownerId: USER,
    folder,
    name: folder === 'templates' ? 'Brand.pptx' : 'notes.pdf',
    extension: folder === 'templates' ? 'pptx' : 'pdf',
    mime: 'application/octet-stream',
    blobKey: `files/${USER}/${folder}-upload`,
  }) as PendingUploadEntity;

function setUp(upload: PendingUploadEntity, report?: TemplateReport) {
  const events: string[] = [];
  const fake = <T>(members: object) => members as T;
  const uploads = fake<UploadsRepository>({
    find: async () => [upload],
    findForUpdate: async () => [upload],
    transaction: (work: (manager: unknown) => unknown) => work({}),
    complete: async () => undefined,
    discard: async () => {
      events.push('upload forgotten');
      return [upload.blobKey];
    },
  });
  const files = fake<FilesRepository>({
    insert: async () => void events.push('file recorded'),
    existingIds: async () => new Set(),
  });
  const checks = new UploadChecks(
    fake<ReferenceDataClient>({
      supportedFile: async () => ({ category: upload.folder, mime: upload.mime }),
      templateCategory: async (name: string) =>
        name === 'Business' ? { category_name: 'Business' } : undefined,
    }),
    fake<UploadInspector>({ inspect: async () => undefined }),
    fake<TemplateReportsClient>({ report: async () => report }),
    fake<ExternalLinksStripper>({ strip: async () => undefined }),
    fake<BlobStore>({ stat: async () => ({ size: SIZE }) }),
    fake<StorageConfig>({ MAX_UPLOAD_MB: 1 }),
  );
  const discarder = new UploadDiscarder(
    uploads,
    files,
    fake<OrphanBlobsSweeper>({
      reap: async (keys: string[]) => void events.push(`bytes deleted: ${keys.length}`),
    }),
  );
  const sut = new CompleteUpload(
    uploads,
    files,
    fake<ClosedAccounts>({
      refuseIfClosed: async () => undefined,
      assertOpen: async () => undefined,
    }),
    fake<UploadQuota>({ assertRoomFor: async () => undefined }),
    checks,
    discarder,
    fake<PreviewQueue>({ wake: () => undefined }),
  );
  return { sut, events };
}

const part = (upload: PendingUploadEntity, extra: object = {}) => ({
  uploadId: upload.id,
  size: SIZE,
  sha256: 'a'.repeat(64),
  ...extra,
});

const usable: TemplateReport = {
  version: 2,
  usable: true,
  slides: {},
  prototypes: [],
  notes: [],
};

describe(CompleteUpload.name, () => {
  it('records a checked file and answers its metadata', async () => {
    const upload = pending('media');
    const { sut, events } = setUp(upload);
    const answer = await sut.execute(USER, [part(upload)]);
    expect(answer.data.map((file) => file.name)).toEqual(['notes.pdf']);
    expect(events).toEqual(['file recorded']);
  });

  it('refuses a file over the upload limit by name, and deletes its bytes', async () => {
    const upload = pending('media');
    const { sut, events } = setUp(upload);
    await expect(
      sut.execute(USER, [part(upload, { size: 2 * 1024 * 1024 })]),
    ).rejects.toMatchObject({
      code: ErrorCode.PayloadTooLarge,
      message: Messages.fileTooLarge('notes.pdf', 1),
    });
    expect(events).toEqual(['upload forgotten', 'bytes deleted: 1']);
  });

  it('refuses a template without a category', async () => {
    const upload = pending('templates');
    const { sut, events } = setUp(upload, usable);
    await expect(sut.execute(USER, [part(upload)])).rejects.toMatchObject({
      code: ErrorCode.Validation,
      message: Messages.categoryRequired,
    });
    expect(events).not.toContain('file recorded');
  });

  it('refuses a template with no room for text, saying which and why', async () => {
    const upload = pending('templates');
    const { sut, events } = setUp(upload, {
      ...usable,
      usable: false,
      reason: 'has no layout or slide with room for text',
    });
    await expect(sut.execute(USER, [part(upload, { category: 'Business' })])).rejects.toMatchObject(
      {
        code: ErrorCode.Validation,
        message: Messages.templateWithoutTextArea(
          'Brand.pptx',
          'has no layout or slide with room for text',
        ),
      },
    );
    expect(events).toEqual(['upload forgotten', 'bytes deleted: 1']);
  });

  it('keeps a template without a report when presentation does not answer in time', async () => {
    const upload = pending('templates');
    const { sut, events } = setUp(upload, undefined);
    const answer = await sut.execute(USER, [part(upload, { category: 'Business' })]);
    expect(answer.data[0]?.template_notes ?? []).toEqual([]);
    expect(events).toEqual(['file recorded']);
  });
});
