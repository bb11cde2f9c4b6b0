import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { AppError, FsBlobStore } from '@deckforge/kit';
import { passwordProtectedOfficeFile } from '@deckforge/kit/testing';
import { ErrorCode, Messages, type SupportedFile } from '@deckforge/proto';
import JSZip from 'jszip';
import PptxGenJS from 'pptxgenjs';
import { storageConfigSchema } from '../config';
import { UploadInspector } from './upload.inspector';

const SUPPORTED: Record<string, SupportedFile> = {
  png: { extension: 'png', category: 'media', type: 'Image', mime: 'image/png' },
  pdf: { extension: 'pdf', category: 'media', type: 'Document', mime: 'application/pdf' },
  txt: { extension: 'txt', category: 'media', type: 'Document', mime: 'text/plain' },
  mp3: { extension: 'mp3', category: 'media', type: 'Audio', mime: 'audio/mpeg' },
  csv: { extension: 'csv', category: 'media', type: 'Document', mime: 'text/csv' },
  xlsx: {
    extension: 'xlsx',
    category: 'media',
    type: 'Document',
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  pptx: {
    extension: 'pptx',
    category: 'templates',
    type: 'Presentation',
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  potx: {
    extension: 'potx',
    category: 'templates',
    type: 'Presentation',
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.template',
  },
};

/** A real presentation saved as a PowerPoint template (.potx): only its main part's type differs. */
async function powerPointTemplate(): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.addSlide().addText('Hello', { x: 1, y: 1, w: 4, h: 1 });
  const zip = await JSZip.loadAsync((await pptx.write({ outputType: 'nodebuffer' })) as Buffer);
  const types = await zip.file('[Content_Types].xml')!.async('string');
  zip.file(
    '[Content_Types].xml',
    types.replace('presentationml.presentation.main+xml', 'presentationml.template.main+xml'),
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  Buffer.alloc(64, 1),
]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0])]);
/** An ID3v2 tag followed by one MPEG-1 Layer III frame (128 kbit/s, 44.1 kHz). */
const MP3_ID3 = Buffer.concat([
  Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x0a', 'latin1'),
  Buffer.alloc(10),
  Buffer.from([0xff, 0xfb, 0x90, 0x64]),
  Buffer.alloc(413),
]);

describe(UploadInspector.name, () => {
  let dir: string;
  let blobs: FsBlobStore;
  let sut: UploadInspector;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'inspector-'));
    blobs = new FsBlobStore(dir);
    const config = storageConfigSchema.parse({
      RABBITMQ_URL: 'amqp://x',
      DATABASE_URL: 'postgres://x/y',
      ZIP_MAX_UNPACKED_MB: '1',
    });
    sut = new UploadInspector(blobs, config);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function inspect(name: string, bytes: Buffer) {
    const extension = name.split('.').pop()!;
    const blobKey = `files/${Math.random().toString(36).slice(2)}`;
    await blobs.write(blobKey, Readable.from([bytes]));
    return sut.inspect({ name, extension, blobKey, size: bytes.length }, SUPPORTED[extension]);
  }
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) =>
        error instanceof AppError ? { code: error.code, message: error.message } : error,
    );

  it('accepts content whose magic bytes agree with its extension', async () => {
    await expect(inspect('photo.png', PNG)).resolves.toBeUndefined();
    await expect(inspect('paper.pdf', PDF)).resolves.toBeUndefined();
    await expect(
      inspect('notes.txt', Buffer.from('Plain text, ünïcödé ✓\n')),
    ).resolves.toBeUndefined();
    await expect(inspect('song.mp3', MP3_ID3)).resolves.toBeUndefined();
  });

  it('accepts a real presentation', async () => {
    const pptx = new PptxGenJS();
    pptx.addSlide().addText('Hello', { x: 1, y: 1, w: 4, h: 1 });
    await expect(
      inspect('deck.pptx', (await pptx.write({ outputType: 'nodebuffer' })) as Buffer),
    ).resolves.toBeUndefined();
  });

  it('accepts a PowerPoint template (.potx) and checks it as a presentation', async () => {
    await expect(inspect('brand.potx', await powerPointTemplate())).resolves.toBeUndefined();
    const notAPresentation = new JSZip();
    notAPresentation.file('[Content_Types].xml', '<Types/>');
    const bytes = await notAPresentation.generateAsync({ type: 'nodebuffer' });
    expect(await refusal(inspect('brand.potx', bytes))).toEqual({
      code: ErrorCode.Validation,
      message: 'brand.potx is not a valid PowerPoint presentation',
    });
  });

  it('accepts a workbook and a CSV file; refuses a zip bomb named .xlsx and a program named .csv', async () => {
    const workbook = new JSZip();
    workbook.file(
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
    );
    workbook.file('xl/workbook.xml', '<workbook/>');
    await expect(
      inspect('medals.xlsx', await workbook.generateAsync({ type: 'nodebuffer' })),
    ).resolves.toBeUndefined();
    await expect(
      inspect('rates.csv', Buffer.from('Year;Rate\n2023;2.4\n')),
    ).resolves.toBeUndefined();

    workbook.file('xl/zeros.bin', Buffer.alloc(3 * 1024 * 1024));
    const bomb = await workbook.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(await refusal(inspect('bomb.xlsx', bomb))).toMatchObject({
      code: ErrorCode.PayloadTooLarge,
      message: expect.stringMatching(/^bomb\.xlsx is too large once unpacked/),
    });
    const plain = new JSZip();
    plain.file('hello.txt', 'hello');
    expect(
      await refusal(inspect('notes.xlsx', await plain.generateAsync({ type: 'nodebuffer' }))),
    ).toEqual({ code: ErrorCode.Validation, message: 'notes.xlsx is not a valid Excel workbook' });
    expect(await refusal(inspect('data.csv', EXE))).toMatchObject({
      code: ErrorCode.UnsupportedMediaType,
    });
  });

  it.each([
    ['a zip renamed .png', 'photo.png', Buffer.from('504b0304140000000000', 'hex')],
    ['a program renamed .pdf', 'invoice.pdf', EXE],
    ['a PNG renamed .pdf', 'report.pdf', PNG],
    ['a program renamed .txt', 'readme.txt', EXE],
    ['binary bytes renamed .txt', 'data.txt', Buffer.from([0x41, 0x00, 0x42, 0x00])],
  ])('refuses %s, naming the file', async (_label, name, bytes) => {
    expect(await refusal(inspect(name, bytes))).toEqual({
      code: ErrorCode.UnsupportedMediaType,
      message: `The content of ${name} does not match its .${name.split('.').pop()} extension`,
    });
  });

  it('refuses an empty file', async () => {
    expect(await refusal(inspect('empty.pdf', Buffer.alloc(0)))).toEqual({
      code: ErrorCode.Validation,
      message: 'empty.pdf is empty',
    });
  });

  it('refuses a zip that is not a presentation, and a presentation that is a zip bomb', async () => {
    const zip = new JSZip();
    zip.file('hello.txt', 'hello');
    const plainZip = await zip.generateAsync({ type: 'nodebuffer' });
    expect(await refusal(inspect('deck.pptx', plainZip))).toEqual({
      code: ErrorCode.Validation,
      message: 'deck.pptx is not a valid PowerPoint presentation',
    });

    const pptx = new PptxGenJS();
    pptx.addSlide();
    const bomb = await JSZip.loadAsync((await pptx.write({ outputType: 'nodebuffer' })) as Buffer);
    bomb.file('ppt/media/zeros.bin', Buffer.alloc(12 * 1024 * 1024));
    const bombBytes = await bomb.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(await refusal(inspect('bomb.pptx', bombBytes))).toEqual({
      code: ErrorCode.PayloadTooLarge,
      message: 'bomb.pptx is too large once unpacked (it unpacks to more than 1 MB)',
    });
  });

  it('refuses a presentation compressed more than 100:1, far below the unpacked limit', async () => {
    const defaults = new UploadInspector(
      blobs,
      storageConfigSchema.parse({ RABBITMQ_URL: 'amqp://x', DATABASE_URL: 'postgres://x/y' }),
    );
    const pptx = new PptxGenJS();
    pptx.addSlide();
    const bomb = await JSZip.loadAsync((await pptx.write({ outputType: 'nodebuffer' })) as Buffer);
    bomb.file('ppt/media/zeros.bin', Buffer.alloc(12 * 1024 * 1024));
    const bytes = await bomb.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const blobKey = `files/${Math.random().toString(36).slice(2)}`;
    await blobs.write(blobKey, Readable.from([bytes]));
    const upload = { name: 'dense.pptx', extension: 'pptx', blobKey, size: bytes.length };
    expect(await refusal(defaults.inspect(upload, SUPPORTED.pptx))).toEqual({
      code: ErrorCode.PayloadTooLarge,
      message: 'dense.pptx is too large once unpacked (it is compressed more than 100:1)',
    });
  });

  it('refuses a password-protected presentation, saying so, and an old binary one renamed .pptx', async () => {
    expect(await refusal(inspect('board.pptx', passwordProtectedOfficeFile()))).toEqual({
      code: ErrorCode.Validation,
      message: Messages.filePasswordProtected('board.pptx'),
    });
    // A compound file without an encrypted package (a .ppt renamed): not what its name says.
    const legacy = passwordProtectedOfficeFile();
    const name = Buffer.from('EncryptedPackage', 'utf16le');
    legacy.fill(0x41, legacy.indexOf(name), legacy.indexOf(name) + name.length);
    expect(await refusal(inspect('old.pptx', legacy))).toEqual({
      code: ErrorCode.UnsupportedMediaType,
      message: 'The content of old.pptx does not match its .pptx extension',
    });
  });

  it('refuses a macro-enabled presentation and a truncated one, naming the file', async () => {
    const pptx = new PptxGenJS();
    pptx.addSlide().addText('Hello', { x: 1, y: 1, w: 4, h: 1 });
    const bytes = (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
    const macros = await JSZip.loadAsync(bytes);
    macros.file('ppt/vbaProject.bin', Buffer.alloc(512, 3));
    expect(
      await refusal(inspect('macros.pptx', await macros.generateAsync({ type: 'nodebuffer' }))),
    ).toEqual({ code: ErrorCode.Validation, message: Messages.fileHasMacros('macros.pptx') });
    // A .pptm renamed: its main part is declared macro-enabled (file-type calls it pptm).
    const types = await macros.file('[Content_Types].xml')!.async('string');
    macros.file(
      '[Content_Types].xml',
      types.replace(
        'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
        'application/vnd.ms-powerpoint.presentation.macroEnabled.main+xml',
      ),
    );
    expect(
      await refusal(inspect('renamed.pptx', await macros.generateAsync({ type: 'nodebuffer' }))),
    ).toEqual({ code: ErrorCode.Validation, message: Messages.fileHasMacros('renamed.pptx') });
    expect(await refusal(inspect('cut.pptx', bytes.subarray(0, bytes.length / 2)))).toEqual({
      code: ErrorCode.Validation,
      message: Messages.fileIncomplete('cut.pptx'),
    });
  });

  it('accepts a presentation whose zip end record declares a comment that is missing, as PowerPoint does', async () => {
    const pptx = new PptxGenJS();
    pptx.addSlide().addText('Hello', { x: 1, y: 1, w: 4, h: 1 });
    const bytes = Buffer.from((await pptx.write({ outputType: 'nodebuffer' })) as Buffer);
    // A one-byte comment declared in the end record, and the file ending right there.
    bytes.writeUInt16LE(1, bytes.lastIndexOf('PK\x05\x06') + 20);
    await expect(JSZip.loadAsync(bytes)).rejects.toThrow();
    await expect(inspect('from-the-web.pptx', bytes)).resolves.toBeUndefined();
  });

  it('refuses a presentation with parts named outside its folder as unsafe, not as damaged', async () => {
    const pptx = new PptxGenJS();
    pptx.addSlide().addText('Hello', { x: 1, y: 1, w: 4, h: 1 });
    const zip = await JSZip.loadAsync((await pptx.write({ outputType: 'nodebuffer' })) as Buffer);
    zip.file('docProps/zz.xml', '<x/>');
    const bytes = await zip.generateAsync({ type: 'nodebuffer' });
    const climbing = Buffer.from(
      bytes.toString('latin1').replaceAll('docProps/zz.xml', '../../../zz.xml'),
      'latin1',
    );
    expect(await refusal(inspect('escape.pptx', climbing))).toEqual({
      code: ErrorCode.Validation,
      message: Messages.fileUnsafe('escape.pptx'),
    });
  });

  it('accepts text saved as UTF-16 with its byte order mark, and still refuses binary named .txt', async () => {
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('Notes saved by Notepad: ünïcödé ✓\r\n', 'utf16le'),
    ]);
    await expect(inspect('notes.txt', utf16)).resolves.toBeUndefined();
    expect(
      await refusal(inspect('program.txt', Buffer.from([0x4d, 0x5a, 0x00, 0x01, 0x00]))),
    ).toEqual({
      code: ErrorCode.UnsupportedMediaType,
      message: 'The content of program.txt does not match its .txt extension',
    });
  });
});
