import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { BlobNotFoundError, BlobTooLargeError } from './blob-store';
import { FsBlobStore } from './fs-blob-store';

describe(FsBlobStore.name, () => {
  let root: string;
  let sut: FsBlobStore;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'blobs-'));
    sut = new FsBlobStore(root);
  });

  const filesUnder = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
    );

  it('streams bytes in and out unchanged, with their size and SHA-256', async () => {
    const bytes = Buffer.alloc(3 * 1024 * 1024, 7);
    const stored = await sut.write(
      'users/u1/f1',
      Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]),
    );
    expect(stored).toEqual({
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    expect((await buffer(await sut.read('users/u1/f1'))).equals(bytes)).toBe(true);
    expect(await sut.exists('users/u1/f1')).toBe(true);
  });

  it('leaves nothing behind when a write goes past its limit', async () => {
    await expect(
      sut.write('users/u1/big', Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), {
        maxBytes: 1000,
      }),
    ).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(await sut.exists('users/u1/big')).toBe(false);
    expect(filesUnder(root)).toEqual([]);
  });

  it('leaves nothing behind when the source fails half-way', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(100));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(sut.write('users/u1/broken', failing)).rejects.toThrow('client went away');
    expect(filesUnder(root)).toEqual([]);
  });

  it('deletes idempotently and reports a missing blob', async () => {
    await sut.write('a/b', Readable.from([Buffer.from('x')]));
    await sut.delete('a/b');
    await sut.delete('a/b');
    await expect(sut.read('a/b')).rejects.toBeInstanceOf(BlobNotFoundError);
  });

  it.each(['../escape', '/absolute', 'a/../../b', 'with space', 'a//b', ''])(
    'refuses the unsafe key %j',
    async (key) => {
      await expect(sut.write(key, Readable.from([Buffer.from('x')]))).rejects.toThrow(
        'Unsafe blob key',
      );
    },
  );
});
