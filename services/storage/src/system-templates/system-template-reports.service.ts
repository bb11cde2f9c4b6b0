import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { TEMPLATE_REPORT_VERSION } from '@deckforge/proto';
import { DataSource } from 'typeorm';
import { FilesRepository } from '../files/files.repository';
import { StoredFileEntity } from '../files/stored-file.entity';
import { TemplateReportsClient } from '../template-reports/template-reports.client';

/**
 * Pauses before asking again when presentation did not answer (it may still be starting):
 * doubling from the first to the last, then the last, until the next start gives up.
 */
const FIRST_RETRY_MS = 5_000;
const LAST_RETRY_MS = 60_000;
/** Passes before giving up until the next start (about half an hour). */
const MAX_PASSES = 35;

/**
 * Gives the system templates their report, as uploads get theirs: after registration, in the
 * background (presentation may start after storage), again for a template whose bytes changed
 * or whose report is of an older version. Several replicas may do it at once: each writes the
 * same report.
 */
@Injectable()
export class SystemTemplateReports implements OnApplicationShutdown {
  private readonly logger = new Logger(SystemTemplateReports.name);
  private timer?: NodeJS.Timeout;
  private stopped = false;
  private passes = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly files: FilesRepository,
    private readonly reports: TemplateReportsClient,
  ) {}

  /** Starts reporting without waiting for it (the service must not wait for presentation). */
  start(): void {
    void this.pass();
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private async pass(): Promise<void> {
    this.passes++;
    let missing = 0;
    try {
      const templates = await this.dataSource
        .getRepository(StoredFileEntity)
        .createQueryBuilder('file')
        .where("file.source = 'system'")
        .andWhere(
          "(file.template_report IS NULL OR (file.template_report->>'version')::int < :version)",
          { version: TEMPLATE_REPORT_VERSION },
        )
        .getMany();
      missing = templates.length;
      for (const template of templates) {
        if (this.stopped) return;
        const report = await this.reports.report(template.blobKey);
        // No answer: presentation is not there yet; the rest would wait as long for nothing.
        if (!report) break;
        if (!report.usable)
          this.logger.warn(`System template ${template.name} is not usable: it ${report.reason}`);
        await this.files.update(template.id, { templateReport: report });
        missing--;
      }
    } catch (error) {
      this.logger.warn(`System template reports: ${String(error)}`);
    }
    if (missing > 0 && !this.stopped && this.passes < MAX_PASSES) {
      const pause = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** (this.passes - 1));
      this.timer = setTimeout(() => void this.pass(), pause);
      this.timer.unref();
    }
  }
}
