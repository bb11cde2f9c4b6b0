import { buffer } from 'node:stream/consumers';
import { Inject, Injectable } from '@nestjs/common';
import {
  APP_CONFIG,
  BLOB_STORE,
  type BlobStore,
  MeteredStream,
  zipLimitsFrom,
} from '@deckforge/kit';
import { TEMPLATE_REPORT_VERSION, type TemplateReport } from '@deckforge/proto';
import type { PresentationConfig } from '../config';
import { UnreadableFile } from '../extraction/extraction-failure';
import { assertSafeZip } from '../extraction/parsers/zip-guard';
import { reportTemplate } from '../render/template-report';

/** Largest template read (uploads are limited well below this), as for rendering. */
const MAX_TEMPLATE_BYTES = 200 * 1024 * 1024;

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
    const bytes = await buffer(
      (await this.blobs.read(blobKey)).pipe(new MeteredStream(MAX_TEMPLATE_BYTES)),
    );
    try {
      await assertSafeZip(bytes, zipLimitsFrom(this.config));
    } catch (error) {
      if (!(error instanceof UnreadableFile)) throw error;
      return {
        version: TEMPLATE_REPORT_VERSION,
        usable: false,
        reason: error.reason.replace(/^it\s+/, ''),
        slides: {},
        prototypes: [],
        notes: [],
      };
    }
    return reportTemplate(bytes);
  }
}
