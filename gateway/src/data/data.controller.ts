import { Controller, Get, Headers, Param, Res } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { AppError, PublicRoute, ServiceClient } from '@deckforge/kit';
import { DATA_ROUTES, type DataRoute } from '@deckforge/proto';
import type { FastifyReply } from 'fastify';
import { matchesEtag, ReferenceCache } from './reference-data.cache';

/** GET /api/v1/data/{template-categories,deactivation-reasons,supported-files,faq,news}. */
@ApiTags('data')
@PublicRoute()
@Controller('data')
export class DataController {
  constructor(
    private readonly client: ServiceClient,
    private readonly cache: ReferenceCache,
  ) {}

  @Get(':resource')
  @ApiParam({ name: 'resource', enum: Object.keys(DATA_ROUTES) })
  async list(
    @Param('resource') resource: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ) {
    if (!Object.hasOwn(DATA_ROUTES, resource))
      throw AppError.notFound(`Unknown reference data: ${resource}`);
    const contract = DATA_ROUTES[resource as DataRoute];
    const { json, etag } = await this.cache.get(resource, () => this.client.send(contract, {}));
    reply
      .header('etag', etag)
      .header('cache-control', `public, max-age=${this.cache.maxAgeSeconds}`);
    if (matchesEtag(ifNoneMatch, etag)) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(json);
  }
}
