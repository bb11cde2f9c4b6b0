import { DOMParser } from '@xmldom/xmldom';
import { inspectZip, type ZipLimits, ZipRefused } from '@deckforge/kit';

export type OfficeKind = 'pptx' | 'docx' | 'xlsx';

/** Why a package was refused: it is not what it claims (bombs are the kit's `ZipRefused`). */
export class OfficePackageRejected extends Error {
  override readonly name = 'OfficePackageRejected';
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

/**
 * Checks an Office Open XML package (.pptx, .docx, .xlsx) on disk before anything else opens it:
 * - bounded: the kit's zip guard (entries, unpacked size, compression ratio, overlapping
 *   entries, every entry inflated once to its declared size) throws `ZipRefused` for a bomb;
 * - genuine: the content-types part declares a main document of the right kind, that part
 *   exists, and a presentation has a slide master and layouts to render into.
 * Encrypted entries, unsafe names and malformed zips are refused as not valid.
 */
export async function inspectOfficePackage(
  path: string,
  kind: OfficeKind,
  limits: ZipLimits,
): Promise<void> {
  const zip = await inspectZip(path, limits, {
    keep: { [CONTENT_TYPES_PART]: MAX_CONTENT_TYPES_BYTES },
    strictNames: true,
  }).catch((error: unknown) => {
    if (error instanceof ZipRefused && error.problem === 'unreadable')
      throw new OfficePackageRejected(error.message);
    throw error;
  });
  assertGenuine(kind, zip.names, zip.kept.get(CONTENT_TYPES_PART));
}

function assertGenuine(kind: OfficeKind, names: Set<string>, contentTypes?: Buffer): void {
  if (!contentTypes) throw new OfficePackageRejected(`no ${CONTENT_TYPES_PART}`);
  const mainPart = mainDocumentPart(contentTypes.toString('utf8'), MAIN_CONTENT_TYPES[kind]);
  if (!mainPart || !names.has(mainPart)) {
    throw new OfficePackageRejected(`no ${kind} main document`);
  }
  if (kind === 'pptx') {
    const has = (folder: string) => [...names].some((name) => name.startsWith(folder));
    if (!has('ppt/slideMasters/') || !has('ppt/slideLayouts/')) {
      throw new OfficePackageRejected('no slide master or layouts');
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
