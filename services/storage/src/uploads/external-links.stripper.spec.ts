import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { FsBlobStore } from '@deckforge/kit';
import { withExternalLinks } from '@deckforge/kit/testing';
import JSZip from 'jszip';
import { ExternalLinksStripper } from './external-links.stripper';

const CAMPUS = readFileSync(join(__dirname, '..', '..', 'assets/system-templates/campus.pptx'));

describe(ExternalLinksStripper.name, () => {
  let dir: string;
  let blobs: FsBlobStore;
  let sut: ExternalLinksStripper;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'stripper-'));
    blobs = new FsBlobStore(dir);
    sut = new ExternalLinksStripper(blobs);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function stored(name: string, bytes: Buffer) {
    const blobKey = `files/${Math.random().toString(36).slice(2)}`;
    await blobs.write(blobKey, Readable.from([bytes]));
    return { name, extension: name.split('.').pop()!, blobKey };
  }

  it('writes a package with external links anew without them, and answers its size and hash', async () => {
    const upload = await stored('linked.pptx', await withExternalLinks(CAMPUS, 'http://10.0.0.1'));

    const result = await sut.strip(upload);

    const bytes = await buffer(await blobs.read(upload.blobKey));
    expect(result).toEqual({
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    const zip = await JSZip.loadAsync(bytes);
    const rels = await Promise.all(
      Object.keys(zip.files)
        .filter((name) => name.endsWith('.rels'))
        .map((name) => zip.file(name)!.async('string')),
    );
    expect(rels.join('')).not.toMatch(/External|10\.0\.0\.1/);
  });

  it('keeps a package without external links, and what is no Office package, as they are', async () => {
    const clean = await stored('campus.pptx', CAMPUS);
    const text = await stored('notes.txt', Buffer.from('http://10.0.0.1/'));

    expect(await sut.strip(clean)).toBeUndefined();
    expect(await sut.strip(text)).toBeUndefined();
    expect((await buffer(await blobs.read(clean.blobKey))).equals(CAMPUS)).toBe(true);
  });
});
