/** How sizes, dates and MIME types read in the workspace (docs/decisions.md, "Frontend (workspace,
 * purchases, profile, settings)": Type and size columns). */

const KIB = 1024;
const MIB = 1024 * 1024;

/** Bytes as KB, or as MB above 1 MiB, always with two decimals: 51200 → "50.00 KB". */
export const formatFileSize = (bytes: number): string =>
  bytes > MIB ? `${(bytes / MIB).toFixed(2)} MB` : `${(bytes / KIB).toFixed(2)} KB`;

/**
 * A long text cut to its first `length` characters with an ellipsis (MIME types such as
 * "application/vnd.openxmlformats-officedocument…" would otherwise widen a table). Tables cut at
 * 20, the upload list at 15.
 */
export const shortenText = (text: string, length: number): string =>
  text.length > length ? `${text.slice(0, length)}…` : text;

/** A template's or deck's name as people call it: without its PowerPoint extension. */
export const withoutPowerPointExtension = (name: string): string =>
  name.replace(/\.(?:pptx?|potx)$/i, '');

export const TABLE_TYPE_LENGTH = 20;
export const UPLOAD_LIST_TYPE_LENGTH = 15;

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** An ISO date as people read it: "Jan 5, 2025" (spec: Joined on). Empty when unknown. */
export const formatDate = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
};

/** The first letter of the name (or e-mail) on the avatar. */
export const initialOf = (name: string | null, email: string | null): string =>
  (name?.trim() || email?.trim() || '?').charAt(0).toUpperCase();

/** Names people know for the types the product takes; the raw type stays in the tooltip. */
const TYPE_NAMES: Record<string, string> = {
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint',
  'application/vnd.openxmlformats-officedocument.presentationml.template': 'PowerPoint template',
  'application/vnd.ms-powerpoint': 'PowerPoint',
  'application/msword': 'Word document',
  'application/vnd.ms-excel': 'Excel workbook',
  'application/rtf': 'Rich text',
  'application/vnd.oasis.opendocument.text': 'OpenDocument text',
  'application/vnd.oasis.opendocument.presentation': 'OpenDocument slides',
  'application/vnd.oasis.opendocument.spreadsheet': 'OpenDocument sheet',
  'image/jpeg': 'JPEG image',
  'audio/ogg': 'Ogg audio',
  'audio/wav': 'WAV audio',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel workbook',
  'application/pdf': 'PDF',
  'text/plain': 'Text',
  'text/markdown': 'Markdown',
  'text/html': 'Web page',
  'text/csv': 'CSV table',
  'image/svg+xml': 'SVG image',
  'video/quicktime': 'QuickTime video',
  'audio/mpeg': 'MP3 audio',
  'audio/mp4': 'M4A audio',
  'audio/x-m4a': 'M4A audio',
};

/**
 * "application/vnd.openxml…presentation" → "PowerPoint", "image/png" → "PNG image",
 * "audio/x-wav" → "WAV audio". A type with no such name reads by the file's extension
 * ("ODT file") when `name` has one, never as a raw MIME type.
 */
export function readableType(type: string, name?: string): string {
  const known = TYPE_NAMES[type.toLowerCase()];
  if (known) return known;
  const [family, rawSubtype = ''] = type.toLowerCase().split('/');
  const subtype = rawSubtype.replace(/^(?:x-|vnd\.)/, '');
  if (['image', 'audio', 'video'].includes(family) && /^[a-z0-9]+$/.test(subtype))
    return `${subtype.toUpperCase()} ${family}`;
  const extension = /\.([a-z0-9]{1,8})$/i.exec(name ?? '')?.[1];
  return extension ? `${extension.toUpperCase()} file` : type;
}
