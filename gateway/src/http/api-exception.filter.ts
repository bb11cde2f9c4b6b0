import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SpaShell } from './spa-shell';
import { toErrorResponse } from './error-response';

/**
 * Every failed request answers `{message, requestCode?}` with the status of its error code.
 * Unexpected errors are logged with the request id (sent back as `x-request-id`) and shown as
 * "An unexpected error occurred". A GET for an unknown page gets the SPA (history fallback).
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(private readonly spa: SpaShell) {}

  catch(exception: unknown, host: ArgumentsHost) {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (exception instanceof NotFoundException) {
      if (this.spa.serves(request.method, request.url)) {
        return reply
          .status(200)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(this.spa.indexHtml);
      }
      return reply
        .status(404)
        .send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
    }
    return this.sendError(reply, request, exception);
  }

  private sendError(reply: FastifyReply, request: FastifyRequest, exception: unknown) {
    const response = toErrorResponse(exception);
    if (response.unexpected) {
      this.logger.error({
        message: `Unexpected error on ${request.method} ${request.url.split('?')[0]}`,
        requestId: request.id,
        err: exception,
      });
    }
    if (response.retryAfterSeconds) reply.header('retry-after', String(response.retryAfterSeconds));
    return reply.status(response.status).send(response.body);
  }
}
