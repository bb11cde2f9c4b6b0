import { type RmqContext, type RmqOptions, ServerRMQ } from '@nestjs/microservices';
import type { AmqpConnectionManager } from 'amqp-connection-manager';
import { isBrokerLoss } from '../service/broker-loss';

/**
 * Nest's RabbitMQ server with replies that cannot reject unheard. `ServerRMQ.sendMessage`
 * publishes each RPC reply through amqp-connection-manager's confirm channel and drops the
 * promise it returns, so a connection that closes while a reply is unconfirmed rejected a promise
 * nobody held ("channel closed"): an unhandled rejection in whatever process hosts the service.
 * Such a reply is lost either way (the caller times out and is told to try again; the
 * unacknowledged request is redelivered), so it is logged as a warning; any other failure is
 * still logged as an error. The body mirrors `ServerRMQ.sendMessage` of @nestjs/microservices 11.
 */
export class ReplyingRmqServer extends ServerRMQ {
  constructor(options: Required<RmqOptions>['options']) {
    super(options);
  }

  /**
   * The connection manager, its channels heard when they fail: a channel whose setup (queue,
   * prefetch, consumer) dies with a dropping connection ("Channel ended, no reply will be
   * forthcoming") emits `error`, and with no listener that is thrown inside the manager, an
   * unhandled rejection that ends the process hosting the service. The manager sets the
   * channel up again on the next connection, so the failure is logged.
   */
  override createClient<T = AmqpConnectionManager>(): T {
    const client = super.createClient<AmqpConnectionManager>();
    const createChannel = client.createChannel.bind(client);
    client.createChannel = (options) => {
      const channel = createChannel(options);
      channel.on('error', (error: unknown) =>
        this.logger.warn(`The broker channel failed and will be set up again: ${String(error)}`),
      );
      return channel;
    };
    return client as T;
  }

  override sendMessage<T>(
    message: T,
    replyTo: string,
    correlationId: string,
    context: RmqContext,
  ): void {
    const outgoing = this.serializer.serialize(message as never) as { options?: object };
    const { options, ...response } = outgoing;
    const buffer = Buffer.from(JSON.stringify(response));
    this.onProcessingEndHook?.(this.transportId!, context);
    this.channel
      ?.sendToQueue(replyTo, buffer, { correlationId, ...options })
      .catch((error: unknown) => {
        if (isBrokerLoss(error))
          this.logger.warn(`A reply was lost with the broker connection: ${String(error)}`);
        else this.logger.error(`A reply could not be sent: ${String(error)}`);
      });
  }
}
