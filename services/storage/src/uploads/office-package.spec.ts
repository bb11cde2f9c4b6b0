import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import PptxGenJS from 'pptxgenjs';
import { ZipRefused } from '@deckforge/kit';
import {
  DamagedPackage,
  inspectOfficePackage,
  MacroEnabledPackage,
  OfficePackageRejected,
} from './office-package';

const PRESENTATION_MAIN =
  'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml';
const contentTypes = (mainPart: string, contentType: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${mainPart}" ContentType="${contentType}"/></Types>`;

/** A package with the given parts; `[Content_Types].xml` declares a presentation unless given. */
async function packageOf(parts: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(parts)) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
const minimalPresentation = {
  '[Content_Types].xml': contentTypes('ppt/presentation.xml', PRESENTATION_MAIN),
  'ppt/presentation.xml': '<p:presentation/>',
  'ppt/slideMasters/slideMaster1.xml': '<p:sldMaster/>',
  'ppt/slideLayouts/slideLayout1.xml': '<p:sldLayout/>',
};

describe(inspectOfficePackage.name, () => {
  const bounds = { maxEntries: 50, maxUnpackedBytes: 1024 * 1024, maxRatio: 100 };
  let dir: string;
  beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'office-package-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const inspect = (bytes: Buffer, kind: 'pptx' | 'docx' | 'xlsx' = 'pptx', limits = bounds) => {
    const path = join(dir, `${Math.random().toString(36).slice(2)}.zip`);
    writeFileSync(path, bytes);
    return inspectOfficePackage(path, kind, limits);
  };

  it('accepts a real presentation with its master and layouts', async () => {
    const pptx = new PptxGenJS();
    pptx.addSlide().addText('Hello', { x: 1, y: 1, w: 4, h: 1 });
    const bytes = (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
    await expect(
      inspect(bytes, 'pptx', { ...bounds, maxEntries: 500, maxUnpackedBytes: 50 * 1024 * 1024 }),
    ).resolves.toBeUndefined();
  });

  it('accepts a workbook, and refuses a presentation renamed .xlsx', async () => {
    const workbook = {
      '[Content_Types].xml': contentTypes(
        'xl/workbook.xml',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
      ),
      'xl/workbook.xml': '<workbook/>',
    };
    await expect(inspect(await packageOf(workbook), 'xlsx')).resolves.toBeUndefined();
    await expect(inspect(await packageOf(minimalPresentation), 'xlsx')).rejects.toBeInstanceOf(
      OfficePackageRejected,
    );
  });

  it('refuses a workbook that unpacks beyond the bound (a zip bomb)', async () => {
    const bomb = await packageOf({
      '[Content_Types].xml': contentTypes(
        'xl/workbook.xml',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
      ),
      'xl/workbook.xml': Buffer.alloc(2 * 1024 * 1024),
    });
    await expect(inspect(bomb, 'xlsx')).rejects.toMatchObject({
      name: 'ZipRefused',
      problem: 'too-large-unpacked',
    });
  });

  it('accepts a minimal package of the right kind', async () => {
    await expect(inspect(await packageOf(minimalPresentation))).resolves.toBeUndefined();
  });

  it('refuses a zip bomb as the kit does, and an unreadable zip as not valid', async () => {
    const bomb = await packageOf({
      ...minimalPresentation,
      'ppt/media/zeros.bin': Buffer.alloc(2 * 1024 * 1024),
    });
    await expect(inspect(bomb)).rejects.toBeInstanceOf(ZipRefused);
    await expect(inspect(Buffer.from('not a zip'))).rejects.toBeInstanceOf(OfficePackageRejected);
  });

  it.each([
    [
      'a word document',
      {
        '[Content_Types].xml': contentTypes(
          'word/document.xml',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
        ),
        'word/document.xml': '<w:document/>',
      },
    ],
    [
      'a presentation without a slide master',
      {
        '[Content_Types].xml': minimalPresentation['[Content_Types].xml'],
        'ppt/presentation.xml': '<p:presentation/>',
      },
    ],
    ['a zip without content types', { 'ppt/presentation.xml': '<p:presentation/>' }],
    [
      'a declared main part that is missing',
      { '[Content_Types].xml': minimalPresentation['[Content_Types].xml'] },
    ],
    ['content types that are not XML', { ...minimalPresentation, '[Content_Types].xml': '{}' }],
  ])('refuses %s as not a valid presentation', async (_label, parts) => {
    await expect(inspect(await packageOf(parts))).rejects.toBeInstanceOf(OfficePackageRejected);
  });

  it('refuses bytes that are not a zip, and a truncated zip, as damaged', async () => {
    await expect(inspect(Buffer.from('just some text, not a zip'))).rejects.toBeInstanceOf(
      DamagedPackage,
    );
    const whole = await packageOf(minimalPresentation);
    for (const cut of [30, Math.floor(whole.length / 2)]) {
      await expect(inspect(whole.subarray(0, whole.length - cut))).rejects.toMatchObject({
        name: 'OfficePackageRejected',
        encrypted: false,
      });
      await expect(inspect(whole.subarray(0, whole.length - cut))).rejects.toBeInstanceOf(
        DamagedPackage,
      );
    }
  });

  it.each([
    [
      'a macro-enabled presentation (.pptm renamed)',
      {
        ...minimalPresentation,
        '[Content_Types].xml': contentTypes(
          'ppt/presentation.xml',
          'application/vnd.ms-powerpoint.presentation.macroEnabled.main+xml',
        ),
        'ppt/vbaProject.bin': Buffer.alloc(64, 7),
      },
    ],
    [
      'a presentation declared plain that carries a VBA project',
      { ...minimalPresentation, 'ppt/vbaProject.bin': Buffer.alloc(64, 7) },
    ],
  ])('refuses %s as macro-enabled', async (_label, parts) => {
    await expect(inspect(await packageOf(parts))).rejects.toBeInstanceOf(MacroEnabledPackage);
  });

  it('checks a document package against the document kind', async () => {
    const document = await packageOf({
      '[Content_Types].xml': contentTypes(
        'word/document.xml',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
      ),
      'word/document.xml': '<w:document/>',
    });
    await expect(inspect(document, 'docx')).resolves.toBeUndefined();
    await expect(inspect(await packageOf(minimalPresentation), 'docx')).rejects.toBeInstanceOf(
      OfficePackageRejected,
    );
  });

  it('reads a content-types part that starts with a byte order mark, as Word does', async () => {
    const bytes = await packageOf({
      '[Content_Types].xml': `\uFEFF${contentTypes(
        'word/document.xml',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
      )}`,
      'word/document.xml': '<w:document/>',
    });
    await expect(inspect(bytes, 'docx')).resolves.toBeUndefined();
  });
});
