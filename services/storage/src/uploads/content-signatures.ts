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

/** Plain text never contains NUL bytes; binary content renamed .txt almost always does. */
export const looksLikeText = (head: Buffer): boolean => !head.includes(0);
