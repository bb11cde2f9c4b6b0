/**
 * The five services and how their RabbitMQ names are derived. Every name carries a prefix
 * (`RMQ_PREFIX`, default `deckforge`) so that test runs and environments never share queues.
 */
export const SERVICE_NAMES = ['identity', 'data', 'storage', 'billing', 'presentation'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** The topic exchange every RPC and event is published to, routed by pattern. */
export const exchangeName = (prefix: string) => `${prefix}.bus`;
/** Each service's durable work queue, bound to the patterns it handles. */
export const serviceQueueName = (prefix: string, service: ServiceName) => `${prefix}.${service}`;
/** Where a failed event waits before it is offered to its service again. */
export const retryQueueName = (prefix: string, service: ServiceName) =>
  `${prefix}.${service}.retry`;
/** Where an event that kept failing is parked for an operator. */
export const deadLetterQueueName = (prefix: string, service: ServiceName) =>
  `${prefix}.${service}.dead`;

/** The service a pattern belongs to is its first segment: `billing.reserve` → billing. */
export const serviceOfPattern = (pattern: string): ServiceName | undefined => {
  const head = pattern.split('.')[0];
  return (SERVICE_NAMES as readonly string[]).includes(head) ? (head as ServiceName) : undefined;
};

/** Message header carrying the correlation id from the HTTP request through every hop. */
export const CORRELATION_HEADER = 'x-correlation-id';
