import { type RmqOptions, Transport } from '@nestjs/microservices';
import { exchangeName, serviceQueueName, type ServiceName } from '@deckforge/proto';
import type { BrokerEnv } from '../config/common-env';

/**
 * All traffic goes through one topic exchange per environment. Each service's durable queue is
 * bound to the patterns of its handlers (Nest's `wildcards` mode), so RPC requests and events
 * are both routed by their pattern and a publisher never needs to know who consumes what.
 */
const socketOptions = (env: BrokerEnv) => ({
  heartbeatIntervalInSeconds: 10,
  reconnectTimeInSeconds: env.RMQ_RECONNECT_SECONDS,
  // Small request/reply frames must leave at once: with Nagle's algorithm on, each RPC waited
  // for the peer's delayed ACK (~40 ms at p50 in bench/gateway).
  connectionOptions: { noDelay: true },
});

/** Queue arguments; tests set an expiry so queues of finished runs clean themselves up. */
export const queueArguments = (env: BrokerEnv): Record<string, unknown> =>
  env.RMQ_QUEUE_EXPIRES_MS > 0 ? { 'x-expires': env.RMQ_QUEUE_EXPIRES_MS } : {};

/** Options of a service's consumer (`ReplyingRmqServer`). */
export function rmqServerOptions(
  env: BrokerEnv,
  service: ServiceName,
): Required<RmqOptions>['options'] {
  return {
    urls: [env.RABBITMQ_URL],
    queue: serviceQueueName(env.RMQ_PREFIX, service),
    queueOptions: { durable: true, arguments: queueArguments(env) },
    exchange: exchangeName(env.RMQ_PREFIX),
    exchangeType: 'topic',
    wildcards: true,
    // Acknowledged by MessageAckInterceptor once the handler finished: a crash mid-way
    // leaves the message on the queue for another instance.
    noAck: false,
    prefetchCount: env.RMQ_PREFETCH,
    socketOptions: socketOptions(env),
  };
}

export function rmqClientOptions(env: BrokerEnv): RmqOptions {
  return {
    transport: Transport.RMQ,
    options: {
      urls: [env.RABBITMQ_URL],
      exchange: exchangeName(env.RMQ_PREFIX),
      exchangeType: 'topic',
      wildcards: true,
      persistent: true,
      socketOptions: socketOptions(env),
    },
  };
}
