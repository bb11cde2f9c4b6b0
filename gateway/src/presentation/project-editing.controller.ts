import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Param,
  type PipeTransform,
  Post,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, AppError, ServiceClient } from '@deckforge/kit';
import {
  describePlanError,
  EditingMessages,
  PLAN_BODY_LIMIT_BYTES,
  PresentationRpc,
  projectFileIdParam,
  type RenderProjectBody,
  renderProjectBody,
  restoreVersionBody,
  StorageRpc,
  versionParam,
} from '@deckforge/proto';
import type { z } from 'zod';
import { CurrentUser, type SessionUser } from '../auth/session-user';
import type { GatewayConfig } from '../config';
import { LargeJsonBody } from '../http/body-limit';
import { ApiSchemas, ZodPipe } from '../http/validated';
import { RateLimit } from '../rate-limit/rate-limit.guard';

/** Validates a body holding a plan; a problem is told with where it is ("Slide 4, bullet 2: …"). */
class PlanBodyPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}
  transform(value: unknown): z.output<S> {
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    throw AppError.validation(describePlanError(result.error));
  }
}

const fileIdPipe = new ZodPipe(projectFileIdParam);

/**
 * `/api/v1/ppt/projects/:fileId/*`: the browser editor (docs/decisions.md, "Editing decks").
 * Read a generated deck's plan and versions, render an edited plan again (a save, or a switch
 * to another template, in place or as a new project), bring back an earlier version. All free:
 * nothing here reserves credits or takes new files.
 */
@ApiTags('editor')
@Controller('ppt/projects')
export class ProjectEditingController {
  constructor(
    private readonly client: ServiceClient,
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** The current plan (pictures and media by reference), the template, and the versions kept. */
  @Get(':fileId/plan')
  plan(@CurrentUser() user: SessionUser, @Param('fileId', fileIdPipe) fileId: string) {
    return this.client.send(StorageRpc.projectPlan, { userId: user.userId, fileId });
  }

  /**
   * Renders the edited plan through the generation queue and answers at once (202) with the
   * job to follow (`GET /ppt/jobs/:jobId`, or its events). `baseVersion` is the version the
   * editor loaded: if another save came first the answer is 409 `PLAN_VERSION_CONFLICT`.
   */
  @Post(':fileId/render')
  @HttpCode(202)
  @LargeJsonBody(PLAN_BODY_LIMIT_BYTES, EditingMessages.tooLarge)
  @RateLimit({ name: 'ppt-render', points: 60, durationSeconds: 60, by: 'user' })
  @ApiSchemas({ body: renderProjectBody })
  async render(
    @CurrentUser() user: SessionUser,
    @Param('fileId', fileIdPipe) fileId: string,
    @Body(new PlanBodyPipe(renderProjectBody)) body: RenderProjectBody,
  ) {
    const { jobId } = await this.client.send(
      PresentationRpc.renderProject,
      {
        userId: user.userId,
        fileId,
        baseVersion: body.baseVersion,
        plan: body.plan,
        asNewProject: body.asNewProject ?? false,
        ...(body.templateId ? { templateId: body.templateId } : {}),
        ...(body.jobId ? { jobId: body.jobId } : {}),
      },
      { timeoutMs: this.config.PPT_RPC_TIMEOUT_MS },
    );
    return { message: `Rendering your deck. ${EditingMessages.free}`, jobId };
  }

  /** Makes an earlier version the current one again (as a new version); 409 as a save. */
  @Post(':fileId/versions/:version/restore')
  @HttpCode(200)
  @RateLimit({ name: 'ppt-render', points: 60, durationSeconds: 60, by: 'user' })
  @ApiSchemas({ body: restoreVersionBody })
  restore(
    @CurrentUser() user: SessionUser,
    @Param('fileId', fileIdPipe) fileId: string,
    @Param('version', new ZodPipe(versionParam)) version: number,
    @Body(new ZodPipe(restoreVersionBody)) body: z.output<typeof restoreVersionBody>,
  ) {
    return this.client.send(StorageRpc.restoreProjectVersion, {
      userId: user.userId,
      fileId,
      version,
      baseVersion: body.baseVersion,
    });
  }
}
