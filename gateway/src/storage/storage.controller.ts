import { Controller, Get, Headers, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiParam, ApiTags } from '@nestjs/swagger';
import { AppError, PublicRoute, ServiceClient } from '@deckforge/kit';
import {
  deleteFileQuery,
  downloadQuery,
  fileAssetParams,
  projectSlideParams,
  fileMetadataQuery,
  MAX_FILES_PER_UPLOAD,
  StorageRpc,
  uploadQuery,
} from '@deckforge/proto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CurrentUser, ownUserId, type SessionUser } from '../auth/session-user';
import { matchesEtag, ReferenceCache } from '../data/reference-data.cache';
import { ApiSchemas, ValidQuery } from '../http/validated';
import { RateLimit } from '../rate-limit/rate-limit.guard';
import { FileReplies } from './file-replies.service';
import { UploadReceiver } from './upload.receiver';

/** The /storage calls (docs/architecture.md, "HTTP API"), plus the addresses in `file_path`. */
@ApiTags('storage')
@Controller('storage')
export class StorageController {
  constructor(
    private readonly client: ServiceClient,
    private readonly uploads: UploadReceiver,
    private readonly files: FileReplies,
    private readonly cache: ReferenceCache,
  ) {}

  @Post('upload')
  @RateLimit({ name: 'upload', points: 60, durationSeconds: 600, by: 'user' })
  @ApiSchemas({ query: uploadQuery })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      properties: {
        file: {
          type: 'array',
          items: { type: 'string', format: 'binary' },
          maxItems: MAX_FILES_PER_UPLOAD,
        },
        category: {
          type: 'array',
          items: { type: 'string' },
          description: 'Per template, in file order',
        },
      },
    },
  })
  upload(
    @CurrentUser() user: SessionUser,
    @ValidQuery(uploadQuery) query: z.output<typeof uploadQuery>,
    @Req() request: FastifyRequest,
  ) {
    return this.uploads.receive(request, ownUserId(user, query.userId), query.folder);
  }

  @Get('file-metadata')
  @ApiSchemas({ query: fileMetadataQuery })
  fileMetadata(
    @CurrentUser() user: SessionUser,
    @ValidQuery(fileMetadataQuery) query: z.output<typeof fileMetadataQuery>,
  ) {
    return this.client.send(StorageRpc.list, { userId: ownUserId(user, query.userId) });
  }

  @Post('delete')
  @HttpCode(200)
  @ApiSchemas({ query: deleteFileQuery })
  delete(
    @CurrentUser() user: SessionUser,
    @ValidQuery(deleteFileQuery) query: z.output<typeof deleteFileQuery>,
  ) {
    return this.client.send(StorageRpc.delete, {
      userId: user.userId,
      fileId: query.fileId,
      fileName: query.fileName,
    });
  }

  @Get('download')
  @ApiSchemas({ query: downloadQuery })
  async download(
    @CurrentUser() user: SessionUser,
    @ValidQuery(downloadQuery) query: z.output<typeof downloadQuery>,
    @Res() reply: FastifyReply,
  ) {
    const stored = await this.client.send(StorageRpc.get, {
      userId: user.userId,
      fileId: query.fileId,
    });
    return this.files.download(reply, stored);
  }

  /** The landing page's carousel: system templates for everyone, signed in or not. */
  @PublicRoute()
  @Get('system-templates')
  async systemTemplates(
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ) {
    const { json, etag } = await this.cache.get('storage:system-templates', () =>
      this.client.send(StorageRpc.listSystemTemplates, {}),
    );
    reply
      .header('etag', etag)
      .header('cache-control', `public, max-age=${this.cache.maxAgeSeconds}`);
    if (matchesEtag(ifNoneMatch, etag)) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(json);
  }

  /**
   * `file_path` addresses: `<file_id>.<ext>` is the file, `<file_id>.png` a template's or
   * project's preview. Public so visitors can load system templates; anything else needs its
   * owner's session (and is "not found" otherwise).
   */
  @PublicRoute()
  @Get('files/:asset')
  @ApiParam({ name: 'asset', description: '<file_id>.<extension>' })
  async asset(
    @Param('asset') raw: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const parsed = fileAssetParams.safeParse({ asset: raw });
    if (!parsed.success) throw AppError.notFound('File not found');
    const { fileId, extension } = parsed.data.asset;
    const asset = await this.client.send(StorageRpc.openAsset, {
      userId: request.sessionUser?.userId,
      fileId,
      extension,
    });
    return this.files.asset(request, reply, asset);
  }

  /**
   * `projectSlidePath`: slide `<n>` of a generated deck as PNG, for the Projects preview. Its
   * owner's only: anyone else (and a slide that is not there) is "not found".
   */
  @PublicRoute()
  @Get('files/:fileId/slides/:slide')
  @ApiParam({ name: 'fileId', description: 'a project file_id' })
  @ApiParam({ name: 'slide', description: '<n>.png, 1-based' })
  async projectSlide(
    @Param('fileId') fileId: string,
    @Param('slide') slide: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const parsed = projectSlideParams.safeParse({ fileId, slide });
    const userId = request.sessionUser?.userId;
    if (!parsed.success || !userId) throw AppError.notFound('File not found');
    const asset = await this.client.send(StorageRpc.openAsset, {
      userId,
      fileId: parsed.data.fileId,
      extension: 'png',
      slide: parsed.data.slide,
    });
    return this.files.asset(request, reply, asset);
  }
}
