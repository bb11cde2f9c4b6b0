import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  BlobNotFoundError,
  type BlobStore,
  BlobTooLargeError,
} from '../../src/blob-store/blob-store';

/** A store under test and a way to list whatever it holds, including unfinished writes. */
export interface BlobStoreFixture {
  store: BlobStore;
  leftovers(): Promise<string[]>;
}

/**
 * What every BlobStore driver promises (the port's contract), run against each driver's spec.
 * Not a spec file itself: each driver's spec calls it with its own fixture.
 */
export function behavesLikeABlobStore(fixture: () => BlobStoreFixture): void {
  let sut: BlobStore;
  let leftovers: () => Promise<string[]>;

  beforeEach(() => {
    ({ store: sut, leftovers } = fixture());
  });

  it('streams bytes in and out unchanged, with their size and SHA-256', async () => {
    const bytes = Buffer.alloc(3 * 1024 * 1024, 7);
    bytes.write('first', 0);
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
    expect(await sut.stat('users/u1/f1')).toEqual({ size: bytes.length });
  });

  it('stores an empty blob', async () => {
    expect(await sut.write('empty', Readable.from([]))).toMatchObject({ size: 0 });
    expect(await sut.stat('empty')).toEqual({ size: 0 });
  });

  it('reads a byte range, inclusive, or from an offset to the end', async () => {
    await sut.write('ranged', Readable.from([Buffer.from('0123456789')]));
    expect(
      (await buffer(await sut.read('ranged', { range: { start: 2, end: 4 } }))).toString(),
    ).toBe('234');
    expect((await buffer(await sut.read('ranged', { range: { start: 7 } }))).toString()).toBe(
      '789',
    );
  });

  it('replaces an existing blob whole', async () => {
    await sut.write('same', Readable.from([Buffer.from('old content')]));
    await sut.write('same', Readable.from([Buffer.from('new')]));
    expect((await buffer(await sut.read('same'))).toString()).toBe('new');
  });

  it('leaves nothing behind when a write goes past its limit', async () => {
    await expect(
      sut.write('users/u1/big', Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), {
        maxBytes: 1000,
      }),
    ).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(await sut.exists('users/u1/big')).toBe(false);
    expect(await leftovers()).toEqual([]);
  });

  it('leaves nothing behind when the source fails half-way', async () => {
    let sent = 0;
    const failing = new Readable({
      read() {
        sent += 1;
        if (sent > 3) return this.destroy(new Error('client went away'));
        this.push(Buffer.alloc(4 * 1024 * 1024, sent));
      },
    });
    await expect(sut.write('users/u1/broken', failing)).rejects.toThrow('client went away');
    expect(await sut.exists('users/u1/broken')).toBe(false);
    expect(await leftovers()).toEqual([]);
  });

  it('deletes idempotently and reports a missing blob', async () => {
    await sut.write('a/b', Readable.from([Buffer.from('x')]));
    await sut.delete('a/b');
    await sut.delete('a/b');
    await expect(sut.read('a/b')).rejects.toBeInstanceOf(BlobNotFoundError);
    expect(await sut.stat('a/b')).toBeUndefined();
    expect(await sut.exists('a/b')).toBe(false);
  });

  it.each(['../escape', '/absolute', 'a/../../b', 'with space', 'a//b', ''])(
    'refuses the unsafe key %j',
    async (key) => {
      await expect(sut.write(key, Readable.from([Buffer.from('x')]))).rejects.toThrow(
        'Unsafe blob key',
      );
    },
  );
}
