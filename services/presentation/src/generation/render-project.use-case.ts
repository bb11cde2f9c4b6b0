import { randomUUID } from 'node:crypto';
import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, AppError, ServiceClient } from '@deckforge/kit';
import {
  EditingMessages,
  EditingRequestCode,
  ErrorCode,
  RENDER_JOB,
  RENDERS_PENDING_PER_PERSON,
  type PresentationRpc,
  type RenderJobData,
  type RpcParsedRequest,
  StorageRpc,
} from '@deckforge/proto';
import type { Queue } from 'bull';
import type { PresentationConfig } from '../config';
import { RENDER_QUEUE, renderJobOptions } from './generation-queue';
import { GenerationJobsRepository } from './generation-jobs.repository';
import { TemplateAccess } from './template-access.service';

type RenderRequest = RpcParsedRequest<typeof PresentationRpc.renderProject>;

/**
 * Saving an edited deck, or switching its template (docs/decisions.md, "Editing decks"):
 * storage confirms the project is the user's, that the edit starts from its current version
 * and that the plan brings no new material; the target template must be one the user may use.
 * Then a render job joins the render queue — free, no credits are reserved. Only one render
 * per starting version is accepted, so a save from a second tab is told to reload; and only
 * RENDERS_PENDING_PER_PERSON of a person's renders may wait or run at once (429 beyond).
 */
@Injectable()
export class RenderProject {
  private readonly logger = new Logger(RenderProject.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: PresentationConfig,
    private readonly client: ServiceClient,
    private readonly jobs: GenerationJobsRepository,
    private readonly templates: TemplateAccess,
    @InjectQueue(RENDER_QUEUE) private readonly queue: Queue<RenderJobData>,
  ) {}

  async execute(request: RenderRequest): Promise<{ jobId: string }> {
    const { userId, fileId } = request;
    const jobId = request.jobId ?? randomUUID();
    const existing = await this.jobs.find(jobId);
    if (existing) {
      if (existing.userId !== userId || existing.projectFileId !== fileId)
        throw AppError.notFound('Job not found');
      return { jobId };
    }
    const mode = request.asNewProject ? 'new' : 'replace';
    const prepared = await this.client.send(StorageRpc.prepareProjectRender, {
      userId,
      fileId,
      // A new project leaves this one as it is: an older starting version is no conflict.
      ...(mode === 'replace' ? { baseVersion: request.baseVersion } : {}),
      plan: request.plan,
    });
    const templateId = request.templateId ?? prepared.templateId;
    const template = await this.templates.require(userId, templateId).catch((error: unknown) => {
      if (error instanceof AppError && error.code === ErrorCode.NotFound && !request.templateId)
        throw AppError.notFound(
          'The template of this deck was deleted. Choose another template for it.',
        );
      throw error;
    });
    const deckName = prepared.name.replace(/\.pptx?$/i, '');
    const created = await this.jobs.createRender(
      {
        id: jobId,
        userId,
        title:
          mode === 'new'
            ? `${deckName} (${template.file.name.replace(/\.pptx?$/i, '')})`
            : deckName,
        templateId,
        projectFileId: fileId,
        baseVersion: prepared.version,
        mode,
        origin: templateId === prepared.templateId ? 'edited' : 'template',
        plan: prepared.plan,
      },
      RENDERS_PENDING_PER_PERSON,
    );
    if (created === 'busy')
      throw new AppError(ErrorCode.RateLimited, EditingMessages.rendersPending);
    if (created === 'taken')
      throw new AppError(ErrorCode.Conflict, EditingMessages.versionConflict, {
        requestCode: EditingRequestCode.VersionConflict,
      });
    if (created === 'repeated') return this.execute(request);

    try {
      await this.queue.add(RENDER_JOB, { jobId, userId }, renderJobOptions(this.config, jobId));
    } catch (error) {
      this.logger.error({ message: 'Could not queue a render job', jobId, err: error });
      await this.jobs.remove(jobId);
      throw AppError.unavailable('Decks cannot be rendered right now. Please try again.', error);
    }
    return { jobId };
  }
}
