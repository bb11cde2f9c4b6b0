import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ClientProxyFactory } from '@nestjs/microservices';
import { brokerEnv, loadConfig, rmqClientOptions, ServiceClient } from '@deckforge/kit';
import { type FileMetadata, IdentityEvents, Messages, previewPathOf } from '@deckforge/proto';
import { signedInUser, type TestSession } from '../support/session';
import { TestStack } from '../support/stack';
import { authed, blobsOf, storageRowsOf, upload, uploadForm } from '../support/uploads';

const repositoryRoot = join(__dirname, '..', '..', '..');
/** A real presentation to upload as a user's template: one of ours. */
const CAMPUS_PPTX = readFileSync(
  join(repositoryRoot, 'services/storage/assets/system-templates/campus.pptx'),
);
const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');
/** Real media and PowerPoint-made templates, shared by the team (not in the repository). */
const FIXTURES = join(repositoryRoot, '..', 'shared', 'fixtures');
const haveFixtures = existsSync(FIXTURES);
if (!haveFixtures) console.warn(`Skipping the real-media upload test: no fixtures at ${FIXTURES}`);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A PNG header followed by `size` bytes of noise: what matters here is the bytes round-trip. */
function pngOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let index = 0; index + 4 <= size; index += 4)
    bytes.writeUInt32LE((index * 2654435761) >>> 0, index);
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').copy(bytes);
  return bytes;
}

async function pngWidth(response: Response): Promise<number> {
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  return bytes.readUInt32BE(16);
}

describe('/api/v1/storage through the gateway, the storage service and the blob store', () => {
  let stack: TestStack;
  let ada: TestSession;
  let bob: TestSession;

  beforeAll(async () => {
    stack = await TestStack.start({ services: ['data', 'storage'] });
    [ada, bob] = await Promise.all([signedInUser(), signedInUser()]);
  }, 90_000);

  afterAll(() => stack?.stop(), 30_000);

  const list = async (session: TestSession) => {
    const response = await fetch(`${stack.url}/api/v1/storage/file-metadata`, authed(session));
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: FileMetadata[] }).data;
  };
  const ownFiles = async (session: TestSession) =>
    (await list(session)).filter((file) => file.source === 'user');

  it('uploads, lists, downloads the identical bytes and deletes a file', async () => {
    const bytes = pngOfSize(5 * 1024 * 1024 + 123);
    const uploaded = await upload(
      stack,
      ada,
      uploadForm([{ name: 'Café plan.png', bytes }]),
      `?userId=${ada.userId}&folder=media`,
    );
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.message).toBe('File uploaded successfully');
    const [file] = uploaded.body.data!;
    expect(file).toMatchObject({
      name: 'Café plan.png',
      type: 'image/png',
      size: bytes.length,
      folder: 'media',
      source: 'user',
      template_category: null,
    });
    expect((await ownFiles(ada)).map((listed) => listed.file_id)).toEqual([file.file_id]);

    const download = await fetch(
      `${stack.url}/api/v1/storage/download?fileId=${file.file_id}`,
      authed(ada),
    );
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('content-length')).toBe(String(bytes.length));
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Caf? plan.png"; filename*=UTF-8''Caf%C3%A9%20plan.png`,
    );
    expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(bytes));

    const inline = await fetch(`${stack.url}${file.file_path}`, authed(ada));
    expect(inline.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(inline.headers.get('cache-control')).toBe('private, no-cache');
    expect(inline.headers.get('etag')).toBe(`"${sha256(bytes)}"`);
    expect(sha256(Buffer.from(await inline.arrayBuffer()))).toBe(sha256(bytes));
    const unchanged = await fetch(`${stack.url}${file.file_path}`, {
      headers: { cookie: ada.cookie, 'if-none-match': `"${sha256(bytes)}"` },
    });
    expect(unchanged.status).toBe(304);
    const ranged = await fetch(`${stack.url}${file.file_path}`, {
      headers: { cookie: ada.cookie, range: 'bytes=8-15' },
    });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 8-15/${bytes.length}`);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(bytes.subarray(8, 16))).toBe(true);

    const deleted = await fetch(
      `${stack.url}/api/v1/storage/delete?fileId=${file.file_id}&fileName=${encodeURIComponent(file.name)}`,
      { method: 'POST', ...authed(ada) },
    );
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ message: 'Café plan.png deleted successfully' });
    expect(await ownFiles(ada)).toEqual([]);
    expect(blobsOf(stack, ada.userId)).toEqual([]);
    const gone = await fetch(
      `${stack.url}/api/v1/storage/download?fileId=${file.file_id}`,
      authed(ada),
    );
    expect(gone.status).toBe(404);
  });

  (haveFixtures ? it : it.skip)('accepts real media and PowerPoint-made templates', async () => {
    const user = await signedInUser();
    const media = ['photo.jpg', 'bg.png', 'clip.mp4', 'beep.mp3'];
    const templates = ['office-default.pptx', 'office-branded.pptx', 'corp-template.pptx'];
    const read = (name: string) => ({ name, bytes: readFileSync(join(FIXTURES, name)) });
    const mediaUpload = await upload(stack, user, uploadForm(media.map(read)), '?folder=media');
    expect(mediaUpload.status).toBe(201);
    expect(mediaUpload.body.data!.map((file) => file.type)).toEqual([
      'image/jpeg',
      'image/png',
      'video/mp4',
      'audio/mpeg',
    ]);
    const templateUpload = await upload(
      stack,
      user,
      uploadForm(
        templates.map((name) => read(join('templates', name))),
        ['Business'],
      ),
      '?folder=templates',
    );
    expect(templateUpload.status).toBe(201);
    expect(templateUpload.body.data!.map((file) => file.template_category)).toEqual([
      'Business',
      'Business',
      'Business',
    ]);
  });

  it('uploads several files in one request, each template with its category', async () => {
    const user = await signedInUser();
    const response = await upload(
      stack,
      user,
      uploadForm(
        [
          { name: 'first.pptx', bytes: CAMPUS_PPTX },
          { name: 'second.pptx', bytes: CAMPUS_PPTX },
        ],
        ['Education', 'Science'],
      ),
      '?folder=templates',
    );
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('2 files uploaded successfully');
    expect(
      response.body.data!.map((file) => [file.name, file.folder, file.template_category]),
    ).toEqual([
      ['first.pptx', 'templates', 'Education'],
      ['second.pptx', 'templates', 'Science'],
    ]);
  });

  it('keeps concurrent uploads apart', async () => {
    const users = await Promise.all([1, 2, 3, 4].map(() => signedInUser()));
    const results = await Promise.all(
      users.flatMap((user, userIndex) =>
        [0, 1, 2].map((fileIndex) =>
          upload(
            stack,
            user,
            uploadForm([
              { name: `u${userIndex}-f${fileIndex}.png`, bytes: pngOfSize(200_000 + fileIndex) },
            ]),
          ),
        ),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(results.map(() => 201));
    for (const [userIndex, user] of users.entries()) {
      const names = (await ownFiles(user)).map((file) => file.name).sort();
      expect(names).toEqual([0, 1, 2].map((fileIndex) => `u${userIndex}-f${fileIndex}.png`));
    }
  });

  it("never lets one user list, read or delete another's files", async () => {
    const mine = await upload(
      stack,
      bob,
      uploadForm([{ name: 'secret.pdf', bytes: Buffer.from('%PDF-1.7\n%%EOF\n') }]),
    );
    const [file] = mine.body.data!;

    const othersList = await fetch(
      `${stack.url}/api/v1/storage/file-metadata?userId=${bob.userId}`,
      authed(ada),
    );
    expect(othersList.status).toBe(403);
    expect((await list(ada)).map((listed) => listed.file_id)).not.toContain(file.file_id);

    for (const response of [
      await fetch(`${stack.url}/api/v1/storage/download?fileId=${file.file_id}`, authed(ada)),
      await fetch(`${stack.url}${file.file_path}`, authed(ada)),
      await fetch(`${stack.url}${file.file_path}`),
      await fetch(`${stack.url}/api/v1/storage/delete?fileId=${file.file_id}`, {
        method: 'POST',
        ...authed(ada),
      }),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'File not found' });
    }
    const signedOut = await fetch(`${stack.url}/api/v1/storage/download?fileId=${file.file_id}`);
    expect(signedOut.status).toBe(401);
    const uploadForOther = await upload(
      stack,
      ada,
      uploadForm([{ name: 'x.txt', bytes: Buffer.from('x') }]),
      `?userId=${bob.userId}`,
    );
    expect(uploadForOther.status).toBe(403);
    expect(await storageRowsOf(stack, bob.userId)).toEqual({ files: 1, pending: 0 });
  });

  it('lists the system templates to visitors, with previews that load, and never deletes them', async () => {
    const response = await fetch(`${stack.url}/api/v1/storage/system-templates`);
    expect(response.status).toBe(200);
    const { data, message } = (await response.json()) as { data: FileMetadata[]; message: string };
    expect(message).toBe('Templates fetched successfully');
    expect(data.length).toBeGreaterThanOrEqual(8);
    for (const template of data) {
      expect(template.source).toBe('system');
      const preview = await fetch(`${stack.url}${previewPathOf(template.file_path)}`);
      expect(preview.status).toBe(200);
      expect(preview.headers.get('content-type')).toBe('image/png');
      expect(preview.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(await pngWidth(preview)).toBe(1280);
    }
    const deck = await fetch(`${stack.url}${data[0].file_path}`);
    expect(deck.status).toBe(200);
    expect(deck.headers.get('content-disposition')).toMatch(/^attachment;/);

    const refused = await fetch(`${stack.url}/api/v1/storage/delete?fileId=${data[0].file_id}`, {
      method: 'POST',
      ...authed(ada),
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'System templates cannot be deleted' });
    expect((await list(ada)).filter((file) => file.source === 'system')).toHaveLength(data.length);
  });

  it('renders a preview of an uploaded template with LibreOffice, a placeholder until then', async () => {
    const user = await signedInUser();
    const uploaded = await upload(
      stack,
      user,
      uploadForm([{ name: 'lesson.pptx', bytes: CAMPUS_PPTX }], ['Education']),
      '?folder=templates',
    );
    expect(uploaded.status).toBe(201);
    const previewUrl = `${stack.url}${previewPathOf(uploaded.body.data![0].file_path)}`;

    let preview = await fetch(previewUrl, authed(user));
    const sawPlaceholder = preview.headers.get('cache-control') === 'no-store';
    // 8 s alone; a LibreOffice started cold under the whole suite's load took over a minute.
    for (
      let attempt = 0;
      attempt < 240 && preview.headers.get('cache-control') === 'no-store';
      attempt++
    ) {
      await preview.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 500));
      preview = await fetch(previewUrl, authed(user));
    }
    expect(sawPlaceholder).toBe(true);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('private, no-cache');
    expect(await pngWidth(preview)).toBe(960);
    expect((await fetch(previewUrl)).status).toBe(404);
  }, 200_000);

  it('deletes every file of a deactivated user, and only theirs', async () => {
    const leaving = await signedInUser();
    await upload(stack, leaving, uploadForm([{ name: 'a.png', bytes: pngOfSize(1000) }]));
    await upload(
      stack,
      leaving,
      uploadForm([{ name: 'b.pptx', bytes: CAMPUS_PPTX }], ['Business']),
    );
    expect(await ownFiles(leaving)).toHaveLength(2);
    const before = await ownFiles(bob);

    const broker = loadConfig(brokerEnv, stack.env);
    const client = new ServiceClient(ClientProxyFactory.create(rmqClientOptions(broker)), broker);
    try {
      await client.emit(IdentityEvents.userDeactivated, {
        userId: leaving.userId,
        email: leaving.email,
        occurredAt: new Date().toISOString(),
      });
    } finally {
      await client.onApplicationShutdown();
    }
    // Rows go in one transaction, blobs right after it commits: wait for both.
    const gone = async () =>
      (await ownFiles(leaving)).length === 0 && blobsOf(stack, leaving.userId).length === 0;
    for (let attempt = 0; attempt < 100 && !(await gone()); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await ownFiles(leaving)).toEqual([]);
    expect(await storageRowsOf(stack, leaving.userId)).toEqual({ files: 0, pending: 0 });
    expect(blobsOf(stack, leaving.userId)).toEqual([]);
    expect(await ownFiles(bob)).toEqual(before);
  });

  it('answers the spec messages for an empty request', async () => {
    const user = await signedInUser();
    for (const body of [new FormData(), uploadForm([{ name: '', bytes: Buffer.alloc(0) }])]) {
      expect(await upload(stack, user, body)).toEqual({
        status: 400,
        body: { message: Messages.noFilesSelected },
      });
    }
    const json = await fetch(`${stack.url}/api/v1/storage/upload`, {
      method: 'POST',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({ message: Messages.noFilesSelected });
    expect(await storageRowsOf(stack, user.userId)).toEqual({ files: 0, pending: 0 });
  });
});
