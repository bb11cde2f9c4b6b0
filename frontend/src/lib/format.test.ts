import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatFileSize,
  readableType,
  shortenText,
  withoutPowerPointExtension,
} from './format';

describe('workspace formatting', () => {
  it('sizes are KB with two decimals up to 1 MiB, MB above', () => {
    expect(formatFileSize(0)).toBe('0.00 KB');
    expect(formatFileSize(1536)).toBe('1.50 KB');
    expect(formatFileSize(1024 * 1024)).toBe('1024.00 KB');
    expect(formatFileSize(1024 * 1024 + 1)).toBe('1.00 MB');
    expect(formatFileSize(5.5 * 1024 * 1024)).toBe('5.50 MB');
  });

  it('long types are cut to the given length with an ellipsis; short ones stay', () => {
    const pptx = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
    expect(shortenText(pptx, 20)).toBe('application/vnd.open…');
    expect(shortenText(pptx, 15)).toBe('application/vnd…');
    expect(shortenText('image/png', 20)).toBe('image/png');
    expect(shortenText('12345678901234567890', 20)).toBe('12345678901234567890');
  });

  it('dates read like Jan 5, 2025; unknown dates are empty', () => {
    expect(formatDate('2025-01-05T10:00:00.000Z')).toBe('Jan 5, 2025');
    expect(formatDate('2024-12-31T12:00:00.000Z')).toBe('Dec 31, 2024');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('withoutPowerPointExtension', () => {
  it('names a template or deck without its PowerPoint extension, whatever its case', () => {
    expect(withoutPowerPointExtension('Brand kit.potx')).toBe('Brand kit');
    expect(withoutPowerPointExtension('Quarterly review.PPTX')).toBe('Quarterly review');
    expect(withoutPowerPointExtension('Old deck.ppt')).toBe('Old deck');
    expect(withoutPowerPointExtension('notes.pptx.txt')).toBe('notes.pptx.txt');
  });
});

describe('readableType', () => {
  it.each([
    ['application/vnd.openxmlformats-officedocument.presentationml.presentation', 'PowerPoint'],
    ['application/pdf', 'PDF'],
    ['text/markdown', 'Markdown'],
    ['image/png', 'PNG image'],
    ['audio/wav', 'WAV audio'],
    ['audio/x-wav', 'WAV audio'],
    ['image/jpeg', 'JPEG image'],
    [
      'application/vnd.openxmlformats-officedocument.presentationml.template',
      'PowerPoint template',
    ],
    ['application/x-unknown', 'application/x-unknown'],
  ])('%s reads as %s', (type, name) => {
    expect(readableType(type)).toBe(name);
  });

  it('names a type it does not know by the file extension, never as a raw MIME type', () => {
    expect(readableType('application/x-iwork-keynote-sffkey', 'Plan.key')).toBe('KEY file');
    expect(readableType('application/octet-stream', 'notes')).toBe('application/octet-stream');
  });
});
