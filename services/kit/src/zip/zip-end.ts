import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { RandomAccessReader } from 'yauzl';

/** The end-of-central-directory record: signature, sizes, offsets, then a comment length. */
const END_SIGNATURE = 0x06054b50;
const END_RECORD_BYTES = 22;
const COMMENT_LENGTH_AT = 20;
/** The end record, its longest comment and a zip64 locator before it: where to look for it. */
const TAIL_BYTES = END_RECORD_BYTES + 0xffff + 20;

/**
 * The last bytes of a zip with its end record's comment length made true, when it was not.
 * Real files from the web declare a comment that is cut short (a one-byte comment that is
 * missing) or carry a few bytes after their comment; PowerPoint, LibreOffice and `unzip -t`
 * read them, but yauzl and JSZip refuse. Only that one field changes: the central directory
 * and every entry are still checked as before.
 */
interface RepairedTail {
  /** Where `bytes` start in the file. */
  start: number;
  bytes: Buffer;
}

function repairTail(tail: Buffer, start: number): RepairedTail | undefined {
  for (let at = tail.length - END_RECORD_BYTES; at >= 0; at--) {
    if (tail.readUInt32LE(at) !== END_SIGNATURE) continue;
    const present = tail.length - at - END_RECORD_BYTES;
    if (tail.readUInt16LE(at + COMMENT_LENGTH_AT) === present) return undefined;
    const bytes = Buffer.from(tail);
    bytes.writeUInt16LE(present, at + COMMENT_LENGTH_AT);
    return { start, bytes };
  }
  // No end record at all: a truncated download, which no reader can open.
  return undefined;
}

/** The zip's bytes with a wrong comment length made true (the same buffer when it was true). */
export function withTrueZipEnd(bytes: Buffer): Buffer {
  const start = Math.max(0, bytes.length - TAIL_BYTES);
  const repaired = repairTail(bytes.subarray(start), start);
  if (!repaired) return bytes;
  return Buffer.concat([bytes.subarray(0, start), repaired.bytes]);
}

/**
 * A reader of a zip file on disk that yauzl can open: undefined when the end record is
 * already true (open the file as it is), otherwise one that reads the file with the repaired
 * tail in place of its last bytes, without copying the file.
 */
export async function trueZipEndReader(
  path: string,
  size: number,
): Promise<RandomAccessReader | undefined> {
  const start = Math.max(0, size - TAIL_BYTES);
  const tail = Buffer.alloc(size - start);
  const file = await open(path, 'r');
  try {
    await file.read(tail, 0, tail.length, start);
  } finally {
    await file.close();
  }
  const repaired = repairTail(tail, start);
  return repaired && new RepairedTailReader(path, repaired);
}

class RepairedTailReader extends RandomAccessReader {
  constructor(
    private readonly path: string,
    private readonly tail: RepairedTail,
  ) {
    super();
  }

  override _readStreamForRange(start: number, end: number): Readable {
    const { path, tail } = this;
    return Readable.from(
      (async function* () {
        if (end <= start) return;
        if (start < tail.start)
          yield* createReadStream(path, { start, end: Math.min(end, tail.start) - 1 });
        if (end > tail.start)
          yield tail.bytes.subarray(Math.max(start, tail.start) - tail.start, end - tail.start);
      })(),
    );
  }
}
