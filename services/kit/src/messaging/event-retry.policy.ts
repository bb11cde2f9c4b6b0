import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  deadLetterQueueName,
  retryQueueName,
  serviceQueueName,
  type ServiceName,
} from '@deckforge/proto';
import type { ConfirmChannel, ConsumeMessage } from 'amqplib';
import type { BrokerEnv } from '../config/common-env';
import { BROKER_ENV } from './service.client';
import { queueArguments } from './rmq-options';

export const SERVICE_NAME = Symbol('SERVICE_NAME');
const ATTEMPTS_HEADER = 'x-attempts';

/**
 * What happens to an event whose handler failed: it waits EVENT_RETRY_DELAY_MS in the service's
 * retry queue (which dead-letters back into the service's queue), up to EVENT_MAX_ATTEMPTS
 * times, then it is parked in the dead-letter queue for an operator. A failing event never
 * blocks the queue and is never silently dropped.
 */
@Injectable()
export class EventRetryPolicy {
  private readonly logger = new Logger(EventRetryPolicy.name);
  private readonly preparedChannels = new WeakSet<ConfirmChannel>();

  constructor(
    @Inject(BROKER_ENV) private readonly env: BrokerEnv,
    @Inject(SERVICE_NAME) private readonly service: ServiceName,
  ) {}

  async retryOrPark(
    channel: ConfirmChannel,
    message: ConsumeMessage,
    permanent: boolean,
  ): Promise<void> {
    await this.prepare(channel);
    const attempts = Number(message.properties.headers?.[ATTEMPTS_HEADER] ?? 1);
    const park = permanent || attempts >= this.env.EVENT_MAX_ATTEMPTS;
    const target = park
      ? deadLetterQueueName(this.env.RMQ_PREFIX, this.service)
      : retryQueueName(this.env.RMQ_PREFIX, this.service);
    if (park)
      this.logger.error(
        `Parking event ${message.fields.routingKey} after ${attempts} attempt(s) in ${target}`,
      );
    await new Promise<void>((resolve, reject) =>
      channel.sendToQueue(
        target,
        message.content,
        {
          ...message.properties,
          persistent: true,
          headers: {
            ...message.properties.headers,
            [ATTEMPTS_HEADER]: attempts + 1,
            'x-routing-key': message.fields.routingKey,
          },
        },
        (error) => (error ? reject(error) : resolve()),
      ),
    );
    channel.ack(message);
  }

  private async prepare(channel: ConfirmChannel) {
    if (this.preparedChannels.has(channel)) return;
    const expiry = queueArguments(this.env);
    await channel.assertQueue(retryQueueName(this.env.RMQ_PREFIX, this.service), {
      durable: true,
      arguments: {
        ...expiry,
        'x-message-ttl': this.env.EVENT_RETRY_DELAY_MS,
        'x-dead-letter-exchange': '',
        'x-dead-letter-routing-key': serviceQueueName(this.env.RMQ_PREFIX, this.service),
      },
    });
    await channel.assertQueue(deadLetterQueueName(this.env.RMQ_PREFIX, this.service), {
      durable: true,
      arguments: expiry,
    });
    this.preparedChannels.add(channel);
  }
}
