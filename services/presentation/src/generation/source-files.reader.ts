import { Injectable } from '@nestjs/common';
import { AppError, ServiceClient } from '@deckforge/kit';
import { StorageRpc, type StoredFile } from '@deckforge/proto';
import {
  ExtractionFailure,
  ExtractionService,
  type ExtractOptions,
  type FileExtraction,
} from '../engine/extract';

/**
 * The user's selected files, read: storage says which files the user may read (any other is
 * NOT_FOUND, never its content), extraction reads them. A file that cannot be read is a
 * validation error naming it.
 */
@Injectable()
export class SourceFiles {
  constructor(
    private readonly client: ServiceClient,
    private readonly extraction: ExtractionService,
  ) {}

  async read(
    userId: string,
    fileIds: string[],
    options: ExtractOptions = {},
  ): Promise<FileExtraction[]> {
    const unique = [...new Set(fileIds)];
    const stored = await this.client.send(StorageRpc.resolve, { userId, fileIds: unique });
    const byId = new Map(stored.map((file) => [file.file.file_id, file]));
    const ordered = unique.map((id) => byId.get(id)).filter((file): file is StoredFile => !!file);
    if (ordered.length !== unique.length) throw AppError.notFound('File not found');
    try {
      return await this.extraction.extractAll(ordered, options);
    } catch (error) {
      if (error instanceof ExtractionFailure) throw AppError.validation(error.message);
      throw error;
    }
  }
}
