import { Messages, type SupportedFile } from '@deckforge/proto';
import { describe, expect, it } from 'vitest';
import { acceptedExtensions, selectUploads, uploadHint, warningText } from './uploadRules';

const SUPPORTED: SupportedFile[] = [
  { category: 'media', type: 'Document', extension: 'pdf', mime: 'application/pdf' },
  { category: 'media', type: 'Image', extension: 'png', mime: 'image/png' },
  {
    category: 'templates',
    type: 'Presentation',
    extension: 'pptx',
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
];

const fileOf = (name: string, bytes: number) => {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};

describe('upload selection', () => {
  it('keeps supported files under the limit and names every skipped one with its reason', () => {
    const selection = selectUploads(
      [
        fileOf('notes.PDF', 1000),
        fileOf('virus.exe', 10),
        fileOf('deck.pptx', 10),
        fileOf('huge.png', 51 * 1024 * 1024),
        fileOf('edge.png', 50 * 1024 * 1024),
      ],
      SUPPORTED,
      'media',
      50,
    );
    expect(selection.accepted.map((file) => file.name)).toEqual(['notes.PDF', 'edge.png']);
    expect(selection.skipped).toEqual([
      { fileName: 'virus.exe', message: Messages.fileTypeNotSupported },
      { fileName: 'deck.pptx', message: Messages.fileTypeNotSupported },
      { fileName: 'huge.png', message: Messages.fileTooLarge('huge.png', 50) },
    ]);
    expect(selection.skipped.map(warningText)).toEqual([
      'File type is not supported: virus.exe',
      'File type is not supported: deck.pptx',
      'huge.png is larger than 50MB. The MVP does not support larger uploads.',
    ]);
  });

  it('templates take presentations only', () => {
    expect(acceptedExtensions(SUPPORTED, 'templates')).toEqual(['.pptx']);
    expect(selectUploads([fileOf('a.pdf', 1)], SUPPORTED, 'templates', 50).accepted).toEqual([]);
  });

  it('uses the limit the server announced, and leaves the size to the server when it is unknown', () => {
    const files = [fileOf('big.png', 8 * 1024 * 1024)];
    expect(selectUploads(files, SUPPORTED, 'media', 7).skipped).toEqual([
      { fileName: 'big.png', message: Messages.fileTooLarge('big.png', 7) },
    ]);
    expect(selectUploads(files, SUPPORTED, 'media', null).accepted).toEqual(files);
  });

  it('captions the drop zone with the extensions and the announced limit', () => {
    expect(uploadHint(['.pdf', '.png'], 7)).toBe('.pdf .png · up to 7 MB each');
    expect(uploadHint([], 7)).toBe('Up to 7 MB each');
    expect(uploadHint(['.pptx'], null)).toBe('.pptx');
  });
});
