import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { BlobStore } from '@deckforge/kit';
import type { DeckPlan } from '@deckforge/proto';

const PICTURE_EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
};

/**
 * Downloads every picture, media file and poster a plan uses into `directory`, named with the
 * extension of their format (pptxgenjs names the parts in the deck after it).
 */
export async function downloadAssets(
  blobs: BlobStore,
  plan: DeckPlan,
  directory: string,
): Promise<Map<string, string>> {
  const wanted = new Map<string, string>();
  for (const slide of plan.slides) {
    if (slide.kind === 'picture')
      wanted.set(slide.picture.blobKey, PICTURE_EXTENSIONS[slide.picture.mime] ?? 'png');
    if (slide.kind === 'picture-grid')
      for (const { picture } of slide.pictures)
        wanted.set(picture.blobKey, PICTURE_EXTENSIONS[picture.mime] ?? 'png');
    if (slide.kind === 'media') {
      wanted.set(slide.media.blobKey, slide.media.extension);
      if (slide.media.posterBlobKey) wanted.set(slide.media.posterBlobKey, 'jpg');
    }
  }
  const paths = new Map<string, string>();
  let index = 0;
  for (const [key, extension] of wanted) {
    const path = join(directory, `asset-${index++}.${extension}`);
    await pipeline(await blobs.read(key), createWriteStream(path));
    paths.set(key, path);
  }
  return paths;
}
