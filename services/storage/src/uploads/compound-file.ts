import type { Readable } from 'node:stream';

/**
 * The Compound File Binary (OLE2) signature. A .pptx, .docx or .xlsx saved with a password is
 * not a zip but such a container, holding the encrypted package as a stream named
 * "EncryptedPackage" beside "EncryptionInfo" ([MS-OFFCRYPTO] 2.3.4.4); so are the old binary
 * formats (.ppt, .doc), which are not encrypted packages.
 */
const CFB_SIGNATURE = Buffer.from('d0cf11e0a1b11ae1', 'hex');
/** Directory entries name their streams in UTF-16LE. */
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');

export const isCompoundFile = (head: Buffer): boolean =>
  head.length >= CFB_SIGNATURE.length &&
  head.subarray(0, CFB_SIGNATURE.length).equals(CFB_SIGNATURE);

/**
 * Whether a compound file holds an encrypted Office package. Its directory sectors may lie
 * anywhere in the file, so the whole file is scanned, a chunk at a time (uploads are bounded).
 */
export async function holdsEncryptedPackage(content: Readable): Promise<boolean> {
  let carry = Buffer.alloc(0);
  for await (const chunk of content as AsyncIterable<Buffer>) {
    const window = Buffer.concat([carry, chunk]);
    if (window.includes(ENCRYPTED_PACKAGE)) {
      content.destroy();
      return true;
    }
    carry = window.subarray(Math.max(0, window.length - ENCRYPTED_PACKAGE.length + 1));
  }
  return false;
}
