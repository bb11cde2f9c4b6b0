import { Inject, Injectable } from '@nestjs/common';
import { AppError, APP_CONFIG, BLOB_STORE, type BlobStore } from '@deckforge/kit';
import { BYTES_PER_MB, ErrorCode, Messages } from '@deckforge/proto';
import type { StorageConfig } from '../config';
import type { StoredFileEntity } from '../files/stored-file.entity';
import { ReferenceDataClient } from '../reference/reference-data.client';
import { TemplateReportsClient } from '../template-reports/template-reports.client';
import { ExternalLinksStripper } from './external-links.stripper';
import type { PendingUploadEntity } from './pending-upload.entity';
import { UploadInspector } from './upload.inspector';

export interface CompletedPart {
  uploadId: string;
  size: number;
  sha256: string;
  category?: string;
}

export const unsupported = () =>
  new AppError(ErrorCode.UnsupportedMediaType, Messages.fileTypeNotSupported);

/** The upload rules a stored file must pass before it is recorded (docs/decisions.md). */
@Injectable()
export class UploadChecks {
  constructor(
    private readonly reference: ReferenceDataClient,
    private readonly inspector: UploadInspector,
    private readonly templateReports: TemplateReportsClient,
    private readonly linkStripper: ExternalLinksStripper,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(APP_CONFIG) private readonly config: StorageConfig,
  ) {}

  /** Checks one stored part against every rule; the row to insert when it passes. */
  async checkedFile(
    userId: string,
    upload: PendingUploadEntity,
    part: CompletedPart,
  ): Promise<StoredFileEntity> {
    const category = upload.folder === 'templates' ? await this.category(part.category) : null;
    if (part.size > this.config.MAX_UPLOAD_MB * BYTES_PER_MB) {
      throw new AppError(
        ErrorCode.PayloadTooLarge,
        Messages.fileTooLarge(upload.name, this.config.MAX_UPLOAD_MB),
      );
    }
    const blob = await this.blobs.stat(upload.blobKey);
    if (blob?.size !== part.size) {
      throw AppError.validation(`${upload.name} was not received completely. Please try again.`);
    }
    const supported = await this.reference.supportedFile(upload.extension);
    if (!supported) throw unsupported();
    await this.inspector.inspect(
      { name: upload.name, extension: upload.extension, blobKey: upload.blobKey, size: part.size },
      supported,
    );
    return newFileRow(userId, upload, part, category);
  }

  /**
   * What the generator will make of each template; one with no room for text anywhere is
   * refused. Without an answer in time a template is kept without a report (the renderer
   * analyses it again at every use anyway), and so are the request's further templates: one
   * request waits for a silent presentation service once, not once per file.
   */
  async attachReports(rows: StoredFileEntity[]): Promise<void> {
    for (const row of rows.filter((file) => file.folder === 'templates')) {
      const report = await this.templateReports.report(row.blobKey);
      if (!report) return;
      if (!report.usable) {
        throw AppError.validation(
          Messages.templateWithoutTextArea(row.name, report.reason ?? 'has no room for text'),
        );
      }
      row.templateReport = report;
    }
  }

  /**
   * Office packages lose what they link from outside themselves before they are recorded
   * (after their report, which tells the owner what went): a new blob, its own size and hash.
   */
  async stripExternalLinks(rows: StoredFileEntity[]): Promise<void> {
    for (const row of rows) {
      const stripped = await this.linkStripper.strip(row);
      if (stripped) Object.assign(row, { size: stripped.size, sha256: stripped.sha256 });
    }
  }

  /** The category's canonical name; a template needs one (the upload rules). */
  private async category(requested: string | undefined): Promise<string> {
    if (!requested?.trim()) throw AppError.validation(Messages.categoryRequired);
    const category = await this.reference.templateCategory(requested);
    if (!category) throw AppError.validation(`Unknown template category: ${requested.trim()}`);
    return category.category_name;
  }
}

function newFileRow(
  userId: string,
  upload: PendingUploadEntity,
  part: CompletedPart,
  templateCategory: string | null,
): StoredFileEntity {
  return {
    id: upload.id,
    ownerId: userId,
    source: 'user',
    folder: upload.folder,
    name: upload.name,
    extension: upload.extension,
    mime: upload.mime,
    size: part.size,
    sha256: part.sha256,
    blobKey: upload.blobKey,
    templateCategory,
    previewStatus: upload.folder === 'templates' ? 'pending' : 'none',
    previewKey: null,
    previewSize: null,
    previewSha256: null,
    previewAttempts: 0,
    previewClaimedAt: null,
    slidePreviewKeys: [],
    pdfKey: null,
    pdfSize: null,
    extraBlobKeys: [],
    jobId: null,
    systemSlug: null,
    templateReport: null,
    uploadedAt: new Date(),
  };
}
