import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { runWithCorrelationId } from '@deckforge/kit';
import type { FastifyRequest } from 'fastify';
import { Observable } from 'rxjs';

/** Runs each request's handler under its request id, which every RabbitMQ call then carries. */
@Injectable()
export class CorrelationInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    return new Observable((subscriber) =>
      runWithCorrelationId(String(request.id), () => next.handle().subscribe(subscriber)),
    );
  }
}
