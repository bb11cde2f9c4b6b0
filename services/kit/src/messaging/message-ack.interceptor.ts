import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  Logger,
  type NestInterceptor,
} from '@nestjs/common';
import type { RmqContext } from '@nestjs/microservices';
import { CORRELATION_HEADER, ErrorCode } from '@deckforge/proto';
import type { ConfirmChannel, ConsumeMessage } from 'amqplib';
import { catchError, EMPTY, finalize, Observable, tap } from 'rxjs';
import { AppError } from '../errors/app-error';
import { runWithCorrelationId } from '../logging/correlation';
import { messagesHandled } from '../health/metrics';
import { EventRetryPolicy } from './event-retry.policy';

/**
 * Runs every RabbitMQ handler inside its correlation id and settles the message afterwards
 * (manual ack): a request is acknowledged once answered, success or error; an event is
 * acknowledged once handled, or handed to the retry policy when its handler failed. A process
 * that dies mid-handler acknowledges nothing, so the broker redelivers the message.
 */
@Injectable()
export class MessageAckInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Messages');

  constructor(private readonly retryPolicy: EventRetryPolicy) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const rmq = context.switchToRpc().getContext<RmqContext>();
    const message = rmq.getMessage() as ConsumeMessage;
    const channel = rmq.getChannelRef() as ConfirmChannel;
    const pattern = rmq.getPattern();
    const isEvent = !message.properties.replyTo;
    const correlationId = message.properties.headers?.[CORRELATION_HEADER] as string | undefined;
    const stopTimer = messagesHandled.startTimer({ pattern });

    return new Observable((subscriber) =>
      runWithCorrelationId(correlationId, () => {
        const handled = next.handle().pipe(
          tap({
            complete: () => stopTimer({ outcome: 'ok' }),
            error: () => stopTimer({ outcome: 'error' }),
          }),
        );
        const settled = isEvent
          ? handled.pipe(
              tap({ complete: () => this.ack(channel, message) }),
              catchError((error: unknown) => {
                this.logger.error({ message: `Event ${pattern} failed`, err: error });
                void this.retryPolicy
                  .retryOrPark(channel, message, isPermanent(error))
                  .catch((retryError: unknown) =>
                    this.logger.error({
                      message: `Could not reschedule event ${pattern}`,
                      err: retryError,
                    }),
                  );
                return EMPTY;
              }),
            )
          : handled.pipe(finalize(() => this.ack(channel, message)));
        return settled.subscribe(subscriber);
      }),
    );
  }

  private ack(channel: ConfirmChannel, message: ConsumeMessage) {
    try {
      channel.ack(message);
    } catch (error) {
      // The channel closed under us (broker restart): the message will be redelivered.
      this.logger.warn(`Could not acknowledge a message: ${String(error)}`);
    }
  }
}

/** A malformed event will never succeed; retrying it only delays parking it. */
const isPermanent = (error: unknown) =>
  error instanceof AppError && error.code === ErrorCode.Validation;
