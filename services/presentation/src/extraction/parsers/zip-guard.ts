import yauzl from 'yauzl';
import { UnreadableFile } from '../extraction-failure';

export interface ZipLimits {
  maxEntries: number;
  maxUnpackedBytes: number;
}

/**
 * Proves a zip-based file (docx, pptx) is safe to open before any library inflates it: every
 * entry is inflated once into nothing, counting entries and bytes, and yauzl checks that no
 * entry inflates to more than it declares. Zip bombs, archives with absurd entry counts and
 * damaged archives are refused with a reason a person understands.
 */
export async function assertSafeZip(bytes: Buffer, limits: ZipLimits): Promise<void> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(
      bytes,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false },
      (error, file) => (error || !file ? reject(damaged(error)) : resolve(file)),
    ),
  );
  if (zip.entryCount > limits.maxEntries)
    throw new UnreadableFile(
      `it contains ${zip.entryCount} parts; at most ${limits.maxEntries} are supported`,
    );
  let unpacked = 0;
  const tooBig = () =>
    new UnreadableFile(
      `it unpacks to more than ${Math.round(limits.maxUnpackedBytes / 1024 / 1024)} MB, which looks like a zip bomb`,
    );
  await new Promise<void>((resolve, reject) => {
    const fail = (error: unknown) => {
      zip.close();
      reject(error);
    };
    zip.on('error', (error) => fail(damaged(error)));
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      unpacked += entry.uncompressedSize;
      if (unpacked > limits.maxUnpackedBytes) return fail(tooBig());
      if (entry.fileName.endsWith('/')) return zip.readEntry();
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return fail(damaged(error));
        stream.on('error', (streamError) => fail(damaged(streamError)));
        stream.on('end', () => zip.readEntry());
        stream.resume();
      });
    });
    zip.readEntry();
  });
}

const damaged = (cause: unknown) =>
  new UnreadableFile(
    /encrypt/i.test(String(cause))
      ? 'it is password-protected'
      : 'it is damaged or not a valid Office file',
  );
