import type { FileMetadata, Folder } from '@deckforge/proto';
import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';

/** The library's files of one folder (a stable list until the library changes). */
export function useFolder(folder: Folder): FileMetadata[] {
  const files = useAppSelector((state) => state.fileStorage.fileMetadata);
  return useMemo(() => files.filter((file) => file.folder === folder), [files, folder]);
}
