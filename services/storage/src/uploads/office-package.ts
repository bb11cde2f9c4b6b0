import { DOMParser } from '@xmldom/xmldom';
import { inspectZip, type ZipLimits, ZipRefused } from '@deckforge/kit';

export type OfficeKind = 'pptx' | 'docx' | 'xlsx';

/** Why a package was refused: it is not what it claims (bombs are the kit's `ZipRefused`). */
export class OfficePackageRejected extends Error {
  override readonly name = 'OfficePackageRejected';
}

/** A package that is damaged, cut short or encrypted at the zip level: not readable as a zip. */
export class DamagedPackage extends OfficePackageRejected {
  constructor(
    detail: string,
    readonly encrypted: boolean,
  ) {
    super(detail);
  }
}

/** A macro-enabled package (.pptm and the like, whatever its name says): code we never run. */
export class MacroEnabledPackage extends OfficePackageRejected {}

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
/** Content types of macro-enabled main documents and of the VBA project part they carry. */
const MACRO_CONTENT_TYPE = /macroEnabled|vbaProject/i;
/** The VBA project part (`ppt/vbaProject.bin`, `word/vbaProject.bin`, ...). */
const VBA_PROJECT_PART = /(^|\/)vbaProject\.bin$/i;
/** The content-types part is small; anything bigger is not a genuine one. */
const MAX_CONTENT_TYPES_BYTES = 1024 * 1024;

/**
 * Checks an Office Open XML package (.pptx, .docx, .xlsx) on disk before anything else opens it:
 * - bounded: the kit's zip guard (entries, unpacked size, compression ratio, overlapping
 *   entries, every entry inflated once to its declared size) throws `ZipRefused` for a bomb;
 * - genuine: the content-types part declares a main document of the right kind, that part
 *   exists, and a presentation has a slide master and layouts to render into;
 * - free of macros: no macro-enabled content type, no VBA project part.
 * Encrypted entries, unsafe names and malformed or truncated zips are `DamagedPackage`.
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
      throw new DamagedPackage(error.message, error.encrypted);
    throw error;
  });
  assertGenuine(kind, zip.names, zip.kept.get(CONTENT_TYPES_PART));
}

function assertGenuine(kind: OfficeKind, names: Set<string>, contentTypes?: Buffer): void {
  if (!contentTypes) throw new OfficePackageRejected(`no ${CONTENT_TYPES_PART}`);
  const types = contentTypes.toString('utf8');
  if (MACRO_CONTENT_TYPE.test(types) || [...names].some((name) => VBA_PROJECT_PART.test(name)))
    throw new MacroEnabledPackage('macro-enabled');
  const mainPart = mainDocumentPart(types, MAIN_CONTENT_TYPES[kind]);
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
    // Some producers start the part with a byte order mark, which is no XML but Office reads.
    document = new DOMParser({ onError: () => undefined }).parseFromString(
      xml.replace(/^\uFEFF/, ''),
      'text/xml',
    );
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
