import type { FileMetadata } from '@deckforge/proto';

/** Columns a file table sorts by. */
export type SortKey = 'name' | 'type' | 'size' | 'uploaded_at';
type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: SortKey;
  direction: SortDirection;
}

/**
 * A column sorts ascending first; clicking it again toggles to descending (and
 * back). Another column starts ascending again.
 */
export const nextSort = (current: SortState | null, key: SortKey): SortState =>
  current?.key === key
    ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
    : { key, direction: 'asc' };

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

const compare: Record<SortKey, (a: FileMetadata, b: FileMetadata) => number> = {
  name: (a, b) => collator.compare(a.name, b.name),
  type: (a, b) => collator.compare(a.type, b.type),
  size: (a, b) => a.size - b.size,
  uploaded_at: (a, b) => Date.parse(a.uploaded_at) - Date.parse(b.uploaded_at),
};

/** A sorted copy (the store's list stays as it is); ties keep their order. */
export function sortFiles(files: readonly FileMetadata[], sort: SortState | null): FileMetadata[] {
  if (!sort) return [...files];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...files].sort((a, b) => sign * compare[sort.key](a, b));
}
