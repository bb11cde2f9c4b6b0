import type { SupportedFile } from '@deckforge/proto';
import type { OfficeKind } from './office-package';

/** What the magic bytes said: file-type's answer, or undefined for plain text and the unknown. */
export interface DetectedType {
  ext: string;
  mime: string;
}

/**
 * For each extension we accept, the detections that agree with it. Containers have several
 * names (an .m4a is an MP4 file, a phone's .mp4 is often QuickTime), zip-based Office files may
 * be reported as plain zip (their structure is checked separately), and plain text has no
 * signature at all (`undefined`).
 */
const AGREEING_DETECTIONS: Record<string, ReadonlyArray<string | undefined>> = {
  txt: [undefined],
  md: [undefined],
  html: [undefined, 'xml'],
  pdf: ['pdf'],
  // Macro-enabled variants go on to the package check, which refuses them as such, by name.
  docx: ['docx', 'zip', 'docm'],
  pptx: ['pptx', 'zip', 'pptm'],
  // A PowerPoint template: a presentation package whose main part says "template".
  potx: ['potx', 'pptx', 'zip', 'potm'],
  xlsx: ['xlsx', 'zip', 'xlsm'],
  csv: [undefined],
  png: ['png', 'apng'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  webp: ['webp'],
  gif: ['gif'],
  mp3: ['mp3', 'mp2', 'mp1'],
  wav: ['wav'],
  m4a: ['m4a', 'mp4', 'm4b'],
  ogg: ['ogg', 'oga', 'opus', 'spx'],
  mp4: ['mp4', 'm4v', 'mov'],
  webm: ['webm'],
  mov: ['mov', 'mp4'],
};

/**
 * Whether content detected as `detected` may be stored as `supported`. An extension the data
 * service adds later without an entry above is judged by MIME type: the detected one must be
 * the supported one, and undetectable content is accepted only for text types.
 */
export function contentAgrees(
  supported: SupportedFile,
  detected: DetectedType | undefined,
): boolean {
  const agreeing = AGREEING_DETECTIONS[supported.extension];
  if (agreeing) return agreeing.includes(detected?.ext);
  if (!detected) return supported.mime.startsWith('text/');
  return detected.mime === supported.mime;
}

/** Which zip-based Office format a file of this extension is, when it is one we inspect. */
export function officeKindOf(extension: string): OfficeKind | undefined {
  if (extension === 'potx') return 'pptx';
  return extension === 'docx' || extension === 'pptx' || extension === 'xlsx'
    ? extension
    : undefined;
}

/** Plain text never contains NUL bytes (but UTF-16 text does); binary renamed .txt almost always does. */
export const looksLikeText = (head: Buffer): boolean => isUtf16Text(head) || !head.includes(0);

/**
 * Text saved as UTF-16 with its byte order mark (Windows' Notepad, some web pages): its first
 * characters are printable. Magic-byte detection mistakes its mark for an MPEG audio frame.
 */
export function isUtf16Text(head: Buffer): boolean {
  const bom = head.subarray(0, 2).toString('hex');
  if (bom !== 'fffe' && bom !== 'feff') return false;
  const sample = head.subarray(2, 2 + 1024);
  const text = new TextDecoder(bom === 'fffe' ? 'utf-16le' : 'utf-16be').decode(
    sample.subarray(0, sample.length - (sample.length % 2)),
  );
  // eslint-disable-next-line no-control-regex
  return text.length > 0 && !/[\u0000-\u0008\u000e-\u001f\ufffd]/.test(text);
}
