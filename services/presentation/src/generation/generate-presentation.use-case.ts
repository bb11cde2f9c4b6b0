import { randomUUID } from 'node:crypto';
import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, AppError, ClosedAccounts, ServiceClient } from '@deckforge/kit';
import {
  BillingRpc,
  costInHundredths,
  formatCredits,
  ErrorCode,
  GENERATION_JOB,
  GENERATION_QUEUE,
  GenerationRequestCode,
  Messages,
  type GenerationJobData,
  type RpcParsedRequest,
  type PresentationRpc,
} from '@deckforge/proto';
import type { Queue } from 'bull';
import type { PresentationConfig } from '../config';
import { generationJobOptions } from './generation-queue';
import { GenerationJobsRepository } from './generation-jobs.repository';
import { SourceFiles } from './source-files.reader';
import { TemplateAccess } from './template-access.service';
type GenerateRequest = RpcParsedRequest<typeof PresentationRpc.generate>;

/**
 * Starting a generation (docs/architecture.md, "Generation" and "Credits"): check the title,
 * files and template, count the tokens again, refuse over the limit or above the cost the user
 * accepted, reserve the credits with billing, then record and queue the job. Nothing is queued
 * without a reservation, and a repeated request with the same job id starts nothing new.
 */
@Injectable()
export class GeneratePresentation {
  private readonly logger = new Logger(GeneratePresentation.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: PresentationConfig,
    private readonly client: ServiceClient,
    private readonly sources: SourceFiles,
    private readonly jobs: GenerationJobsRepository,
    private readonly templates: TemplateAccess,
    private readonly closedAccounts: ClosedAccounts,
    @InjectQueue(GENERATION_QUEUE) private readonly queue: Queue<GenerationJobData>,
  ) {}

  async execute(request: GenerateRequest): Promise<{ jobId: string; costHundredths: number }> {
    const jobId = request.jobId ?? randomUUID();
    const existing = await this.jobs.find(jobId);
    if (existing) {
      if (existing.userId !== request.userId) throw AppError.notFound('Job not found');
      return { jobId, costHundredths: existing.costHundredths };
    }

    await this.closedAccounts.refuseIfClosed(request.userId);
    await this.templates.require(request.userId, request.templateId);
    const fileIds = [...new Set(request.files.map((file) => file.file_id))];
    const extractions = await this.sources.read(request.userId, fileIds, {
      language: request.language,
    });
    const tokenCount = extractions.reduce((sum, extraction) => sum + extraction.tokens, 0);
    if (tokenCount > this.config.TOKEN_LIMIT)
      throw AppError.validation(Messages.tokenLimit(this.config.TOKEN_LIMIT));
    const costHundredths = costInHundredths(tokenCount);
    const acceptedHundredths = Math.round(request.credits * 100);
    if (costHundredths > acceptedHundredths)
      throw new AppError(
        ErrorCode.Conflict,
        `This presentation costs ${formatCredits(costHundredths)} credits, more than the ${formatCredits(acceptedHundredths)} you accepted. Please confirm the new cost.`,
        {
          requestCode: GenerationRequestCode.CostChanged,
          details: { costHundredths, tokenCount },
        },
      );

    // Credits first: a job becomes visible (queued) only once its credits are held. Billing
    // answers a repeated reserve for the same job the same, so a duplicate request is harmless.
    try {
      if (costHundredths > 0)
        await this.client.send(BillingRpc.reserve, {
          jobId,
          userId: request.userId,
          amountHundredths: costHundredths,
        });
    } catch (error) {
      throw await this.shortage(error, request.userId, costHundredths);
    }
    const created = await this.jobs
      .transaction(async (manager) => {
        // An account closed meanwhile starts nothing (its deactivation waits for this commit).
        await this.closedAccounts.assertOpen(manager, request.userId);
        return this.jobs.create(manager, {
          id: jobId,
          userId: request.userId,
          title: request.title,
          templateId: request.templateId,
          fileIds,
          tokenCount,
          costHundredths,
        });
      })
      .catch(async (error: unknown) => {
        await this.client.send(BillingRpc.release, { jobId }).catch(() => undefined);
        throw error;
      });
    if (!created) return this.execute(request); // the same request, at the same moment

    const data: GenerationJobData = {
      jobId,
      userId: request.userId,
      title: request.title,
      templateId: request.templateId,
      fileIds,
      costHundredths,
      ...(request.language ? { language: request.language } : {}),
    };
    try {
      const speechSeconds = extractions.reduce(
        (sum, { source }) =>
          sum + (source.media?.transcript.status === 'pending' ? source.media.durationSeconds : 0),
        0,
      );
      await this.queue.add(
        GENERATION_JOB,
        data,
        generationJobOptions(this.config, jobId, speechSeconds),
      );
    } catch (error) {
      this.logger.error({ message: 'Could not queue a generation job', jobId, err: error });
      await this.client.send(BillingRpc.release, { jobId }).catch(() => undefined);
      await this.jobs.remove(jobId);
      throw AppError.unavailable(
        'Presentations cannot be created right now. Please try again.',
        error,
      );
    }
    return { jobId, costHundredths };
  }

  /** Billing's refusal, told as the credits missing (402); other failures unchanged. */
  private async shortage(error: unknown, userId: string, costHundredths: number): Promise<unknown> {
    if (!(error instanceof AppError) || error.code !== ErrorCode.PaymentRequired) return error;
    let missing = Number(error.details?.missingHundredths);
    if (!Number.isFinite(missing) || missing <= 0) {
      const { creditBalance } = await this.client.send(BillingRpc.balance, { userId });
      missing = Math.max(1, costHundredths - Math.round(creditBalance * 100));
    }
    return new AppError(
      ErrorCode.PaymentRequired,
      `You need ${formatCredits(missing)} more credits to create this presentation.`,
      {
        requestCode: GenerationRequestCode.CreditShortage,
        details: { missingHundredths: missing, costHundredths },
      },
    );
  }
}
