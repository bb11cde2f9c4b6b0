import type { FileMetadata, Folder } from '@deckforge/proto';
import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useGetFilesQuery } from '../api/fileStorageApi';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

const NO_FILES: FileMetadata[] = [];

/** The library's files of one folder (a stable list until the library changes). */
export function useFolder(folder: Folder): FileMetadata[] {
  const files = useGetFilesQuery().data ?? NO_FILES;
  return useMemo(() => files.filter((file) => file.folder === folder), [files, folder]);
}
