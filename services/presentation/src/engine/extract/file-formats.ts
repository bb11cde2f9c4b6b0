import { extname } from 'node:path';
import type { SourceKind } from './extracted-source';

/** How a file is read. Storage checked at upload that the content matches the extension. */
export type FileFormat =
  'txt' | 'md' | 'html' | 'docx' | 'pdf' | 'pptx' | 'xlsx' | 'csv' | 'image' | 'audio' | 'video';

/** Formats parsed in the extraction processes (everything except media, which ffmpeg reads). */
export type DocumentFormat = Exclude<FileFormat, 'image' | 'audio' | 'video'>;

const BY_EXTENSION: Record<string, FileFormat> = {
  txt: 'txt',
  text: 'txt',
  md: 'md',
  markdown: 'md',
  html: 'html',
  htm: 'html',
  docx: 'docx',
  pdf: 'pdf',
  pptx: 'pptx',
  xlsx: 'xlsx',
  csv: 'csv',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  bmp: 'image',
  mp3: 'audio',
  wav: 'audio',
  m4a: 'audio',
  ogg: 'audio',
  oga: 'audio',
  mp4: 'video',
  m4v: 'video',
  webm: 'video',
  mov: 'video',
};

const BY_MIME: Array<[RegExp, FileFormat]> = [
  [/^text\/plain$/, 'txt'],
  [/^text\/markdown$/, 'md'],
  [/^text\/html$/, 'html'],
  [/wordprocessingml\.document$/, 'docx'],
  [/^application\/pdf$/, 'pdf'],
  [/presentationml\.presentation$/, 'pptx'],
  [/spreadsheetml\.sheet$/, 'xlsx'],
  [/^text\/csv$/, 'csv'],
  [/^image\//, 'image'],
  [/^audio\//, 'audio'],
  [/^video\//, 'video'],
];

/** The format of a stored file, by its extension first and its MIME type second. */
export function formatOf(name: string, mime: string): FileFormat | undefined {
  const extension = extname(name).slice(1).toLowerCase();
  if (Object.hasOwn(BY_EXTENSION, extension)) return BY_EXTENSION[extension];
  return BY_MIME.find(([pattern]) => pattern.test(mime.toLowerCase()))?.[1];
}

export const kindOf = (format: FileFormat): SourceKind =>
  format === 'image' || format === 'audio' || format === 'video'
    ? format
    : format === 'pptx'
      ? 'presentation'
      : 'text';

export const isDocumentFormat = (format: FileFormat): format is DocumentFormat =>
  format !== 'image' && format !== 'audio' && format !== 'video';

export const isMediaFormat = (format: FileFormat): format is 'audio' | 'video' =>
  format === 'audio' || format === 'video';
