import { stat } from 'node:fs/promises';
import {
  type Entry,
  fromBufferPromise,
  fromRandomAccessReaderPromise,
  openPromise,
  type Options,
  type ZipFile,
} from 'yauzl';
import { z } from 'zod';
import { trueZipEndReader, withTrueZipEnd } from './zip-end';

export { withTrueZipEnd } from './zip-end';

/** How far a zip (.pptx, .docx, .xlsx, ...) may unpack before it counts as a zip bomb. */
export interface ZipLimits {
  maxEntries: number;
  maxUnpackedBytes: number;
  /** Largest unpacked-to-packed ratio, of one part and of the whole archive (e.g. 100 for 100:1). */
  maxRatio: number;
}

/**
 * The limits as every app that opens zips reads them from its environment, so that the storage
 * service's check at upload and the presentation service's at every use agree.
 */
const atLeastOne = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
export const zipLimitsEnv = z.object({
  ZIP_MAX_ENTRIES: atLeastOne(5000),
  ZIP_MAX_UNPACKED_MB: atLeastOne(200),
  ZIP_MAX_RATIO: atLeastOne(100),
});
export type ZipLimitsEnv = z.output<typeof zipLimitsEnv>;

export const zipLimitsFrom = (env: ZipLimitsEnv): ZipLimits => ({
  maxEntries: env.ZIP_MAX_ENTRIES,
  maxUnpackedBytes: env.ZIP_MAX_UNPACKED_MB * 1024 * 1024,
  maxRatio: env.ZIP_MAX_RATIO,
});

/**
 * Why a zip was refused: more parts, bytes or compression than the limits allow (a bomb), parts
 * named to land outside the archive's folder (unsafe), or damaged, lying about its sizes or
 * encrypted (unreadable).
 */
export type ZipProblem =
  'too-many-entries' | 'too-large-unpacked' | 'too-compressed' | 'unsafe-names' | 'unreadable';

export class ZipRefused extends Error {
  override readonly name = 'ZipRefused';
  constructor(
    readonly problem: ZipProblem,
    detail: string,
    /** Set when the archive is unreadable because its entries are encrypted. */
    readonly encrypted = false,
  ) {
    super(detail);
  }
}

/**
 * Parts (and archives) that unpack to less than this are never judged by their ratio: a small,
 * repetitive XML part legitimately compresses far better than 100:1, and so do the vector
 * pictures (EMF) and embedded objects of real Office files, a megabyte or two of mostly zeros.
 * What unpacks is bounded by `maxUnpackedBytes` whatever the ratio.
 */
export const RATIO_GRACE_BYTES = 8 * 1024 * 1024;
/** Fixed part of a local file header: the least room each entry takes before its data. */
const LOCAL_HEADER_BYTES = 30;

export interface ZipInspection {
  /** Every entry's name. */
  names: Set<string>;
  /** The unpacked bytes of the entries asked for in `keep`. */
  kept: Map<string, Buffer>;
  unpackedBytes: number;
}

export interface ZipInspectionOptions {
  /** Entries whose bytes the caller wants, each with the most it may unpack to. */
  keep?: Record<string, number>;
  /** Refuse entry names with backslashes too (absolute paths and `..` are always refused as unsafe). */
  strictNames?: boolean;
}

/**
 * Proves a zip is safe to open before any library inflates it, and reads it only once:
 * - the entry count, the declared unpacked size and the compression ratio (per part above
 *   `RATIO_GRACE_BYTES`, and of the whole archive) are within `limits`, judged from the central
 *   directory before anything is inflated;
 * - no two entries share bytes (the "overlapping files" bomb);
 * - every entry is then inflated once into nothing, with yauzl checking that it unpacks to
 *   exactly its declared size, so the declared sizes judged above are the true ones.
 * Throws `ZipRefused`; `source` is a path or the bytes themselves.
 */
export async function inspectZip(
  source: string | Buffer,
  limits: ZipLimits,
  options: ZipInspectionOptions = {},
): Promise<ZipInspection> {
  const archiveBytes = typeof source === 'string' ? (await stat(source)).size : source.length;
  const zip = await openZip(source, archiveBytes, options.strictNames ?? false).catch(
    (error: unknown) => {
      throw new ZipRefused('unreadable', `not a zip archive (${describe(error)})`);
    },
  );
  try {
    const entries = await boundedEntries(zip, limits, archiveBytes);
    assertNoOverlap(entries);
    const kept = new Map<string, Buffer>();
    for (const entry of entries) {
      const limit = options.keep?.[entry.fileName];
      if (limit !== undefined && entry.uncompressedSize > limit) {
        throw new ZipRefused('unreadable', `${entry.fileName} is larger than ${limit} bytes`);
      }
      if (entry.fileName.endsWith('/') && entry.uncompressedSize === 0) continue;
      const content = await unpack(await zip.openReadStreamPromise(entry), limit !== undefined);
      if (content) kept.set(entry.fileName, content);
    }
    return {
      names: new Set(entries.map((entry) => entry.fileName)),
      kept,
      unpackedBytes: entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0),
    };
  } catch (error) {
    if (error instanceof ZipRefused) throw error;
    // yauzl's own findings: names that climb out of the folder (always refused; backslashes
    // only when strict), sizes that lie, truncated or corrupt data.
    if (UNSAFE_NAME.test(describe(error))) throw new ZipRefused('unsafe-names', describe(error));
    throw new ZipRefused('unreadable', describe(error), /encrypt/i.test(describe(error)));
  } finally {
    zip.close();
  }
}

/** yauzl's findings about names that would be unpacked outside the archive's folder. */
const UNSAFE_NAME = /^(absolute path|invalid relative path|invalid characters in fileName)/;

/** Opens the archive as the office suites do: a wrong comment length in its end record is made true. */
async function openZip(source: string | Buffer, size: number, strictNames: boolean) {
  const options: Options = {
    lazyEntries: true,
    autoClose: false,
    validateEntrySizes: true,
    strictFileNames: strictNames,
  };
  if (typeof source !== 'string') return fromBufferPromise(withTrueZipEnd(source), options);
  const repaired = await trueZipEndReader(source, size);
  return repaired
    ? fromRandomAccessReaderPromise(repaired, size, options)
    : openPromise(source, options);
}

/** Reads the central directory, refusing as soon as a limit is passed. */
async function boundedEntries(
  zip: ZipFile,
  limits: ZipLimits,
  archiveBytes: number,
): Promise<Entry[]> {
  if (zip.entryCount > limits.maxEntries) {
    throw new ZipRefused('too-many-entries', `${zip.entryCount} entries`);
  }
  const entries: Entry[] = [];
  let declared = 0;
  for await (const entry of zip.eachEntry()) {
    if (entry.isEncrypted()) throw new ZipRefused('unreadable', 'encrypted entries', true);
    declared += entry.uncompressedSize;
    if (declared > limits.maxUnpackedBytes) {
      throw new ZipRefused('too-large-unpacked', `unpacks to over ${declared} bytes`);
    }
    if (tooCompressed(entry.uncompressedSize, entry.compressedSize, limits.maxRatio)) {
      throw new ZipRefused(
        'too-compressed',
        `${entry.fileName} grows from ${entry.compressedSize} to ${entry.uncompressedSize} bytes`,
      );
    }
    entries.push(entry);
  }
  if (tooCompressed(declared, archiveBytes, limits.maxRatio)) {
    throw new ZipRefused('too-compressed', `grows from ${archiveBytes} to ${declared} bytes`);
  }
  return entries;
}

const tooCompressed = (unpacked: number, packed: number, maxRatio: number) =>
  unpacked > RATIO_GRACE_BYTES && unpacked > packed * maxRatio;

/** Inflates an entry (yauzl fails the stream if it is not its declared size); keeps it if asked. */
async function unpack(stream: NodeJS.ReadableStream, keep: boolean): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) if (keep) chunks.push(chunk as Buffer);
  return keep ? Buffer.concat(chunks) : undefined;
}

function assertNoOverlap(entries: Entry[]): void {
  const byOffset = [...entries].sort(
    (a, b) => a.relativeOffsetOfLocalHeader - b.relativeOffsetOfLocalHeader,
  );
  for (let index = 1; index < byOffset.length; index++) {
    const previous = byOffset[index - 1];
    const earliestNext =
      previous.relativeOffsetOfLocalHeader +
      LOCAL_HEADER_BYTES +
      previous.fileNameLength +
      previous.compressedSize;
    if (byOffset[index].relativeOffsetOfLocalHeader < earliestNext) {
      throw new ZipRefused('too-compressed', 'overlapping entries');
    }
  }
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What is wrong with a refused bomb, in words a person reads after "it": "it unpacks to ...". */
export function zipRefusalReason(error: ZipRefused, limits: ZipLimits): string {
  switch (error.problem) {
    case 'too-many-entries':
      return `has more than ${limits.maxEntries} parts`;
    case 'too-large-unpacked':
      return `unpacks to more than ${Math.round(limits.maxUnpackedBytes / 1024 / 1024)} MB`;
    case 'too-compressed':
      return `is compressed more than ${limits.maxRatio}:1`;
    case 'unsafe-names':
      return 'has parts named to be unpacked outside its folder';
    case 'unreadable':
      return error.encrypted ? 'is password-protected' : 'is damaged or not a valid zip archive';
  }
}
