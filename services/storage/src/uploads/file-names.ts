/** A name as we store and show it: never used as a path or a blob key. */
export interface CleanFileName {
  name: string;
  /** Lower-case, without the dot; empty when the name has none. */
  extension: string;
  /** The name without its extension. */
  stem: string;
}

const MAX_STEM_LENGTH = 150;
const MAX_EXTENSION_LENGTH = 10;
/**
 * Control characters (C0, DEL, C1) and invisible formatting that can disguise a name: zero-width
 * characters, bidirectional overrides (`invoice\u202Efdp.exe` shows as `invoiceexe.pdf`), BOM.
 */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
/** Characters Windows refuses in names; replaced so a downloaded file saves anywhere. */
const RESERVED = /[<>:"|?*]/g;

/**
 * Cleans a name a browser sent: only the last path segment, no control or invisible characters,
 * no reserved characters, no leading dots, bounded length. What is left of an unusable name
 * becomes `untitled`.
 */
export function cleanFileName(raw: string): CleanFileName {
  const lastSegment = raw.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const visible = lastSegment
    .replace(INVISIBLE, '')
    .replace(RESERVED, '_')
    .replace(/\s+/g, ' ')
    .trim();
  const dot = visible.lastIndexOf('.');
  const hasExtension = dot > 0 || (dot === 0 && visible.length > 1);
  const rawExtension = hasExtension ? visible.slice(dot + 1).trim() : '';
  const extension = /^[a-z0-9]+$/i.test(rawExtension)
    ? rawExtension.toLowerCase().slice(0, MAX_EXTENSION_LENGTH)
    : '';
  const rawStem = extension ? visible.slice(0, dot) : visible;
  const stem =
    truncate(rawStem.replace(/^[.\s]+/, '').replace(/[.\s]+$/, ''), MAX_STEM_LENGTH) || 'untitled';
  return { name: extension ? `${stem}.${extension}` : stem, extension, stem };
}

/** A title typed by a person as a file name with the given extension. */
export function fileNameFromTitle(title: string, extension: string): string {
  return `${cleanFileName(`${title.replace(/[/\\]/g, '-')}.x`).stem}.${extension}`;
}

/** Cuts by code points, so a surrogate pair is never split. */
const truncate = (text: string, max: number) => [...text].slice(0, max).join('').trim();
