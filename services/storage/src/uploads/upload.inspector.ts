import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  APP_CONFIG,
  BLOB_STORE,
  type BlobStore,
  type ZipLimits,
  zipLimitsFrom,
  ZipRefused,
  zipRefusalReason,
} from '@deckforge/kit';
import { ErrorCode, Messages, type SupportedFile } from '@deckforge/proto';
import { fileTypeFromBuffer } from 'file-type';
import type { StorageConfig } from '../config';
import { holdsEncryptedPackage, isCompoundFile } from './compound-file';
import { contentAgrees, isUtf16Text, looksLikeText, officeKindOf } from './content-signatures';
import {
  DamagedPackage,
  inspectOfficePackage,
  MacroEnabledPackage,
  type OfficeKind,
  OfficePackageRejected,
} from './office-package';

/** Enough of the start of a file for every signature file-type knows, and for the text check. */
const HEAD_BYTES = 256 * 1024;

export interface UploadedContent {
  name: string;
  extension: string;
  blobKey: string;
  size: number;
}

const KIND_NAMES: Record<OfficeKind, string> = {
  pptx: 'PowerPoint presentation',
  docx: 'Word document',
  xlsx: 'Excel workbook',
};

/**
 * Decides whether stored bytes are what their name says, before the file is recorded: magic
 * bytes agree with the extension, text is text, and Office packages are genuine and bounded.
 * Throws the AppError the person will read, naming the file.
 */
@Injectable()
export class UploadInspector {
  private readonly zipLimits: ZipLimits;

  constructor(
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(APP_CONFIG) config: StorageConfig,
  ) {
    this.zipLimits = zipLimitsFrom(config);
  }

  async inspect(upload: UploadedContent, supported: SupportedFile): Promise<void> {
    if (upload.size === 0) throw AppError.validation(`${upload.name} is empty`);
    const head = await buffer(
      await this.blobs.read(upload.blobKey, {
        range: { start: 0, end: Math.min(upload.size, HEAD_BYTES) - 1 },
      }),
    );
    const officeKind = officeKindOf(upload.extension);
    // Office saves a password-protected package as a compound file: say so, not "not a zip".
    if (
      officeKind &&
      isCompoundFile(head) &&
      (await holdsEncryptedPackage(await this.blobs.read(upload.blobKey)))
    )
      throw AppError.validation(Messages.filePasswordProtected(upload.name));
    // UTF-16 text has no signature of its own (its byte order mark looks like an MPEG frame).
    const detected = isUtf16Text(head) ? undefined : await fileTypeFromBuffer(head);
    const agrees =
      contentAgrees(supported, detected) && (detected !== undefined || looksLikeText(head));
    if (!agrees) {
      throw new AppError(
        ErrorCode.UnsupportedMediaType,
        `The content of ${upload.name} does not match its .${upload.extension} extension`,
      );
    }
    if (officeKind) await this.inspectPackage(upload, officeKind);
  }

  private async inspectPackage(upload: UploadedContent, kind: OfficeKind): Promise<void> {
    // yauzl reads the central directory at the end, then each entry: a local copy makes that
    // cheap for any blob store (S3 would need a ranged request per entry).
    const dir = await mkdtemp(join(tmpdir(), 'deckforge-inspect-'));
    try {
      const path = join(dir, `package.${kind}`);
      await pipeline(await this.blobs.read(upload.blobKey), createWriteStream(path));
      await inspectOfficePackage(path, kind, this.zipLimits);
    } catch (error) {
      if (error instanceof ZipRefused && error.problem === 'unsafe-names')
        throw AppError.validation(Messages.fileUnsafe(upload.name), { reason: error.message });
      if (error instanceof ZipRefused) {
        throw new AppError(
          ErrorCode.PayloadTooLarge,
          `${upload.name} is too large once unpacked (it ${zipRefusalReason(error, this.zipLimits)})`,
          { details: { reason: error.message } },
        );
      }
      if (error instanceof MacroEnabledPackage)
        throw AppError.validation(Messages.fileHasMacros(upload.name));
      if (error instanceof DamagedPackage) {
        throw AppError.validation(
          error.encrypted
            ? Messages.filePasswordProtected(upload.name)
            : Messages.fileIncomplete(upload.name),
          { reason: error.message },
        );
      }
      if (!(error instanceof OfficePackageRejected)) throw error;
      throw AppError.validation(`${upload.name} is not a valid ${KIND_NAMES[kind]}`, {
        reason: error.message,
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
