import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  AppError,
  BLOB_STORE,
  type BlobStore,
  BlobTooLargeError,
  ServiceClient,
} from '@deckforge/kit';
import {
  type DataResponse,
  ErrorCode,
  type FileMetadata,
  MAX_FILES_PER_UPLOAD,
  Messages,
  StorageRpc,
  type UploadFolder,
  type UploadGrant,
} from '@deckforge/proto';
import type { FastifyRequest } from 'fastify';
import { discardRestOfRequest } from '../http/request-drain';

/** Checking a request's files (magic bytes, unpacking presentations) can outlast a plain RPC. */
const COMPLETE_TIMEOUT_MS = 120_000;
const CATEGORY_FIELD = 'category';

interface ReceivedFile {
  grant: UploadGrant;
  size?: number;
  sha256?: string;
}

/**
 * POST /storage/upload: reads the multipart body part by part, streaming each file straight
 * into the blob store under the key the storage service granted (with its size limit), then
 * asks the service to check and record them all. Whatever goes wrong, the request's uploads
 * are aborted so that nothing is left behind, and the rest of the body is discarded unread.
 */
@Injectable()
export class UploadReceiver {
  private readonly logger = new Logger(UploadReceiver.name);

  constructor(
    private readonly client: ServiceClient,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async receive(
    request: FastifyRequest,
    userId: string,
    folder?: UploadFolder,
  ): Promise<DataResponse<FileMetadata[]>> {
    if (!request.isMultipart()) throw AppError.validation(Messages.noFilesSelected);
    const files: ReceivedFile[] = [];
    const categories: string[] = [];
    let handedOver = false;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (part.fieldname === CATEGORY_FIELD) categories.push(String(part.value));
          continue;
        }
        // A file input left empty still sends a part, with no name and no bytes.
        if (!part.filename) {
          part.file.resume();
          continue;
        }
        const grant = await this.client.send(StorageRpc.beginUpload, {
          userId,
          folder,
          fileName: part.filename,
          earlierBytes: files.reduce((sum, file) => sum + (file.size ?? 0), 0),
        });
        const received: ReceivedFile = { grant };
        files.push(received);
        Object.assign(received, await this.store(grant, part.file));
      }
      if (files.length === 0) throw AppError.validation(Messages.noFilesSelected);
      handedOver = true;
      return await this.client.send(
        StorageRpc.completeUpload,
        {
          userId,
          uploads: files.map(({ grant, size, sha256 }, index) => ({
            uploadId: grant.uploadId,
            size: size!,
            sha256: sha256!,
            category: categoryFor(index, categories),
          })),
        },
        { timeoutMs: COMPLETE_TIMEOUT_MS },
      );
    } catch (error) {
      discardRestOfRequest(request.raw);
      // After completeUpload the service has recorded or discarded everything itself.
      if (!handedOver && files.length > 0) await this.abort(userId, files);
      throw toUploadError(error);
    }
  }

  private async store(grant: UploadGrant, body: Readable) {
    try {
      return await this.blobs.write(grant.blobKey, body, { maxBytes: grant.maxBytes });
    } catch (error) {
      if (error instanceof BlobTooLargeError) {
        throw new AppError(ErrorCode.PayloadTooLarge, grant.tooLargeMessage);
      }
      throw error;
    }
  }

  private async abort(userId: string, files: ReceivedFile[]): Promise<void> {
    try {
      await this.client.send(StorageRpc.abortUpload, {
        userId,
        uploadIds: files.map((file) => file.grant.uploadId),
      });
    } catch (error) {
      // The storage service deletes abandoned uploads' blobs on its own after a while.
      this.logger.warn(`Could not abort uploads: ${String(error)}`);
    }
  }
}

/** Categories pair with files in order; a single category applies to every file. */
function categoryFor(index: number, categories: string[]): string | undefined {
  return categories[index] ?? (categories.length === 1 ? categories[0] : undefined);
}

/** Busboy's limits arrive as Fastify errors with their own codes: say what they mean. */
function toUploadError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError(
      ErrorCode.PayloadTooLarge,
      `Please upload at most ${MAX_FILES_PER_UPLOAD} files at a time`,
    );
  }
  if (code === 'FST_MP_PREMATURE_CLOSE') {
    return AppError.validation('The upload was interrupted. Please try again.');
  }
  if (typeof code === 'string' && code.startsWith('FST_') && error instanceof Error) {
    return AppError.validation(`The upload could not be read: ${error.message}`);
  }
  // Busboy's own refusals of a malformed form carry no code, only these messages.
  if (error instanceof Error && BUSBOY_MALFORMED.some((pattern) => pattern.test(error.message))) {
    return AppError.validation('The upload could not be read: the form data is malformed.');
  }
  return error;
}

const BUSBOY_MALFORMED = [/^Multipart: Boundary not found$/, /^Unexpected end of multipart data$/];
