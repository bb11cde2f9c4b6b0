import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eventually, passwordProtectedOfficeFile } from '@deckforge/kit/testing';
import {
  type FileMetadata,
  Messages,
  TEMPLATE_NOTES,
  TEMPLATE_REPORT_VERSION,
  type TemplateReport,
} from '@deckforge/proto';
import JSZip from 'jszip';
import { Client } from 'pg';
import { signedInUser, type TestSession } from '../support/session';
import { TestStack } from '../support/stack';
import { blobsOf, storageRowsOf, upload, uploadForm, type UploadFile } from '../support/uploads';

const CAMPUS_PPTX = readFileSync(
  join(__dirname, '..', '..', '..', 'services/storage/assets/system-templates/campus.pptx'),
);
const MB = 1024 * 1024;

/** Campus with the layouts whose name matches `names` stripped of their placeholders. */
async function campusWithout(names: RegExp): Promise<Buffer> {
  const zip = await JSZip.loadAsync(CAMPUS_PPTX);
  for (const part of Object.keys(zip.files).filter((name) =>
    /^ppt\/slideLayouts\/slideLayout\d+\.xml$/.test(name),
  )) {
    const xml = await zip.file(part)!.async('string');
    const name = /<p:cSld name="([^"]*)"/.exec(xml)?.[1] ?? '';
    if (names.test(name)) zip.file(part, xml.replace(/<p:ph\b[^>]*?(\/>|>[\s\S]*?<\/p:ph>)/g, ''));
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** Campus with every layout covered by photos: no room for text anywhere. */
async function campusUnderPhotos(): Promise<Buffer> {
  const zip = await JSZip.loadAsync(CAMPUS_PPTX);
  const tiles = [0, 1, 2, 3].flatMap((row) =>
    [0, 1, 2, 3].map(
      (column) =>
        `<p:pic><p:nvPicPr><p:cNvPr id="${900 + row * 4 + column}" name="Photo"/><p:cNvPicPr/><p:nvPr/></p:nvPicPr>` +
        `<p:blipFill><a:blip/></p:blipFill><p:spPr><a:xfrm><a:off x="${column * 3_048_000}" y="${row * 1_714_500}"/>` +
        `<a:ext cx="3048000" cy="1714500"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr></p:pic>`,
    ),
  );
  for (const part of Object.keys(zip.files).filter((name) =>
    /^ppt\/slideLayouts\/slideLayout\d+\.xml$/.test(name),
  )) {
    const xml = await zip.file(part)!.async('string');
    zip.file(
      part,
      xml
        .replace(/<p:ph\b[^>]*?(\/>|>[\s\S]*?<\/p:ph>)/g, '')
        .replace('</p:spTree>', `${tiles.join('')}</p:spTree>`),
    );
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** Campus saved as PowerPoint saves a macro-enabled deck (.pptm), then renamed .pptx. */
async function campusWithMacros(): Promise<Buffer> {
  const zip = await JSZip.loadAsync(CAMPUS_PPTX);
  const types = await zip.file('[Content_Types].xml')!.async('string');
  zip.file(
    '[Content_Types].xml',
    types
      .replace(
        'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
        'application/vnd.ms-powerpoint.presentation.macroEnabled.main+xml',
      )
      .replace(
        '<Default ',
        '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/><Default ',
      ),
  );
  zip.file('ppt/vbaProject.bin', Buffer.alloc(4096, 0x5a));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

async function bombOfCampus(): Promise<Buffer> {
  const zip = await JSZip.loadAsync(CAMPUS_PPTX);
  zip.file('ppt/media/padding.bin', Buffer.alloc(20 * MB));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/**
 * Templates through the gateway with the presentation service behind storage: each upload is
 * analysed once, its report kept with the file and its notes shown to its owner; a template
 * without room for text, and files that are macro-enabled, password-protected, cut short or
 * bombs, are refused with their name and leave nothing behind.
 */
describe('template uploads: analysed once, refused when unusable', () => {
  let stack: TestStack;
  let db: Client;

  beforeAll(async () => {
    stack = await TestStack.start({
      services: ['data', 'storage', 'presentation'],
      env: { ZIP_MAX_UNPACKED_MB: '8', PREVIEWS: 'off', TEMPLATE_REPORT_TIMEOUT_MS: '8000' },
    });
    db = new Client({ connectionString: stack.env.DATABASE_URL });
    await db.connect();
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await stack?.stop();
  }, 30_000);

  const reportOf = async (fileId: string) =>
    (
      await db.query<{ template_report: TemplateReport | null }>(
        'SELECT template_report FROM storage.stored_files WHERE id = $1',
        [fileId],
      )
    ).rows[0]?.template_report;

  async function library(session: TestSession): Promise<FileMetadata[]> {
    const response = await fetch(`${stack.url}/api/v1/storage/file-metadata`, {
      headers: { cookie: session.cookie },
    });
    return ((await response.json()) as { data: FileMetadata[] }).data;
  }

  async function uploaded(file: UploadFile, session?: TestSession) {
    const owner = session ?? (await signedInUser());
    const result = await upload(
      stack,
      owner,
      uploadForm([file], ['Business']),
      '?folder=templates',
    );
    expect(result.status).toBe(201);
    return { session: owner, file: result.body.data![0] };
  }

  async function refused(file: UploadFile) {
    const session = await signedInUser();
    const result = await upload(
      stack,
      session,
      uploadForm([file], ['Business']),
      '?folder=templates',
    );
    expect(await storageRowsOf(stack, session.userId)).toEqual({ files: 0, pending: 0 });
    expect(blobsOf(stack, session.userId)).toEqual([]);
    return result;
  }

  it('keeps the report of a complete template with it: layouts per kind of slide, no notes', async () => {
    const { file } = await uploaded({ name: 'Campus copy.pptx', bytes: CAMPUS_PPTX });
    expect(file.template_notes).toEqual([]);
    expect(await reportOf(file.file_id)).toMatchObject({
      version: TEMPLATE_REPORT_VERSION,
      usable: true,
      slides: {
        title: { layout: 'Title Slide' },
        bullets: { layout: 'Title and Content' },
        'two-columns': { layout: 'Two Content' },
      },
    });
  });

  it('tells the owner what their template lacks, in the upload answer and in the library', async () => {
    const bytes = await campusWithout(/^(Two Content|Comparison|Picture with Caption)$/);
    const { session, file } = await uploaded({ name: 'Plain.pptx', bytes });
    const notes = [TEMPLATE_NOTES['no-two-column-layout'], TEMPLATE_NOTES['no-picture-layout']];
    expect(file.template_notes).toEqual(notes);
    const listed = (await library(session)).find((entry) => entry.file_id === file.file_id);
    expect(listed?.template_notes).toEqual(notes);
  });

  it('refuses a template with no room for text anywhere, saying why, keeping nothing', async () => {
    const bytes = await campusUnderPhotos();
    expect(await refused({ name: 'Artwork only.pptx', bytes })).toEqual({
      status: 400,
      body: {
        message: Messages.templateWithoutTextArea(
          'Artwork only.pptx',
          'has no layout or slide with room for text',
        ),
      },
    });
  });

  it.each([
    ['macro-enabled', 'Macros.pptx', campusWithMacros, 400, Messages.fileHasMacros('Macros.pptx')],
    [
      'password-protected',
      'Locked.pptx',
      async () => passwordProtectedOfficeFile(),
      400,
      Messages.filePasswordProtected('Locked.pptx'),
    ],
    [
      'cut short',
      'Half.pptx',
      async () => CAMPUS_PPTX.subarray(0, Math.floor(CAMPUS_PPTX.length / 2)),
      400,
      Messages.fileIncomplete('Half.pptx'),
    ],
  ])(
    'refuses a %s template by name, keeping nothing',
    async (_label, name, bytes, status, message) => {
      expect(await refused({ name, bytes: await bytes() })).toEqual({ status, body: { message } });
    },
  );

  it('refuses a template that unpacks far beyond its size (a zip bomb) by name, keeping nothing', async () => {
    const result = await refused({ name: 'Bomb.pptx', bytes: await bombOfCampus() });
    expect(result.status).toBe(413);
    expect(result.body.message).toMatch(/^Bomb\.pptx is too large once unpacked/);
  });

  it('gives the system templates their report too', async () => {
    await eventually(async () => {
      const { rows } = await db.query<{ name: string; report: TemplateReport | null }>(
        "SELECT name, template_report AS report FROM storage.stored_files WHERE source = 'system'",
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toMatchObject({ report: { usable: true } });
    }, 60_000);
  }, 70_000);

  it('keeps none of a request when one of its templates has no room for text', async () => {
    const session = await signedInUser();
    const result = await upload(
      stack,
      session,
      uploadForm(
        [
          { name: 'Fine.pptx', bytes: CAMPUS_PPTX },
          { name: 'Empty.pptx', bytes: await campusUnderPhotos() },
        ],
        ['Business'],
      ),
      '?folder=templates',
    );
    expect(result.status).toBe(400);
    expect(result.body.message).toMatch(/^Empty\.pptx cannot be used as a template/);
    expect(await storageRowsOf(stack, session.userId)).toEqual({ files: 0, pending: 0 });
    expect(blobsOf(stack, session.userId)).toEqual([]);
  });

  it('keeps templates without a report when presentation does not answer in time', async () => {
    await stack.stopService('presentation');
    const session = await signedInUser();
    const result = await upload(
      stack,
      session,
      uploadForm(
        [
          { name: 'Unanalysed.pptx', bytes: CAMPUS_PPTX },
          { name: 'Also unanalysed.pptx', bytes: CAMPUS_PPTX },
        ],
        ['Business'],
      ),
      '?folder=templates',
    );
    expect(result.status).toBe(201);
    for (const file of result.body.data!) {
      expect(file.template_notes).toBeUndefined();
      expect(await reportOf(file.file_id)).toBeNull();
    }
  }, 30_000);
});
