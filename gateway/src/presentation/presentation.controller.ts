import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, AppError, ServiceClient } from '@deckforge/kit';
import {
  countTokensQuery,
  hundredthsToCredits,
  ErrorCode,
  generateQuery,
  GenerationRequestCode,
  idField,
  type JobProgress,
  PresentationRpc,
} from '@deckforge/proto';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { CurrentUser, ownUserId, type SessionUser } from '../auth/session-user';
import type { GatewayConfig } from '../config';
import { ERROR_STATUS } from '../http/error-response';
import { ChangesState } from '../http/origin.guard';
import { ApiSchemas, ValidQuery, ZodPipe } from '../http/validated';
import { RateLimit } from '../rate-limit/rate-limit.guard';
import { JobWatcher } from './job.watcher';

const jobIdParam = new ZodPipe(idField('jobId'));

/**
 * `/api/v1/ppt/*`: the spec's token count and generation calls, plus progress of a generation
 * job (polling, or server-sent events) for clients that want to show it while they wait.
 */
@ApiTags('presentation')
@Controller('ppt')
export class PresentationController {
  constructor(
    private readonly client: ServiceClient,
    private readonly watcher: JobWatcher,
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** Reads (and caches) every file: work another site must not be able to make us do. */
  @Get('count-tokens')
  @ChangesState()
  @RateLimit({ name: 'ppt-count', points: 120, durationSeconds: 60, by: 'ip' })
  @ApiSchemas({ query: countTokensQuery })
  countTokens(
    @CurrentUser() user: SessionUser,
    @ValidQuery(countTokensQuery) query: z.output<typeof countTokensQuery>,
  ) {
    return this.client.send(
      PresentationRpc.countTokens,
      {
        userId: ownUserId(user, query.userId),
        files: query.files,
        ...(query.language ? { language: query.language } : {}),
      },
      { timeoutMs: this.config.PPT_RPC_TIMEOUT_MS },
    );
  }

  /**
   * Starts the generation and answers once the deck is stored (the spec's client waits for
   * `message`). A client that passes its own `jobId` can follow the progress meanwhile.
   */
  @Get('generate-presentation')
  @ChangesState()
  @RateLimit({ name: 'ppt-generate', points: 60, durationSeconds: 60, by: 'ip' })
  @ApiSchemas({ query: generateQuery })
  async generate(
    @CurrentUser() user: SessionUser,
    @ValidQuery(generateQuery) query: z.output<typeof generateQuery>,
    @Res() reply: FastifyReply,
  ) {
    const userId = ownUserId(user, query.userId);
    let started: { jobId: string; costHundredths: number };
    try {
      started = await this.client.send(
        PresentationRpc.generate,
        {
          userId,
          files: query.files,
          templateId: query.templateId,
          title: query.title,
          credits: query.credits,
          ...(query.language ? { language: query.language } : {}),
          ...(query.jobId ? { jobId: query.jobId } : {}),
        },
        { timeoutMs: this.config.PPT_RPC_TIMEOUT_MS },
      );
    } catch (error) {
      if (isRefusalWithNumbers(error))
        return reply.status(ERROR_STATUS[error.code]).send(refusalBody(error));
      throw error;
    }
    const clientGone = new AbortController();
    reply.raw.once('close', () => clientGone.abort());
    const outcome = await this.watcher.outcome(userId, started.jobId, clientGone.signal);
    if (!outcome) return; // nobody is waiting any more; the job carries on
    if (outcome.state === 'failed') throw jobFailure(outcome);
    if (outcome.state !== 'completed')
      throw AppError.timeout(
        'The presentation is still being created. It will appear in Projects when it is ready.',
      );
    return reply.send({
      message: `Your presentation "${outcome.title}" is ready in Projects.`,
      jobId: outcome.jobId,
      fileId: outcome.fileId,
      creditsCharged: hundredthsToCredits(outcome.costHundredths),
    });
  }

  @Get('jobs/:jobId')
  job(@CurrentUser() user: SessionUser, @Param('jobId', jobIdParam) jobId: string) {
    return this.client.send(PresentationRpc.job, { userId: user.userId, jobId });
  }

  /** Server-sent events: a `progress` event per change, the last one completed or failed. */
  @Get('jobs/:jobId/events')
  async events(
    @CurrentUser() user: SessionUser,
    @Param('jobId', jobIdParam) jobId: string,
    @Res() reply: FastifyReply,
  ) {
    // The first answer decides the status: an unknown job is a plain 404.
    await this.client.send(PresentationRpc.job, { userId: user.userId, jobId });
    const clientGone = new AbortController();
    reply.raw.once('close', () => clientGone.abort());
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    try {
      for await (const progress of this.watcher.watch(user.userId, jobId, clientGone.signal))
        reply.raw.write(`event: progress\ndata: ${JSON.stringify(progress)}\n\n`);
    } catch (error) {
      const message =
        error instanceof AppError ? error.message : 'Progress is not available right now';
      reply.raw.write(`event: error\ndata: ${JSON.stringify({ message })}\n\n`);
    } finally {
      reply.raw.end();
    }
  }
}

type Refusal = AppError & { details: Record<string, unknown> };

/** 409 with the recomputed cost and 402 with the missing credits carry their numbers. */
function isRefusalWithNumbers(error: unknown): error is Refusal {
  return (
    error instanceof AppError &&
    !!error.details &&
    ((error.code === ErrorCode.Conflict &&
      error.requestCode === GenerationRequestCode.CostChanged) ||
      (error.code === ErrorCode.PaymentRequired &&
        error.requestCode === GenerationRequestCode.CreditShortage))
  );
}

function refusalBody(error: Refusal) {
  const number = (key: string) => Number(error.details[key]);
  return {
    message: error.message,
    requestCode: error.requestCode,
    ...(Number.isFinite(number('costHundredths'))
      ? { cost: hundredthsToCredits(number('costHundredths')) }
      : {}),
    ...(Number.isFinite(number('tokenCount')) ? { tokenCount: number('tokenCount') } : {}),
    ...(Number.isFinite(number('missingHundredths'))
      ? { missingCredits: hundredthsToCredits(number('missingHundredths')) }
      : {}),
  };
}

/** A job that failed for good, answered with its own code and message. */
function jobFailure(progress: JobProgress): AppError {
  const code =
    progress.failureCode && progress.failureCode !== ErrorCode.Internal
      ? progress.failureCode
      : ErrorCode.Unavailable;
  return new AppError(code, progress.message ?? 'The presentation could not be created');
}
