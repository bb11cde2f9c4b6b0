import type { FileMetadata } from '@deckforge/proto';
import { describe, expect, it } from 'vitest';
import { nextSort, sortFiles } from './sorting';

const file = (name: string, size: number, uploaded_at: string, type = 'text/plain') =>
  ({ file_id: name, name, size, uploaded_at, type }) as FileMetadata;

const files = [
  file('b-notes.txt', 300, '2025-01-02T00:00:00Z', 'text/plain'),
  file('A-report.pdf', 100, '2025-01-03T00:00:00Z', 'application/pdf'),
  file('c-photo10.png', 200, '2025-01-01T00:00:00Z', 'image/png'),
  file('c-photo9.png', 200, '2025-01-04T00:00:00Z', 'image/png'),
];
const names = (list: FileMetadata[]) => list.map((entry) => entry.name);

describe('file table sorting', () => {
  it('a column sorts ascending first, then toggles to descending and back', () => {
    const first = nextSort(null, 'name');
    expect(first).toEqual({ key: 'name', direction: 'asc' });
    const second = nextSort(first, 'name');
    expect(second).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort(second, 'name')).toEqual({ key: 'name', direction: 'asc' });
    // Another column starts ascending.
    expect(nextSort(second, 'size')).toEqual({ key: 'size', direction: 'asc' });
  });

  it('sorts names case-insensitively with numbers in order, sizes and dates by value', () => {
    expect(names(sortFiles(files, { key: 'name', direction: 'asc' }))).toEqual([
      'A-report.pdf',
      'b-notes.txt',
      'c-photo9.png',
      'c-photo10.png',
    ]);
    expect(names(sortFiles(files, { key: 'size', direction: 'desc' }))).toEqual([
      'b-notes.txt',
      'c-photo10.png',
      'c-photo9.png',
      'A-report.pdf',
    ]);
    expect(names(sortFiles(files, { key: 'uploaded_at', direction: 'asc' }))).toEqual([
      'c-photo10.png',
      'b-notes.txt',
      'A-report.pdf',
      'c-photo9.png',
    ]);
    expect(names(sortFiles(files, { key: 'type', direction: 'asc' }))[0]).toBe('A-report.pdf');
  });

  it('leaves the given list untouched, and unsorted without a column', () => {
    const before = names(files);
    sortFiles(files, { key: 'name', direction: 'desc' });
    expect(names(files)).toEqual(before);
    expect(names(sortFiles(files, null))).toEqual(before);
  });
});
