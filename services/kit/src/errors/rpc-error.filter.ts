import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Logger,
} from '@nestjs/common';
import { Messages } from '@deckforge/proto';
import type { FastifyReply } from 'fastify';
import { throwError } from 'rxjs';
import { AppError } from './app-error';
import { isDatabaseUnavailable } from './database-unavailable';

const DATABASE_UNAVAILABLE =
  'The service is temporarily unavailable. Please try again in a moment.';

/**
 * The error boundary of a service. RPC callers get the AppError payload; a database that cannot
 * be reached (a restart) is "unavailable" (503, try again); any other unexpected error is logged
 * with its cause (and the correlation id the logger adds) and reported as internal.
 * The service's own HTTP endpoints (health, metrics) get the same `{message}` body.
 */
@Catch()
export class ServiceErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost) {
    if (host.getType() === 'http') {
      const reply = host.switchToHttp().getResponse<FastifyReply>();
      const status = exception instanceof HttpException ? exception.getStatus() : 500;
      if (status >= 500) this.logger.error({ message: 'Unhandled HTTP error', err: exception });
      const message =
        exception instanceof HttpException && status < 500
          ? exception.message
          : Messages.unexpectedError;
      return reply.status(status).send({ message });
    }
    return throwError(() => this.toAppError(exception).toPayload());
  }

  private toAppError(exception: unknown): AppError {
    if (exception instanceof AppError && exception.code !== 'INTERNAL') return exception;
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn(`Database unavailable: ${String(exception)}`);
      return AppError.unavailable(DATABASE_UNAVAILABLE, exception);
    }
    this.logger.error({ message: 'Unhandled error in a message handler', err: exception });
    return AppError.internal(exception);
  }
}
