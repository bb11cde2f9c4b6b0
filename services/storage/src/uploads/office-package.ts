import { DOMParser } from '@xmldom/xmldom';
import { type Entry, openPromise } from 'yauzl';

/** How far a zip may unpack before it counts as a zip bomb. */
export interface ZipBounds {
  maxEntries: number;
  maxUncompressedBytes: number;
}

export type OfficeKind = 'pptx' | 'docx' | 'xlsx';

/** Why a package was refused: it unpacks beyond the bounds, or it is not what it claims. */
export class OfficePackageRejected extends Error {
  override readonly name = 'OfficePackageRejected';
  constructor(
    readonly problem: 'too-large-unpacked' | 'not-valid',
    detail: string,
  ) {
    super(detail);
  }
}

/** Main document content types we render from; macro-enabled variants are deliberately absent. */
const MAIN_CONTENT_TYPES: Record<OfficeKind, string[]> = {
  pptx: [
    'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
    'application/vnd.openxmlformats-officedocument.presentationml.template.main+xml',
    'application/vnd.openxmlformats-officedocument.presentationml.slideshow.main+xml',
  ],
  docx: [
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml',
  ],
  xlsx: [
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.template.main+xml',
  ],
};
const CONTENT_TYPES_PART = '[Content_Types].xml';
/** The content-types part is small; anything bigger is not a genuine one. */
const MAX_CONTENT_TYPES_BYTES = 1024 * 1024;
/** Fixed part of a local file header: the least room each entry takes before its data. */
const LOCAL_HEADER_BYTES = 30;

/**
 * Checks an Office Open XML package (.pptx, .docx, .xlsx) on disk before anything else opens it:
 * - bounded: entry count and the declared unpacked size within `bounds`, entries that do not
 *   overlap (the "overlapping files" zip bomb), and every entry inflated once with yauzl checking
 *   that it unpacks to exactly its declared size, so no later reader can be surprised;
 * - genuine: the content-types part declares a main document of the right kind, that part
 *   exists, and a presentation has a slide master and layouts to render into.
 * Encrypted entries, unsafe names and malformed zips are refused as not valid.
 */
export async function inspectOfficePackage(
  path: string,
  kind: OfficeKind,
  bounds: ZipBounds,
): Promise<void> {
  const zip = await openPromise(path, {
    lazyEntries: true,
    autoClose: false,
    validateEntrySizes: true,
    strictFileNames: true,
  }).catch((error: unknown) => {
    throw new OfficePackageRejected('not-valid', `not a zip archive (${describe(error)})`);
  });
  try {
    if (zip.entryCount > bounds.maxEntries) {
      throw new OfficePackageRejected('too-large-unpacked', `${zip.entryCount} entries`);
    }
    const names = new Set<string>();
    const entries: Entry[] = [];
    let declared = 0;
    let contentTypes: Buffer | undefined;
    for await (const entry of zip.eachEntry()) {
      declared += entry.uncompressedSize;
      if (declared > bounds.maxUncompressedBytes) {
        throw new OfficePackageRejected('too-large-unpacked', `unpacks to over ${declared} bytes`);
      }
      if (entry.isEncrypted()) throw new OfficePackageRejected('not-valid', 'encrypted entries');
      entries.push(entry);
      names.add(entry.fileName);
      const keep = entry.fileName === CONTENT_TYPES_PART;
      if (keep && entry.uncompressedSize > MAX_CONTENT_TYPES_BYTES) {
        throw new OfficePackageRejected('not-valid', 'oversized content types part');
      }
      const content = await unpack(await zip.openReadStreamPromise(entry), keep);
      if (keep) contentTypes = content;
    }
    assertNoOverlap(entries);
    assertGenuine(kind, names, contentTypes);
  } catch (error) {
    if (error instanceof OfficePackageRejected) throw error;
    // yauzl's own findings: sizes that lie, invalid names, truncated or corrupt data.
    throw new OfficePackageRejected('not-valid', describe(error));
  } finally {
    zip.close();
  }
}

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
      throw new OfficePackageRejected('too-large-unpacked', 'overlapping entries');
    }
  }
}

function assertGenuine(kind: OfficeKind, names: Set<string>, contentTypes?: Buffer): void {
  if (!contentTypes) throw new OfficePackageRejected('not-valid', `no ${CONTENT_TYPES_PART}`);
  const mainPart = mainDocumentPart(contentTypes.toString('utf8'), MAIN_CONTENT_TYPES[kind]);
  if (!mainPart || !names.has(mainPart)) {
    throw new OfficePackageRejected('not-valid', `no ${kind} main document`);
  }
  if (kind === 'pptx') {
    const has = (folder: string) => [...names].some((name) => name.startsWith(folder));
    if (!has('ppt/slideMasters/') || !has('ppt/slideLayouts/')) {
      throw new OfficePackageRejected('not-valid', 'no slide master or layouts');
    }
  }
}

/** The zip path of the part whose Override declares one of `accepted` content types. */
function mainDocumentPart(xml: string, accepted: string[]): string | undefined {
  let document;
  try {
    document = new DOMParser({ onError: () => undefined }).parseFromString(xml, 'text/xml');
  } catch {
    return undefined;
  }
  const overrides = document.getElementsByTagName('Override');
  for (let index = 0; index < overrides.length; index++) {
    const override = overrides.item(index);
    const contentType = override?.getAttribute('ContentType');
    const partName = override?.getAttribute('PartName');
    if (contentType && partName && accepted.includes(contentType)) {
      return partName.replace(/^\//, '');
    }
  }
  return undefined;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
