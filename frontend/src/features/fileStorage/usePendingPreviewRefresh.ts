import type { FileMetadata } from '@deckforge/proto';
import { useEffect } from 'react';
import { fetchFileMetadata } from '../../api/fileStorageApi';
import { useAppDispatch } from '../../app/hooks';

/** How often the list is asked again while a new deck's slide images are being rendered. */
export const PREVIEW_POLL_MS = 2_000;
/** Slide images come seconds after the deck; a deck older than this will not get them. */
export const PREVIEW_WAIT_MS = 10 * 60_000;

/**
 * A deck made recently whose slide images (the first come first, then the rest) or PDF the
 * worker is still rendering.
 */
export const awaitsSlidePreviews = (file: FileMetadata, now: number) => {
  if (file.folder !== 'projects' || now - Date.parse(file.uploaded_at) >= PREVIEW_WAIT_MS)
    return false;
  const shown = file.preview_slides ?? 0;
  return shown === 0 || shown < (file.slide_count ?? 0) || file.pdf_ready === false;
};

/**
 * The worker renders slide images after it hands the deck over, so a fresh deck's preview
 * starts as its first-slide picture: ask for the file list again (quietly) a moment
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
