import {
  inspectZip,
  withTrueZipEnd,
  type ZipLimits,
  ZipRefused,
  zipRefusalReason,
} from '@deckforge/kit/zip';
import { UnreadableFile } from '../extraction-failure';

export type { ZipLimits };

/**
 * Proves a zip-based file (docx, pptx) is safe to open before any library inflates it, with the
 * same guard (and limits) the storage service applied at upload: zip bombs, archives with absurd
 * entry counts or compression, unsafe names and damaged archives are refused with a reason a
 * person reads (unsafe or unreadable). Answers the bytes the libraries should open.
 */
export async function assertSafeZip(bytes: Buffer, limits: ZipLimits): Promise<Buffer> {
  try {
    await inspectZip(bytes, limits);
    // What the office suites read, the libraries read too: a wrong zip comment length made true.
    return withTrueZipEnd(bytes);
  } catch (error) {
    if (!(error instanceof ZipRefused)) throw error;
    if (error.problem === 'unreadable')
      throw new UnreadableFile(
        error.encrypted
          ? 'it is password-protected'
          : 'it is incomplete or damaged (its zip structure cannot be read)',
      );
    if (error.problem === 'unsafe-names')
      throw new UnreadableFile(`it was refused as unsafe: it ${zipRefusalReason(error, limits)}`);
    throw new UnreadableFile(`it ${zipRefusalReason(error, limits)}, which looks like a zip bomb`);
  }
}
