import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { repositoryRoot } from '../config/paths';
import {
  inspectZip,
  RATIO_GRACE_BYTES,
  type ZipLimits,
  zipLimitsEnv,
  zipLimitsFrom,
  ZipRefused,
  zipRefusalReason,
  withTrueZipEnd,
} from './zip-guard';

const MB = 1024 * 1024;
const DEFAULTS = zipLimitsFrom(zipLimitsEnv.parse({}));
/**
 * The archives of tens of megabytes, packed by JSZip's JavaScript deflate and inspected twice:
 * seconds of CPU, beyond Jest's 5 s when the machine is shared (a unit test's default otherwise).
 */
const BOMB_MS = 20_000;

async function zipOf(parts: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(parts)) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** Little-endian field of every central directory record (signature PK\x01\x02). */
function patchCentralDirectory(zip: Buffer, field: number, values: (index: number) => number) {
  let index = 0;
  for (let at = zip.indexOf('PK\x01\x02'); at !== -1; at = zip.indexOf('PK\x01\x02', at + 4)) {
    const value = values(index++);
    if (value >= 0) zip.writeUInt32LE(value, at + field);
  }
  return zip;
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof ZipRefused ? error.problem : `threw ${String(error)}`),
  );

/** Whether a file starts as every zip archive does (a local file header, `PK\x03\x04`). */
const startsAsZip = (path: string) => readFileSync(path).subarray(0, 4).equals(ZIP_MAGIC);
const ZIP_MAGIC = Buffer.from('PK\x03\x04', 'latin1');

/**
 * Office files from the shared fixtures, LibreOffice's own and ours, by name. Some public test
 * corpora hold files named `.pptx` that are not archives at all (a text listing, say): those are
 * `notArchives`, which must be refused, never `archives`, which must be accepted.
 */
function realWorldFiles(): { archives: string[]; notArchives: string[] } {
  const fixtures = join(repositoryRoot(__dirname) ?? '.', '..', 'shared', 'fixtures');
  const found: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      // Only zips: a fixture that is not one (a placeholder left by a copy) is no archive.
      else if (/\.(pptx|docx|xlsx|otp)$/i.test(entry.name) && isZip(path)) found.push(path);
    }
  };
  walk(fixtures);
  walk('/usr/lib/libreoffice/share/template/common/presnt');
  walk(join(repositoryRoot(__dirname) ?? '.', 'services', 'storage', 'assets'));
  return {
    archives: found.filter(startsAsZip),
    notArchives: found.filter((path) => !startsAsZip(path)),
  };
}

const isZip = (path: string) => readFileSync(path).subarray(0, 2).toString('latin1') === 'PK';

/** The zip with its end record declaring `declared` comment bytes, followed by `present` bytes. */
function withComment(zip: Buffer, declared: number, present: Buffer): Buffer {
  const end = Buffer.from(zip);
  end.writeUInt16LE(declared, end.lastIndexOf('PK\x05\x06') + 20);
  return Buffer.concat([end, present]);
}

describe(inspectZip.name, () => {
  const limits: ZipLimits = { maxEntries: 50, maxUnpackedBytes: 8 * MB, maxRatio: 100 };
  let dir: string;
  beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'zip-guard-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Inspects from a file and from memory: both must agree. */
  async function inspectBoth(bytes: Buffer, bounds = limits) {
    const path = join(dir, `${Math.random().toString(36).slice(2)}.zip`);
    writeFileSync(path, bytes);
    const [fromFile, fromMemory] = await Promise.all([
      refusal(inspectZip(path, bounds)),
      refusal(inspectZip(bytes, bounds)),
    ]);
    expect(fromMemory).toBe(fromFile);
    return fromFile;
  }

  const { archives, notArchives } = realWorldFiles();
  if (archives.length === 0) {
    it.skip('real-world archives: skipped, neither ../shared/fixtures nor LibreOffice is here', () =>
      undefined);
  } else {
    it(`accepts every real-world archive with the default limits (${archives.length} files)`, async () => {
      const refused: string[] = [];
      for (const path of archives) {
        const outcome = await refusal(inspectZip(path, DEFAULTS));
        if (outcome !== 'accepted') refused.push(`${path}: ${outcome}`);
      }
      expect(refused).toEqual([]);
    });
  }

  if (notArchives.length > 0)
    it.each(notArchives)('refuses %s, named as an Office file but not an archive', async (path) => {
      expect(await refusal(inspectZip(path, DEFAULTS))).toBe('unreadable');
    });

  it('lists the names and keeps the parts asked for', async () => {
    const bytes = await zipOf({ 'a.xml': '<a/>', 'b/c.xml': '<c/>' });
    const inspection = await inspectZip(bytes, limits, { keep: { 'a.xml': 100 } });
    expect([...inspection.names].filter((name) => !name.endsWith('/')).sort()).toEqual([
      'a.xml',
      'b/c.xml',
    ]);
    expect(inspection.kept.get('a.xml')?.toString()).toBe('<a/>');
    expect(inspection.kept.has('b/c.xml')).toBe(false);
    await expect(inspectZip(bytes, limits, { keep: { 'a.xml': 2 } })).rejects.toMatchObject({
      problem: 'unreadable',
    });
  });

  it('refuses more entries than allowed', async () => {
    const parts: Record<string, string> = {};
    for (let index = 0; index < 60; index++) parts[`part${index}.xml`] = '<x/>';
    expect(await inspectBoth(await zipOf(parts))).toBe('too-many-entries');
  });

  it(
    'refuses an archive that unpacks beyond the bound even when it hardly compresses',
    async () => {
      const incompressible = await zipOf({ 'media/noise.bin': randomBytes(9 * MB) });
      expect(await inspectBoth(incompressible)).toBe('too-large-unpacked');
    },
    BOMB_MS,
  );

  it(
    'refuses a part compressed more than the ratio allows, well within the unpacked bound',
    async () => {
      // 16 MiB of zeros pack into about 16 KB: 1000:1, while 16 MiB is a quarter of the bound.
      const bomb = await zipOf({
        'ppt/presentation.xml': '<p/>',
        'media/zeros.bin': Buffer.alloc(16 * MB),
      });
      expect(bomb.length).toBeLessThan(40_000);
      expect(await inspectBoth(bomb, { ...limits, maxUnpackedBytes: 64 * MB })).toBe(
        'too-compressed',
      );
    },
    BOMB_MS,
  );

  it('accepts a real-sized vector picture of mostly zeros (1.5 MB at 170:1), as Office files carry', async () => {
    const zip = await zipOf({ 'xl/media/image1.emf': Buffer.alloc(1_500_000) });
    expect(await inspectBoth(zip)).toBe('accepted');
  });

  it(
    'refuses an archive of many small, extremely compressed parts (the whole archive ratio)',
    async () => {
      const parts: Record<string, Buffer> = {};
      for (let index = 0; index < 8; index++)
        parts[`part${index}.bin`] = Buffer.alloc(RATIO_GRACE_BYTES - 1);
      expect(await inspectBoth(await zipOf(parts), { ...limits, maxUnpackedBytes: 80 * MB })).toBe(
        'too-compressed',
      );
    },
    BOMB_MS,
  );

  it('accepts a small part that compresses very well (under the grace size)', async () => {
    const xml = `<sheet>${'<row><c>0</c></row>'.repeat(20_000)}</sheet>`;
    expect(xml.length).toBeLessThan(RATIO_GRACE_BYTES);
    expect(
      await inspectBoth(await zipOf({ 'sheet.xml': xml, 'noise.bin': randomBytes(10_000) })),
    ).toBe('accepted');
  });

  it('refuses entries that unpack to more than they declare', async () => {
    const lying = patchCentralDirectory(
      await zipOf({ 'a.xml': '<a/>', 'data.bin': Buffer.alloc(100_000, 1) }),
      24, // uncompressed size
      (index) => (index === 1 ? 10 : -1),
    );
    expect(await inspectBoth(lying)).toBe('unreadable');
  });

  it('refuses entries that share their bytes (the overlapping-files zip bomb)', async () => {
    const same = Buffer.alloc(50_000, 7);
    const zip = await zipOf({ 'a.xml': '<a/>', 'a.bin': same, 'b.bin': same });
    const offsets: number[] = [];
    for (let at = zip.indexOf('PK\x01\x02'); at !== -1; at = zip.indexOf('PK\x01\x02', at + 4)) {
      offsets.push(zip.readUInt32LE(at + 42));
    }
    // b.bin's directory record now points at a.bin's bytes: both unpack fine, sharing one copy.
    const overlapping = patchCentralDirectory(zip, 42, (index) => (index === 2 ? offsets[1] : -1));
    expect(await inspectBoth(overlapping)).toBe('too-compressed');
  });

  it('refuses bytes that are not a zip, and a truncated zip', async () => {
    expect(await inspectBoth(Buffer.from('just some text, not a zip'))).toBe('unreadable');
    const whole = await zipOf({ 'a.xml': '<a/>' });
    expect(await inspectBoth(whole.subarray(0, whole.length - 30))).toBe('unreadable');
  });

  it('refuses backslashed entry names as unsafe when asked to be strict', async () => {
    const bytes = await zipOf({ 'a.xml': '<a/>' });
    const renamed = Buffer.from(bytes.toString('latin1').replaceAll('a.xml', 'a\\xml'), 'latin1');
    await expect(inspectZip(renamed, limits)).resolves.toBeDefined();
    await expect(inspectZip(renamed, limits, { strictNames: true })).rejects.toMatchObject({
      problem: 'unsafe-names',
    });
  });

  it('refuses names that climb out of the folder as unsafe, strict or not', async () => {
    const bytes = await zipOf({ 'ab/x.xml': '<a/>' });
    const climbing = Buffer.from(
      bytes.toString('latin1').replaceAll('ab/x.xml', '../x.xml'),
      'latin1',
    );
    expect(await inspectBoth(climbing)).toBe('unsafe-names');
  });

  it('reads a zip whose end record declares a comment that is cut short, as office suites do', async () => {
    const zip = await zipOf({ 'a.xml': '<a/>', 'b/c.xml': '<c/>' });
    // A one-byte comment declared, none there (two real PowerPoint files from the web).
    expect(await inspectBoth(withComment(zip, 1, Buffer.alloc(0)))).toBe('accepted');
    expect(await inspectBoth(withComment(zip, 40, Buffer.from('half a comment')))).toBe('accepted');
    // A few stray bytes after the record.
    expect(await inspectBoth(withComment(zip, 0, Buffer.from('\r\n')))).toBe('accepted');
    const inspection = await inspectZip(withComment(zip, 1, Buffer.alloc(0)), limits, {
      keep: { 'b/c.xml': 100 },
    });
    expect(inspection.kept.get('b/c.xml')?.toString()).toBe('<c/>');
  });

  it('gives libraries the same zip with its end record made true', async () => {
    const zip = await zipOf({ 'a.xml': '<a/>' });
    const damaged = withComment(zip, 1, Buffer.alloc(0));
    await expect(JSZip.loadAsync(damaged)).rejects.toThrow();
    const repaired = withTrueZipEnd(damaged);
    expect(repaired.length).toBe(damaged.length);
    await expect((await JSZip.loadAsync(repaired)).file('a.xml')?.async('string')).resolves.toBe(
      '<a/>',
    );
    expect(withTrueZipEnd(zip)).toBe(zip);
  });

  it('says what is wrong in words, with the limit', () => {
    const reason = (problem: ConstructorParameters<typeof ZipRefused>[0]) =>
      zipRefusalReason(new ZipRefused(problem, 'detail'), DEFAULTS);
    expect(reason('too-many-entries')).toBe('has more than 5000 parts');
    expect(reason('too-large-unpacked')).toBe('unpacks to more than 200 MB');
    expect(reason('too-compressed')).toBe('is compressed more than 100:1');
    expect(reason('unsafe-names')).toBe('has parts named to be unpacked outside its folder');
    expect(zipRefusalReason(new ZipRefused('unreadable', 'x', true), DEFAULTS)).toBe(
      'is password-protected',
    );
  });
});
