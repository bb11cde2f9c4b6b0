import { inspectZip, type ZipLimits, ZipRefused, zipRefusalReason } from '@deckforge/kit/zip';
import { UnreadableFile } from '../extraction-failure';

export type { ZipLimits };

/**
 * Proves a zip-based file (docx, pptx) is safe to open before any library inflates it, with the
 * same guard (and limits) the storage service applied at upload: zip bombs, archives with absurd
 * entry counts or compression, and damaged archives are refused with a reason a person reads.
 */
export async function assertSafeZip(bytes: Buffer, limits: ZipLimits): Promise<void> {
  try {
    await inspectZip(bytes, limits);
  } catch (error) {
    if (!(error instanceof ZipRefused)) throw error;
    if (error.problem === 'unreadable')
      throw new UnreadableFile(
        error.encrypted ? 'it is password-protected' : 'it is damaged or not a valid Office file',
      );
    throw new UnreadableFile(`it ${zipRefusalReason(error, limits)}, which looks like a zip bomb`);
  }
}
