import { buffer } from 'node:stream/consumers';
import { type BlobStore, MeteredStream, type ZipLimits } from '@deckforge/kit';
import { assertSafeZip } from '../engine/extract';

/** Largest template read (uploads are limited well below this). */
const MAX_TEMPLATE_BYTES = 200 * 1024 * 1024;

/**
 * A stored template's bytes, proven a sane zip with the same limits at every use (report at
 * upload, rendering); an `UnreadableFile` says why not.
 */
export async function readTemplatePackage(
  blobs: BlobStore,
  blobKey: string,
  limits: ZipLimits,
): Promise<Buffer> {
  const bytes = await buffer(
    (await blobs.read(blobKey)).pipe(new MeteredStream(MAX_TEMPLATE_BYTES)),
  );
  return assertSafeZip(bytes, limits);
}
