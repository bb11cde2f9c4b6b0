import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, BLOB_STORE, type BlobStore, zipLimitsFrom } from '@deckforge/kit';
import type { TemplateReport } from '@deckforge/proto';
import type { PresentationConfig } from '../config';
import { UnreadableFile } from '../engine/extract';
import { reportTemplate, unusableReport } from '../engine/layout';
import { readTemplatePackage } from './template-package';

/**
 * Reports on a stored template package: proven a sane zip with the same limits as at every
 * use, then analysed as the renderer will analyse it.
 */
@Injectable()
export class TemplateReports {
  constructor(
    @Inject(APP_CONFIG) private readonly config: PresentationConfig,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async report(blobKey: string): Promise<TemplateReport> {
    let bytes: Buffer;
    try {
      bytes = await readTemplatePackage(this.blobs, blobKey, zipLimitsFrom(this.config));
    } catch (error) {
      if (!(error instanceof UnreadableFile)) throw error;
      return unusableReport(error.reason);
    }
    return reportTemplate(bytes);
  }
}
