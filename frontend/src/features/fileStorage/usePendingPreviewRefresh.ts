import type { FileMetadata } from '@deckforge/proto';
import { useEffect, useState } from 'react';
import { useGetFilesQuery } from '../../api/fileStorageApi';

/** How often the list is asked again while a new deck's slide images are being rendered. */
const PREVIEW_POLLING_INTERVAL = 2_000;
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
 * starts as its first-slide picture: the file list is polled (quietly, one request at a time)
 * until every recent deck has its slides or is too old to get them; polling stops when the
 * page closes.
 */
export function usePendingPreviewRefresh(projects: FileMetadata[]) {
  // The clock moves on by itself too: a deck past PREVIEW_WAIT_MS stops the polling.
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), PREVIEW_POLLING_INTERVAL * 15);
    return () => window.clearInterval(timer);
  }, []);
  const pending = projects.some((file) => awaitsSlidePreviews(file, now));
  useGetFilesQuery(undefined, { pollingInterval: pending ? PREVIEW_POLLING_INTERVAL : 0 });
}
