import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, ServiceClient } from '@deckforge/kit';
import { TemplateAnalysisRpc, type TemplateReport, templateReportSchema } from '@deckforge/proto';
import type { StorageConfig } from '../config';

/**
 * Asks the presentation service what it will make of a stored template. Never fails: a report
 * that does not come within TEMPLATE_REPORT_TIMEOUT_MS, or any failure of the call, is
 * `undefined` and the template goes on without one — an upload is not refused because
 * presentation is busy or down (docs/decisions.md, "Templates are analysed at upload").
 */
@Injectable()
export class TemplateReportsClient {
  private readonly logger = new Logger(TemplateReportsClient.name);

  constructor(
    private readonly client: ServiceClient,
    @Inject(APP_CONFIG) private readonly config: StorageConfig,
  ) {}

  async report(blobKey: string): Promise<TemplateReport | undefined> {
    try {
      const answer = await this.client.send(
        TemplateAnalysisRpc.analyze,
        { blobKey },
        { timeoutMs: this.config.TEMPLATE_REPORT_TIMEOUT_MS },
      );
      const parsed = templateReportSchema.safeParse(answer);
      if (parsed.success) return parsed.data;
      this.logger.warn(
        `Presentation's template report does not fit its contract: ${parsed.error.message}`,
      );
    } catch (error) {
      this.logger.warn(
        `No template report for ${blobKey}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    return undefined;
  }
}
