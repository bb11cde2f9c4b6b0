import type { FileMetadata } from '@deckforge/proto';
import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { fetchFileMetadata } from './fileStorageApi';

/** How often the list is asked again while a new deck's slide images are being rendered. */
export const PREVIEW_POLL_MS = 5_000;
/** Slide images come a minute or so after the deck; a deck older than this will not get them. */
export const PREVIEW_WAIT_MS = 10 * 60_000;

/** A deck made recently whose slide images the worker is still rendering. */
export const awaitsSlidePreviews = (file: FileMetadata, now: number) =>
  file.folder === 'projects' &&
  (file.preview_slides ?? 0) === 0 &&
  now - Date.parse(file.uploaded_at) < PREVIEW_WAIT_MS;

/**
 * The worker renders slide images after it hands the deck over (issue 9), so a fresh deck's
 * preview starts as its first-slide picture: ask for the file list again (quietly) a moment
 * after each answer until every recent deck has its slides; stop when the page closes.
 */
export function usePendingPreviewRefresh(projects: FileMetadata[]) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!projects.some((file) => awaitsSlidePreviews(file, Date.now()))) return;
    // Each answer is a new list, which runs this effect again: one request at a time.
    const timer = setTimeout(() => void dispatch(fetchFileMetadata()), PREVIEW_POLL_MS);
    return () => clearTimeout(timer);
  }, [dispatch, projects]);
}
